import { Migrator, sql, type Kysely } from 'kysely'
import { createDatabase } from '@/server/db/createDatabase'
import { readDatabaseConfig } from '@/server/db/databaseConfig'
import type { DatabaseHandle } from '@/server/db/DatabaseHandle'
import { migrations } from '@/server/db/migrations/migrations'
import { describeOnDatabases } from '../../support/dbDescribe'
import { createTestDatabase, type TestDatabase } from '../../support/dbTestDatabase'

const ACTOR = { actor_user_id: 'u1', actor_name: 'Avery Admin', actor_email: 'avery.admin@democc.example' }

/** The app's migrations over `handle`, to move it to any of them (a server of an older version left it there). */
const migratorOf = (handle: DatabaseHandle) =>
  new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } })

async function tableNames(db: Kysely<unknown>, kind: TestDatabase['kind']): Promise<string[]> {
  const rows =
    kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{
          name: string
        }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db)
  return rows.rows.map(row => row.name)
}

describeOnDatabases('the audit trail migration (0007)', kind => {
  let database: TestDatabase
  let handle: DatabaseHandle

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    handle = createDatabase(readDatabaseConfig(database.env))
    const to0006 = await migratorOf(handle).migrateTo('0006_performance')
    if (to0006.error) throw to0006.error
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>
    await db
      .insertInto('campaign_audit')
      .values([
        {
          id: 'c1',
          org_id: 'org',
          campaign_id: 'camp-1',
          campaign_name: 'Renewals',
          action: 'start',
          outcome: 'succeeded',
          detail: null,
          ...ACTOR,
          created_at: '2026-04-01T09:00:00.000Z'
        },
        {
          id: 'c2',
          org_id: 'org',
          campaign_id: '',
          campaign_name: 'New one',
          action: 'create',
          outcome: 'failed',
          detail: 'platform.unavailable',
          ...ACTOR,
          created_at: '2026-04-01T09:00:01.000Z'
        }
      ])
      .execute()
    await db
      .insertInto('list_audit')
      .values({
        id: 'l1',
        org_id: 'org',
        list_kind: 'dnc_list',
        list_id: 'dnc-1',
        action: 'numbers_added',
        outcome: 'succeeded',
        count: 3,
        detail: null,
        ...ACTOR,
        created_at: '2026-04-01T09:00:02.000Z'
      })
      .execute()
    await db
      .insertInto('schedule_audit')
      .values({
        id: 's1',
        org_id: 'org',
        target_kind: 'campaign_schedule',
        target_id: 'camp-1',
        target_name: 'Renewals',
        action: 'saved',
        outcome: 'succeeded',
        detail: 'version 2',
        ...ACTOR,
        created_at: '2026-04-01T09:00:03.000Z'
      })
      .execute()
  })

  afterAll(async () => {
    await handle.db.destroy()
    await database.drop()
  })

  it('moves every entry of the three audits into the one trail, with its object’s kind, and drops them', async () => {
    const latest = await migratorOf(handle).migrateToLatest()
    expect(latest.error).toBeUndefined()
    const rows = await handle.db.selectFrom('audit_trail').selectAll().orderBy('id').execute()
    expect(rows).toEqual([
      {
        id: 'c1',
        org_id: 'org',
        object_kind: 'campaign',
        object_id: 'camp-1',
        object_name: 'Renewals',
        action: 'start',
        outcome: 'succeeded',
        detail: null,
        count: null,
        ...ACTOR,
        created_at: '2026-04-01T09:00:00.000Z'
      },
      expect.objectContaining({ id: 'c2', object_kind: 'campaign', object_id: '', object_name: 'New one' }),
      expect.objectContaining({
        id: 'l1',
        object_kind: 'dnc_list',
        object_id: 'dnc-1',
        object_name: null,
        action: 'numbers_added',
        count: 3
      }),
      expect.objectContaining({
        id: 's1',
        object_kind: 'campaign_schedule',
        object_id: 'camp-1',
        object_name: 'Renewals',
        detail: 'version 2',
        count: null
      })
    ])
    const tables = await tableNames(handle.db as unknown as Kysely<unknown>, kind)
    expect(tables).toContain('audit_trail')
    expect(tables.filter(name => ['campaign_audit', 'list_audit', 'schedule_audit'].includes(name))).toEqual(
      []
    )
  })

  it('moves them back on the way down', async () => {
    const down = await migratorOf(handle).migrateTo('0006_performance')
    expect(down.error).toBeUndefined()
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>
    expect(
      await db.selectFrom('campaign_audit').select(['id', 'campaign_name']).orderBy('id').execute()
    ).toEqual([
      { id: 'c1', campaign_name: 'Renewals' },
      { id: 'c2', campaign_name: 'New one' }
    ])
    expect(await db.selectFrom('list_audit').select(['id', 'list_kind', 'count']).execute()).toEqual([
      { id: 'l1', list_kind: 'dnc_list', count: 3 }
    ])
    expect(await db.selectFrom('schedule_audit').select(['id', 'target_name']).execute()).toEqual([
      { id: 's1', target_name: 'Renewals' }
    ])
    expect(await tableNames(db as unknown as Kysely<unknown>, kind)).not.toContain('audit_trail')
    expect((await migratorOf(handle).migrateToLatest()).error).toBeUndefined()
  })
})
