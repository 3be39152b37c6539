import type { Kysely } from 'kysely'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type { AuditAction, AuditObjectKind, AuditTrailTable, Database } from '@/server/db/Database'
import { serverLog } from '@/server/logging/serverLog'
import { AuditRepository } from './AuditRepository'
import { sortableId } from './sortableId'

/** Which object a change is about, as the audit names it. */
export interface AuditSubject {
  kind: AuditObjectKind
  /** empty for a create that failed: there is no object */
  id: string
  /** its name when the change was made; null when the change does not read it */
  name: string | null
  /** how many rows (contacts, numbers) the change carries */
  count?: number
}

export interface AuditOutcome {
  outcome: 'succeeded' | 'failed'
  /** the error code of a failure; what changed otherwise */
  detail: string | null
}

/** The code a change's failure is recorded (and answered) with. */
export const failureCode = (error: unknown): string =>
  error instanceof ApiError ? error.code : 'internal.error'

/**
 * Whether a failure is recorded: every one but invalid input (400 request.invalid, found by us or by the
 * platform), which changed nothing and says nothing about the object. Requests the app role refuses never
 * reach a service.
 */
export const isRecorded = (error: unknown): boolean => failureCode(error) !== 'request.invalid'

/**
 * The one audited-change helper of every outbound object (campaigns, schedules, callable time sets, sequences,
 * contact and do-not-call lists, and the kinds to come): who changed which object, what, how it ended, in one
 * audit trail (docs/data.md). Failed attempts are recorded too (see isRecorded).
 */
export class AuditTrail {
  private readonly repository: AuditRepository

  constructor(
    db: Kysely<Database>,
    private readonly now: () => number
  ) {
    this.repository = new AuditRepository(db)
  }

  entry(caller: Caller, action: AuditAction, subject: AuditSubject, result: AuditOutcome): AuditTrailTable {
    const now = this.now()
    return {
      id: sortableId(now),
      org_id: caller.orgId,
      object_kind: subject.kind,
      object_id: subject.id,
      object_name: subject.name,
      action,
      outcome: result.outcome,
      detail: result.detail,
      count: subject.count ?? null,
      actor_user_id: caller.userId,
      actor_name: caller.fullName,
      actor_email: caller.email,
      created_at: new Date(now).toISOString()
    }
  }

  /**
   * Writes the entries. The change has already happened on the platform: a failed write is logged, not
   * answered as the change's failure (which would have people repeat a change that worked).
   */
  async record(entries: readonly AuditTrailTable[]): Promise<void> {
    try {
      await this.repository.record(entries)
    } catch (error) {
      serverLog.error('Could not record {Count} audit entries: {ErrorMessage}', {
        Count: entries.length,
        ErrorMessage: error instanceof Error ? error.message : String(error)
      })
    }
  }

  /**
   * Runs one change and records how it ended, succeeded or failed (a failure with its code, then thrown).
   * `subject` is asked once the work is done or failed, so it can name what the work found (a name read on the
   * way); `detailOf` says what a success changed.
   */
  async track<T>(
    caller: Caller,
    action: AuditAction,
    subject: (result: T | undefined) => AuditSubject,
    work: () => Promise<T>,
    detailOf: (result: T) => string | null = () => null
  ): Promise<T> {
    let result: T
    try {
      result = await work()
    } catch (error) {
      if (isRecorded(error))
        await this.record([
          this.entry(caller, action, subject(undefined), { outcome: 'failed', detail: failureCode(error) })
        ])
      throw error
    }
    await this.record([
      this.entry(caller, action, subject(result), { outcome: 'succeeded', detail: detailOf(result) })
    ])
    return result
  }

  /** An object's newest entries, newest first (every read takes the organisation). */
  latest(orgId: string, kind: AuditObjectKind, objectId: string, limit: number): Promise<AuditTrailTable[]> {
    return this.repository.latest(orgId, kind, objectId, limit)
  }
}
