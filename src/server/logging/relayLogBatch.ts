import { APPLICATION_NAME, isIdentityProperty, NOT_YET_LOGGED_IN } from '@/shared/logging/logIdentity'
import { redactEvent } from '@/shared/logging/redact'
import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'
import type { ValidatedUser } from '@/server/auth'
import type { LogSender } from './admitLogRequest'
import { getLogRelay } from './getLogRelay'

/**
 * The identity properties the server writes on a browser's event: from the validated token, or "Not yet
 * logged in" (the spec's words) and `Authenticated: false` without one. Always the UI's application name.
 */
function identityOf(user: ValidatedUser | null): Record<string, unknown> {
  if (!user)
    return {
      Application: APPLICATION_NAME,
      UserName: NOT_YET_LOGGED_IN,
      UserEmail: NOT_YET_LOGGED_IN,
      Company: NOT_YET_LOGGED_IN,
      Authenticated: false
    }
  const known = {
    UserName: user.userName,
    UserEmail: user.userEmail,
    Company: user.orgName,
    OrgFriendlyName: user.orgFriendlyName,
    OrgId: user.orgId,
    UserId: user.userId
  }
  return {
    Application: APPLICATION_NAME,
    ...Object.fromEntries(Object.entries(known).filter(([, value]) => value !== undefined)),
    Authenticated: true
  }
}

const withoutIdentity = (properties: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(properties).filter(([name]) => !isIdentityProperty(name)))

/**
 * Relays browser events to Seq (or the console): redacted once more here (the browser's redaction is a
 * courtesy, this one is the guarantee), with the request's own token removed wherever it appears, and with
 * the identity properties the browser claimed replaced by what the server knows of the sender.
 */
export function relayLogBatch(events: SeqRawEvent[], sender: LogSender): void {
  const identity = identityOf(sender.user)
  const secrets = sender.token ? [sender.token] : []
  getLogRelay().emit(
    events.map(event => {
      const redacted = redactEvent(event, { secrets })
      return { ...redacted, Properties: { ...withoutIdentity(redacted.Properties), ...identity } }
    })
  )
}
