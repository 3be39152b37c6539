/**
 * How the stores answer a request they may refuse: the value, or a refusal in the platform's terms (status,
 * code, message, ErrorBody extras) that the routes turn into an ErrorBody.
 */
import type { OutboundErrorExtras } from './outboundError'

export interface OutboundFailure {
  status: number
  code: string
  message: string
  extras?: OutboundErrorExtras
}

export type Refusal = { ok: false; failure: OutboundFailure }

export type Outcome<T = void> = { ok: true; value: T } | Refusal

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })

export const fail = (
  status: number,
  code: string,
  message: string,
  extras?: OutboundErrorExtras
): Refusal => ({
  ok: false,
  failure: { status, code, message, extras }
})

/** 409 general.conflict: a PUT without the entity's current version (checked before the body, as the platform does). */
export function versionConflict(
  entity: { id: string; name: string; version: number },
  kind: string,
  version: unknown
): Refusal {
  const given = version === undefined || version === null ? 'none' : JSON.stringify(version)
  return fail(
    409,
    'general.conflict',
    `The version supplied (${given}) does not match the ${kind}'s current version (${entity.version}). Read the ${kind} again and retry with its version.`,
    {
      entityId: entity.id,
      entityName: entity.name,
      messageParams: { version: String(entity.version) }
    }
  )
}

/** 400 name.already.exists: names of outbound entities are unique per organisation, case-insensitively. */
export const nameConflict = (kind: string, name: string): Refusal =>
  fail(400, 'name.already.exists', `A ${kind} named "${name}" already exists in this organization.`, {
    details: [{ errorCode: 'name.already.exists', fieldName: 'name' }]
  })

/**
 * The platform's referential integrity refusal of a delete: `said` names the object and what uses it (`the DNC
 * list "X" is attached to 2 campaign(s)`), followed by the names of its users, each one a `referenced.by` detail.
 */
export const referencedBy = (
  status: number,
  entity: { id: string; name: string },
  said: string,
  users: readonly { id: string; name: string }[]
): Refusal =>
  fail(
    status,
    'referential.integrity.error',
    `Could not delete the resource because it is referenced by another entity: ${said} (${users.map(user => `"${user.name}"`).join(', ')}).`,
    {
      entityId: entity.id,
      entityName: entity.name,
      details: users.map(user => ({ errorCode: 'referenced.by', entityId: user.id, entityName: user.name }))
    }
  )
