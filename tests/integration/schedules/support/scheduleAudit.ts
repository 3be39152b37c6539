import { getDatabase } from '@/server/db'
import type { ScheduleAuditTable } from '@/server/db/Database'

/** Every schedule_audit row, in the order written (ids sort as they were made). */
export async function scheduleAudit(): Promise<ScheduleAuditTable[]> {
  const { db } = await getDatabase()
  return db.selectFrom('schedule_audit').selectAll().orderBy('created_at').orderBy('id').execute()
}
