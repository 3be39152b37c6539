/**
 * Every problem found in a request body, reported at once as the platform does: 400 invalid.property, the
 * messages joined, one `details` entry per problem.
 */
import type { ErrorDetail } from '../outboundError'
import { fail, type Outcome } from '../outcome'
import type { ParseResult } from './paging'

export class Problems {
  readonly details: ErrorDetail[] = []
  readonly messages: string[] = []

  add(fieldName: string, errorCode: string, message: string, entityId?: string): void {
    this.details.push(entityId ? { errorCode, fieldName, entityId } : { errorCode, fieldName })
    this.messages.push(message)
  }

  get any(): boolean {
    return this.details.length > 0
  }

  failure(what: string): Outcome<never> {
    return fail(400, 'invalid.property', `The ${what} is not valid: ${this.messages.join(' ')}`, {
      details: this.details
    })
  }
}

export type Body = Record<string, unknown>

export const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A boolean query parameter as the SDK sends it ("true"/"false"); absent is `fallback`. */
export function readBoolean(query: URLSearchParams, name: string, fallback = false): ParseResult<boolean> {
  const raw = query.get(name)
  if (raw === null || raw === '') return { ok: true, value: fallback }
  if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' }
  return { ok: false, message: `${name} must be true or false, got "${raw}".` }
}
