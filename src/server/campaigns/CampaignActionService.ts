import {
  PLATFORM_PERMISSIONS_FOR,
  type ActionResult,
  type BulkAction,
  type BulkActionResponse,
  type CampaignStatus
} from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { AuditTrail, failureCode, isRecorded } from '@/server/audit/AuditTrail'
import type { AuditTrailTable } from '@/server/db/Database'
import { serverLog } from '@/server/logging/serverLog'
import { outboundApi, type PlatformSession } from '@/server/platform'
import { announceCampaignChanges } from './announceCampaignChanges'
import { callPlatform } from './callPlatform'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import { campaignSnapshot } from './campaignSnapshot'
import { mapWithConcurrency } from './mapWithConcurrency'
import { requirePlatformPermission } from './requirePlatformPermission'
import { readStatus } from './toCampaignRow'

/** platform calls in flight at once for one bulk action: quick for 100 ids, gentle on the rate limit */
export const BULK_CONCURRENCY = 5

const PERFORM: Record<BulkAction, (session: PlatformSession, id: string) => Promise<void>> = {
  start: outboundApi.startCampaign,
  stop: outboundApi.stopCampaign,
  recycle: outboundApi.recycleCampaign
}

/** The status a campaign has once the platform accepted the action (null: as it was, if known). */
const STATUS_AFTER: Record<BulkAction, CampaignStatus | null> = {
  start: 'on',
  stop: 'stopping',
  recycle: null
}

/**
 * Start, stop or recycle campaigns (POST /api/campaigns/actions; a single action is a bulk of one): each id
 * on its own, BULK_CONCURRENCY at a time, one result per id in the request's order. A 429 for one id is
 * retried by the platform client; what still fails is that id's result, not the request's. Every attempt is
 * recorded in the audit (one write for the whole batch), and the person's snapshots show the new statuses.
 */
export class CampaignActionService {
  private readonly trail: AuditTrail

  constructor(private readonly deps: CampaignDeps) {
    this.trail = new AuditTrail(deps.handle.db, deps.now)
  }

  async run(caller: Caller, action: BulkAction, ids: readonly string[]): Promise<BulkActionResponse> {
    const session = sessionOf(this.deps, caller)
    // The person's snapshot names the campaigns in the audit and knows their status. The browser has read it
    // for the overview already; a campaign's page alone may not have, and then it is read once here.
    const { snapshot } = await campaignSnapshot(this.deps, caller)
    const entries: AuditTrailTable[] = []
    const results = await mapWithConcurrency(ids, BULK_CONCURRENCY, async (id): Promise<ActionResult> => {
      const known = snapshot.campaigns.get(id)
      const target = { kind: 'campaign' as const, id, name: known?.campaign.name ?? id }
      try {
        requirePlatformPermission(caller, action)
        await callPlatform(PLATFORM_PERMISSIONS_FOR[action], () => PERFORM[action](session, id))
        entries.push(this.trail.entry(caller, action, target, { outcome: 'succeeded', detail: null }))
        const status = STATUS_AFTER[action] ?? (known ? readStatus(known.campaign.campaignStatus) : null)
        this.patch(caller.orgId, id, action, status)
        return { id, ok: true, status }
      } catch (error) {
        if (isRecorded(error))
          entries.push(
            this.trail.entry(caller, action, target, { outcome: 'failed', detail: failureCode(error) })
          )
        return toFailedResult(id, error)
      }
    })
    await this.trail.record(entries)
    // the other server processes' overviews read these again at their next call (this one's are patched)
    await announceCampaignChanges(
      caller.orgId,
      results.filter(result => result.ok).map(result => result.id)
    )
    return { action, results }
  }

  private patch(orgId: string, id: string, action: BulkAction, status: CampaignStatus | null) {
    this.deps.state.snapshots.patchOrg(orgId, snapshot => {
      const entry = snapshot.campaigns.get(id)
      if (!entry) return
      if (status) entry.campaign = { ...entry.campaign, campaignStatus: status }
      if (action === 'recycle' && entry.progress)
        entry.progress = { ...entry.progress, called: 0, percentage: 0 }
    })
  }
}

function toFailedResult(id: string, error: unknown): ActionResult {
  if (!(error instanceof ApiError)) {
    serverLog.error('Unexpected failure of a campaign action: {ErrorMessage}', {
      ErrorMessage: error instanceof Error ? error.message : String(error)
    })
    return {
      id,
      ok: false,
      httpStatus: 500,
      code: 'internal.error',
      message: 'Something went wrong on the server.'
    }
  }
  const { permission, permissions, anyOf } = error.details
  return {
    id,
    ok: false,
    httpStatus: error.status,
    code: error.code,
    message: error.message,
    ...(typeof permission === 'string' ? { permission } : {}),
    ...(Array.isArray(permissions) ? { permissions: permissions.map(String), anyOf: anyOf === true } : {}),
    ...(typeof error.details.retryAfterSeconds === 'number'
      ? { retryAfterSeconds: error.details.retryAfterSeconds }
      : {})
  }
}
