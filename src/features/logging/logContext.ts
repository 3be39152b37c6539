import { APPLICATION_NAME, NOT_YET_LOGGED_IN } from '@/shared/logging/logIdentity'

/**
 * Who and where every log event comes from (the spec's "Logger context"). The user fields read
 * "Not yet logged in" until sign-in completes and again after logout.
 */
export { APPLICATION_NAME, NOT_YET_LOGGED_IN }

export interface LogUser {
  userName: string
  userEmail: string
  /** the organisation name */
  company: string
  /** the organisation's short name (Validate's orgFriendlyName), when known */
  orgFriendlyName?: string
}

/** The property names as they appear on every event in Seq. */
export interface LogContextProperties {
  Application: string
  Environment: string
  UserName: string
  UserEmail: string
  Company: string
  OrgFriendlyName?: string
}

// Both are inlined at build time by Next.js; NEXT_PUBLIC_APP_ENV names a deployment (e.g. "staging").
const environment = process.env.NEXT_PUBLIC_APP_ENV || process.env.NODE_ENV || 'development'

let user: LogUser | undefined
let accessToken: string | undefined

/**
 * Called once sign-in completes, with the person's access token: the relay takes who sent an event from the
 * token, never from the event (docs/logging.md). Ignored during server-side rendering: this module is shared
 * by every request a server handles, so a user set there would leak into other people's log events.
 */
export function setLogContextUser(next: LogUser, token?: string): void {
  if (typeof window === 'undefined') return
  user = { ...next }
  accessToken = token
}

export function clearLogContextUser(): void {
  user = undefined
  accessToken = undefined
}

/** The signed-in person's access token, sent with their log batches (none before sign-in). */
export const getLogToken = (): string | undefined => accessToken

export function getLogContext(): LogContextProperties {
  const context: LogContextProperties = {
    Application: APPLICATION_NAME,
    Environment: environment,
    UserName: user?.userName || NOT_YET_LOGGED_IN,
    UserEmail: user?.userEmail || NOT_YET_LOGGED_IN,
    Company: user?.company || NOT_YET_LOGGED_IN
  }
  if (user?.orgFriendlyName) context.OrgFriendlyName = user.orgFriendlyName
  return context
}
