import type { Kysely } from 'kysely'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type {
  Database,
  ScheduleAuditAction,
  ScheduleAuditKind,
  ScheduleAuditTable
} from '@/server/db/Database'
import { sortableId } from '@/server/campaigns/sortableId'
import { serverLog } from '@/server/logging/serverLog'

export interface ScheduleAuditTarget {
  kind: ScheduleAuditKind
  /** empty for a create that failed */
  id: string
  name: string
}

export interface ScheduleAuditEvent extends ScheduleAuditTarget {
  action: ScheduleAuditAction
  /** the error code of a failure; absent when it succeeded */
  failure?: string
  /** what changed, when it succeeded (e.g. the fields of an edit) */
  detail?: string | null
}

/**
 * Writes schedule_audit (migration 0005): every change to a schedule, a callable time set or a sequence that
 * was attempted, failed ones too; reads are scoped by the organisation.
 */
export class ScheduleAuditRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number
  ) {}

  async record(caller: Caller, event: ScheduleAuditEvent): Promise<void> {
    const now = this.now()
    await this.db
      .insertInto('schedule_audit')
      .values({
        // sorts in the order written: two entries of one millisecond keep their order
        id: sortableId(now),
        org_id: caller.orgId,
        target_kind: event.kind,
        target_id: event.id,
        target_name: event.name,
        action: event.action,
        outcome: event.failure ? 'failed' : 'succeeded',
        detail: event.failure ?? event.detail ?? null,
        actor_user_id: caller.userId,
        actor_name: caller.fullName,
        actor_email: caller.email,
        created_at: new Date(now).toISOString()
      })
      .execute()
  }

  /** A target's newest entries, newest first. */
  latest(orgId: string, targetId: string, limit: number): Promise<ScheduleAuditTable[]> {
    return this.db
      .selectFrom('schedule_audit')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('target_id', '=', targetId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  }
}

/** Invalid input found by the platform changed nothing: not recorded (as the campaigns' audit). */
const isRecorded = (error: unknown) => !(error instanceof ApiError && error.code === 'request.invalid')

/**
 * Runs one change and records it, succeeded or failed (a failure with its error code, then thrown). `target`
 * is asked once the work is done or failed, so it can name what the work found (a name read on the way). The
 * change has happened on the platform when it succeeded: a failed audit write is logged, not answered as the
 * change's failure.
 */
export async function audited<T>(
  audit: ScheduleAuditRepository,
  caller: Caller,
  action: ScheduleAuditAction,
  target: (result: T | undefined) => ScheduleAuditTarget,
  work: () => Promise<T>,
  detailOf: (result: T) => string | null = () => null
): Promise<T> {
  let result: T
  try {
    result = await work()
  } catch (error) {
    if (isRecorded(error))
      await recordQuietly(audit, caller, {
        ...target(undefined),
        action,
        failure: error instanceof ApiError ? error.code : 'internal.error'
      })
    throw error
  }
  await recordQuietly(audit, caller, { ...target(result), action, detail: detailOf(result) })
  return result
}

async function recordQuietly(audit: ScheduleAuditRepository, caller: Caller, event: ScheduleAuditEvent) {
  try {
    await audit.record(caller, event)
  } catch (error) {
    serverLog.error('Could not record a schedule audit entry: {ErrorMessage}', {
      ErrorMessage: error instanceof Error ? error.message : String(error)
    })
  }
}
