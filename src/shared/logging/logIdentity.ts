/** What the user fields of a log event read before sign-in (docs/product-rules.md#logger-context). */
export const NOT_YET_LOGGED_IN = 'Not yet logged in'

/** The browser's events are this application's (the server's own are "Campaign Manager Server"). */
export const APPLICATION_NAME = 'Campaign Manager UI'

/**
 * The properties that say who and what an event comes from. The log relay never takes them from the browser:
 * it sets them itself from the validated token (docs/logging.md), so nobody can pass for the server or for
 * another person.
 */
export const IDENTITY_PROPERTIES = [
  'Application',
  'UserName',
  'UserEmail',
  'Company',
  'OrgFriendlyName',
  'OrgId',
  'UserId',
  'Authenticated'
] as const

const identityKeys = new Set(IDENTITY_PROPERTIES.map(name => name.toLowerCase()))

/** Whether a property name is one of them, in any case or spelling (`user_email`, `USEREMAIL`…). */
export const isIdentityProperty = (name: string): boolean =>
  identityKeys.has(name.toLowerCase().replace(/[^a-z0-9]/g, ''))
