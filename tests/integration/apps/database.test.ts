import { seedOrganizations, seedUsers } from '../../../emulator/src/seed'
import { closeDatabase, getDatabase } from '@/server/db'
import { EMULATOR_ORGANISATIONS } from '@/server/db/seed/emulatorOrganisations'
import { migrateToLatest } from '@/server/db/migrateToLatest'
import { migrations as allMigrations } from '@/server/db/migrations/migrations'
import { openDatabase } from '@/server/db/openDatabase'
import { readDatabaseConfig } from '@/server/db/databaseConfig'
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

describeOnDatabases('opening the database', kind => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await closeDatabase()
    applyEnv({ ...database.env, NEXT_PUBLIC_GENESYS_CLOUD_REGION: undefined })
  })

  afterAll(async () => {
    await closeDatabase()
    await database.drop()
    applyEnv({ DATABASE_URL: undefined, DATABASE_FILE: undefined })
  })

  it('migrates and seeds once however many first requests arrive together', async () => {
    const handles = await Promise.all(Array.from({ length: 10 }, () => getDatabase()))
    expect(new Set(handles).size).toBe(1)
    const { db } = handles[0]!
    const users = await db.selectFrom('users').select('email').execute()
    expect(users).toHaveLength(EMULATOR_ORGANISATIONS.flatMap(org => org.people).length)
  })

  it('runs again harmlessly: migrations are recorded, the seed adds nothing twice', async () => {
    const { db } = await getDatabase()
    await migrateToLatest(db)
    const second = await openDatabase(readDatabaseConfig(process.env))
    try {
      const count = async () => (await second.db.selectFrom('permissions').select('id').execute()).length
      const users = (await second.db.selectFrom('users').select('id').execute()).length
      expect(users).toBe(EMULATOR_ORGANISATIONS.flatMap(org => org.people).length)
      expect(await count()).toBeGreaterThan(0)
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

  it('does not seed against a real Genesys Cloud region', () => {
    expect(
      readDatabaseConfig({ NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.ie' }).seedEmulatorOrganisations
    ).toBe(false)
    expect(readDatabaseConfig({}).seedEmulatorOrganisations).toBe(true)
  })
})
