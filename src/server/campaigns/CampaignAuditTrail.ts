import type { CampaignAction } from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type { CampaignAuditTable } from '@/server/db/Database'
import { serverLog } from '@/server/logging/serverLog'
import type { CampaignAuditRepository } from './CampaignAuditRepository'
import { sortableId } from './sortableId'

export interface AuditTarget {
  /** empty for a create that failed: there is no campaign */
  campaignId: string
  campaignName: string
}

export interface AuditOutcome {
  outcome: 'succeeded' | 'failed'
  /** the error code of a failure; the changed fields of an edit */
  detail: string | null
}

/** The code an action's failure is recorded (and answered) with. */
export const failureCode = (error: unknown): string =>
  error instanceof ApiError ? error.code : 'internal.error'

/**
 * Whether a failure is recorded: every one but invalid input (400 request.invalid, found by us or by the
 * platform), which changed nothing and says nothing about the campaign. Requests the app role refuses never
 * reach a service.
 */
export const isRecorded = (error: unknown): boolean => failureCode(error) !== 'request.invalid'

/**
 * Records campaign actions in the audit (docs/campaigns.md "Audit"): every create, edit, delete, start, stop
 * and recycle that was attempted, with its outcome, failed ones too (see isRecorded).
 */
export class CampaignAuditTrail {
  constructor(
    private readonly audit: CampaignAuditRepository,
    private readonly now: () => number
  ) {}

  entry(
    caller: Caller,
    action: CampaignAction,
    target: AuditTarget,
    result: AuditOutcome
  ): CampaignAuditTable {
    const now = this.now()
    return {
      id: sortableId(now),
      org_id: caller.orgId,
      campaign_id: target.campaignId,
      campaign_name: target.campaignName,
      action,
      outcome: result.outcome,
      detail: result.detail,
      actor_user_id: caller.userId,
      actor_name: caller.fullName,
      actor_email: caller.email,
      created_at: new Date(now).toISOString()
    }
  }

  /**
   * Writes the entries. The action has already happened on the platform: a failed write is logged, not
   * answered as the action's failure (which would have people repeat an action that worked).
   */
  async record(entries: readonly CampaignAuditTable[]): Promise<void> {
    try {
      await this.audit.record(entries)
    } catch (error) {
      serverLog.error('Could not record {Count} campaign audit entries: {ErrorMessage}', {
        Count: entries.length,
        ErrorMessage: error instanceof Error ? error.message : String(error)
      })
    }
  }

  /** Runs one action and records how it ended; `describe` names the target once the work is done or failed. */
  async track<T>(
    caller: Caller,
    action: CampaignAction,
    describe: (result: T | undefined) => AuditTarget,
    work: () => Promise<T>,
    detailOf: (result: T) => string | null = () => null
  ): Promise<T> {
    let result: T
    try {
      result = await work()
    } catch (error) {
      if (isRecorded(error))
        await this.record([
          this.entry(caller, action, describe(undefined), { outcome: 'failed', detail: failureCode(error) })
        ])
      throw error
    }
    await this.record([
      this.entry(caller, action, describe(result), { outcome: 'succeeded', detail: detailOf(result) })
    ])
    return result
  }
}
