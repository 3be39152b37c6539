/**
 * Who and where every log event comes from (the spec's "Logger context"). The user fields read
 * "Not yet logged in" until sign-in completes and again after logout.
 */
export const NOT_YET_LOGGED_IN = 'Not yet logged in'
export const APPLICATION_NAME = 'Campaign Manager UI'

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

/**
 * Called once sign-in completes. Ignored during server-side rendering: this module is shared by every
 * request a server handles, so a user set there would leak into other people's log events.
 */
export function setLogUser(next: LogUser): void {
  if (typeof window === 'undefined') return
  user = { ...next }
}

export function clearLogUser(): void {
  user = undefined
}

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
