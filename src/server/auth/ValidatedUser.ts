import type { PlatformUserMe } from '@/server/platform'

/**
 * What /api/auth/Validate answers (docs/product-rules.md#the-validation-answer). A field the platform did not
 * give is absent, never invented: the browser checks completeness and shows the spec's message.
 */
export interface ValidatedUser {
  /** the platform's user id (the users list records it at the first sign-in) */
  userId?: string
  userName?: string
  userEmail?: string
  userFullName?: string
  orgId?: string
  orgName?: string
  /** for logging only */
  orgFriendlyName?: string
}

/** The mapping documented in docs/auth-service.md. */
export function toValidatedUser(me: PlatformUserMe): ValidatedUser {
  const fields: ValidatedUser = {
    userId: me.id,
    userName: me.username,
    userEmail: me.email,
    userFullName: me.name,
    orgId: me.organization?.id,
    orgName: me.organization?.name,
    orgFriendlyName: me.organization?.thirdPartyOrgName
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
}

/**
 * What the browser needs to accept a sign-in (docs/product-rules.md#the-validation-answer): an answer without
 * one of them is incomplete.
 */
export const REQUIRED_USER_FIELDS = ['userName', 'userEmail', 'orgId', 'userFullName', 'orgName'] as const

/** Whether the platform's answer held everything a sign-in needs (only such answers are cached). */
export const isCompleteUser = (user: ValidatedUser): boolean =>
  REQUIRED_USER_FIELDS.every(field => typeof user[field] === 'string' && user[field] !== '')
