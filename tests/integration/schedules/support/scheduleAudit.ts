import { getDatabase } from '@/server/db'

/**
 * Every schedule, callable-time-set and sequence entry of the audit trail, in the order written (ids sort as
 * they were made), with the object named as the schedules' audit names it (`target_…`).
 */
export async function scheduleAudit() {
  const { db } = await getDatabase()
  return db
    .selectFrom('audit_trail')
    .select([
      'id',
      'org_id',
      'object_kind as target_kind',
      'object_id as target_id',
      'object_name as target_name',
      'action',
      'outcome',
      'detail',
      'actor_user_id',
      'actor_name',
      'actor_email',
      'created_at'
    ])
    .where('object_kind', 'in', ['campaign_schedule', 'sequence_schedule', 'callable_time_set', 'sequence'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}
