import type { GenesysCloudActivity } from '@/shared/campaigns/campaignTypes'
import type { Caller } from '@/server/access/Caller'
import { serverLog } from '@/server/logging/serverLog'
import { auditApi, PlatformError, type PlatformAuditMessage, type PlatformSession } from '@/server/platform'
import { grantsPermission } from './grantsPermission'
import { toCampaignApiError } from './toCampaignApiError'

const { AUDIT_VIEW_PERMISSION } = auditApi

export interface GenesysCloudMessages {
  messages: PlatformAuditMessage[]
  state: GenesysCloudActivity
}

const refused = (permission: string = AUDIT_VIEW_PERMISSION): GenesysCloudMessages => ({
  messages: [],
  state: { read: 'refused', needs: { permission, permissions: [permission], anyOf: false } }
})

/**
 * The platform's audit of one campaign (changes made in Genesys Cloud as well as through this app), for its
 * activity: one call, none for a person whose permissions (users/me) lack audits:audit:view. A refusal names the
 * permission; any other failure leaves the activity to the app's own entries and says so — never an error of
 * the page (only a dead token is: the session is over). Every answer is the app's to merge (mergeActivity.ts).
 */
export async function readGenesysCloudActivity(
  session: PlatformSession,
  caller: Caller,
  campaignId: string,
  now: number,
  limit: number
): Promise<GenesysCloudMessages> {
  const held = caller.platformPermissions
  if (held && !grantsPermission(held, AUDIT_VIEW_PERMISSION)) return refused()
  try {
    const messages = await auditApi.queryEntityAudit(
      session,
      { type: 'Campaign', id: campaignId },
      now,
      limit
    )
    return { messages, state: { read: 'ok' } }
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error
    if (error.kind === 'unauthorized') throw toCampaignApiError(error, { permission: AUDIT_VIEW_PERMISSION })
    if (error.kind === 'forbidden') return refused(error.permission)
    serverLog.warning("Could not read a campaign's changes made in Genesys Cloud: {Reason}", {
      Reason: error.message
    })
    return { messages: [], state: { read: 'failed' } }
  }
}
