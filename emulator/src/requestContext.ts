import type { IncomingHttpHeaders } from 'node:http'
import type { ResolvedOptions } from './config'
import type { EmulatorState } from './store'

/** What every handler gets: the parsed request and the emulator it runs in. */
export interface RequestContext {
  /** upper-case */
  method: string
  /** the path without its query string */
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  origin: string | undefined
  /** also the ININ-Correlation-Id header and an ErrorBody's contextId */
  correlationId: string
  state: EmulatorState
  options: ResolvedOptions
  /** the body as text (read once, then cached) */
  body(): Promise<string>
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; message: string }

export async function readJson(ctx: RequestContext): Promise<JsonResult> {
  const text = await ctx.body()
  if (!text.trim()) return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, message: 'The request body is not valid JSON.' }
  }
}

export function isFormRequest(ctx: RequestContext): boolean {
  const contentType = ctx.headers['content-type'] ?? ''
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded'
}

export async function readForm(ctx: RequestContext): Promise<URLSearchParams> {
  return new URLSearchParams(await ctx.body())
}
