import { sql, type Kysely, type Migration } from 'kysely'
import { m0002_campaigns } from './m0002_campaigns'
import { m0004_lists } from './m0004_lists'
import { m0005_schedules } from './m0005_schedules'

/** The columns every audit had, which move as they are. */
const SHARED = 'id, org_id, action, outcome, detail, actor_user_id, actor_name, actor_email, created_at'

/**
 * The three audits the trail replaces: which kinds of object each recorded, how its own columns become the
 * trail's (`into`: the trail's column ← an SQL expression over the old table) and back (`back`). Constants
 * of this file only.
 */
const OLD_AUDITS = [
  {
    table: 'campaign_audit',
    kinds: ['campaign'],
    into: {
      object_kind: `'campaign'`,
      object_id: 'campaign_id',
      object_name: 'campaign_name',
      count: 'cast(null as integer)'
    },
    back: { campaign_id: 'object_id', campaign_name: 'coalesce(object_name, object_id)' }
  },
  {
    table: 'list_audit',
    kinds: ['contact_list', 'dnc_list'],
    into: {
      object_kind: 'list_kind',
      object_id: 'list_id',
      object_name: 'cast(null as text)',
      count: 'count'
    },
    back: { list_kind: 'object_kind', list_id: 'object_id', count: 'coalesce(count, 0)' }
  },
  {
    table: 'schedule_audit',
    kinds: ['campaign_schedule', 'sequence_schedule', 'callable_time_set', 'sequence'],
    into: {
      object_kind: 'target_kind',
      object_id: 'target_id',
      object_name: 'target_name',
      count: 'cast(null as integer)'
    },
    back: {
      target_kind: 'object_kind',
      target_id: 'object_id',
      target_name: 'coalesce(object_name, object_id)'
    }
  }
]

/**
 * Runs `work` in one transaction: PostgreSQL's migrations already run in one (Kysely's), SQLite's do not, and a
 * move interrupted between its copies and its drops must not be left half done.
 */
const atOnce = (db: Kysely<unknown>, work: (db: Kysely<unknown>) => Promise<void>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work)

/**
 * One audit trail for every outbound object (docs/data.md "The audit trail"): the campaigns', the lists' and the
 * schedules' audits (0002, 0004, 0005) were one shape in three tables. Their rows move into `audit_trail` with
 * their object's kind, then the three tables go. The kind and the action are not checked by the database: a new
 * kind of object is a declaration in the code, not a migration. Against Kysely<unknown>, in one transaction, and
 * every statement can run twice (`if not exists`, rows already moved are skipped, `if exists`), as two processes
 * may migrate one SQLite file at once.
 */
export const m0007_auditTrail: Migration = {
  up: (database: Kysely<unknown>) => atOnce(database, moveIntoAuditTrail),
  down: (database: Kysely<unknown>) => atOnce(database, moveBackFromAuditTrail)
}

async function moveIntoAuditTrail(db: Kysely<unknown>): Promise<void> {
  // The columns as docs/data.md lists them: object_name is null where the change did not read it (the lists'),
  // count is null for a change of the object itself, object_id empty for a create that failed.
  await sql`
    create table if not exists audit_trail (
      id text primary key,
      org_id text not null,
      object_kind text not null,
      object_id text not null,
      object_name text,
      action text not null,
      outcome text not null check (outcome in ('succeeded', 'failed')),
      detail text,
      count integer,
      actor_user_id text not null,
      actor_name text not null,
      actor_email text not null,
      created_at text not null
    )`.execute(db)
  // An object's page reads its newest entries: this index answers it without a sort step, and the id ends it
  // so entries of one millisecond still come in one stable order.
  await db.schema
    .createIndex('audit_trail_org_object_created')
    .ifNotExists()
    .on('audit_trail')
    .columns(['org_id', 'object_kind', 'object_id', 'created_at', 'id'])
    .execute()
  for (const { table, into } of OLD_AUDITS) {
    const columns = Object.keys(into).join(', ')
    const values = Object.values(into).join(', ')
    // `where true`: SQLite's parser needs a WHERE before an upsert's ON CONFLICT in an INSERT … SELECT.
    await sql`insert into audit_trail (${sql.raw(`${SHARED}, ${columns}`)})
      select ${sql.raw(`${SHARED}, ${values}`)} from ${sql.table(table)} where true
      on conflict (id) do nothing`.execute(db)
  }
  for (const { table } of OLD_AUDITS) await db.schema.dropTable(table).ifExists().execute()
}

/** The way back: the three tables as 0002, 0004 and 0005 made them, each with the rows of its kinds. */
async function moveBackFromAuditTrail(db: Kysely<unknown>): Promise<void> {
  await m0002_campaigns.up(db)
  await m0004_lists.up(db)
  await m0005_schedules.up(db)
  for (const { table, kinds, back } of OLD_AUDITS) {
    const columns = Object.keys(back).join(', ')
    const values = Object.values(back).join(', ')
    await sql`insert into ${sql.table(table)} (${sql.raw(`${SHARED}, ${columns}`)})
      select ${sql.raw(`${SHARED}, ${values}`)} from audit_trail
      where object_kind in (${sql.join(kinds)})`.execute(db)
  }
  await db.schema.dropTable('audit_trail').ifExists().execute()
}
