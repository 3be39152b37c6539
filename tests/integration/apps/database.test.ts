import { seedOrganizations, seedUsers } from '../../../emulator/src/seed'
import { readServerConfig } from '@/server/config/serverConfig'
import { closeDatabase, getDatabase, type DatabaseHandle } from '@/server/db'
import { migrateToLatest } from '@/server/db/migrateToLatest'
import { migrations as allMigrations } from '@/server/db/migrations/migrations'
import { openDatabase } from '@/server/db/openDatabase'
import { readDatabaseConfig } from '@/server/db/databaseConfig'
import { getServerDeps, startApp } from '@/server/deps'
import { EMULATOR_ORGANISATIONS } from '@/server/seed/emulatorOrganisations'
import { describeOnDatabases } from '../../support/dbDescribe'
import { applyEnv, createTestDatabase, type TestDatabase } from '../../support/dbTestDatabase'

describe('the seed', () => {
  it('names the emulator’s organisations by their ids (the app may not import the emulator)', () => {
    expect(EMULATOR_ORGANISATIONS.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: seedOrganizations.democc.id, name: seedOrganizations.democc.name },
      { id: seedOrganizations.northwind.id, name: seedOrganizations.northwind.name }
    ])
  })

  it('lists Avery as admin and leaves Vic out (the end-to-end test adds him)', () => {
    const demo = EMULATOR_ORGANISATIONS[0]?.people ?? []
    expect(demo.find(person => person.email === seedUsers.avery.email)?.role).toBe('admin')
    expect(demo.some(person => person.email === seedUsers.vic.email)).toBe(false)
    expect(
      EMULATOR_ORGANISATIONS[1]?.people.find(person => person.email === seedUsers.nina.email)?.role
    ).toBe('admin')
  })
})

const SEEDED_PEOPLE = EMULATOR_ORGANISATIONS.flatMap(org => org.people).length

const countOf = async ({ db }: DatabaseHandle, table: 'users' | 'permissions') =>
  (await db.selectFrom(table).select('id').execute()).length

describeOnDatabases('opening the database and starting the app', kind => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await closeDatabase()
    applyEnv({ ...database.env, NEXT_PUBLIC_GENESYS_CLOUD_REGION: undefined })
  })

  afterAll(async () => {
    await closeDatabase()
    await database.drop()
    applyEnv({
      DATABASE_URL: undefined,
      DATABASE_FILE: undefined,
      NEXT_PUBLIC_GENESYS_CLOUD_REGION: undefined
    })
  })

  it('opens and migrates once however many first requests arrive together, and seeds nothing itself', async () => {
    const handles = await Promise.all(Array.from({ length: 10 }, () => getDatabase()))
    expect(new Set(handles).size).toBe(1)
    // the seed is the app's start (src/server/deps), not the database's
    expect(await countOf(handles[0]!, 'users')).toBe(0)
    expect(await countOf(handles[0]!, 'permissions')).toBe(0)
  })

  it('starts the app against a real Genesys Cloud region without seeding', async () => {
    applyEnv({ NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.ie' })
    try {
      const { handle, config } = await getServerDeps()
      expect(config.seedEmulatorOrganisations).toBe(false)
      expect(await countOf(handle, 'users')).toBe(0)
    } finally {
      applyEnv({ NEXT_PUBLIC_GENESYS_CLOUD_REGION: undefined })
      // the app has started on this opening: open it again for the next test
      await closeDatabase()
    }
  })

  it('seeds the emulator’s organisations at the app’s start, once however many first requests arrive together', async () => {
    const all = await Promise.all(Array.from({ length: 10 }, () => getServerDeps()))
    expect(new Set(all.map(deps => deps.handle)).size).toBe(1)
    const { handle } = all[0]!
    expect(await countOf(handle, 'users')).toBe(SEEDED_PEOPLE)
    expect(await countOf(handle, 'permissions')).toBeGreaterThan(0)
  })

  it('runs again harmlessly: migrations are recorded, the seed adds nothing twice', async () => {
    const { handle } = await getServerDeps()
    await migrateToLatest(handle.db)
    const permissions = await countOf(handle, 'permissions')
    const second = await openDatabase(readDatabaseConfig(process.env))
    try {
      await startApp(second, { config: readServerConfig(process.env), now: Date.now })
      expect(await countOf(second, 'users')).toBe(SEEDED_PEOPLE)
      expect(await countOf(second, 'permissions')).toBe(permissions)
      const applied = await second.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute()
      // each migration recorded once, none twice
      expect(applied.map(row => (row as { name: string }).name)).toEqual(Object.keys(allMigrations))
    } finally {
      await second.db.destroy()
    }
  })

  it('seeds only without a Genesys Cloud region (the emulator)', () => {
    expect(
      readServerConfig({ NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.ie' }).seedEmulatorOrganisations
    ).toBe(false)
    expect(readServerConfig({}).seedEmulatorOrganisations).toBe(true)
  })
})
