import { readServerConfig } from '@/server/config/serverConfig'
import type { DatabaseHandle } from '@/server/db'
import { readDatabaseConfig } from '@/server/db/databaseConfig'
import { openDatabase } from '@/server/db/openDatabase'
import type { ServerDeps } from '@/server/deps'
import { createPermissionServices } from '@/server/permissions'
import { EMULATOR_ORGANISATIONS } from '@/server/seed/emulatorOrganisations'
import { seedEmulatorOrganisations } from '@/server/seed/seedEmulatorOrganisations'
import { createUserServices } from '@/server/users'
import { describeOnDatabases } from '../../support/dbDescribe'
import { createTestDatabase, type TestDatabase } from '../../support/dbTestDatabase'
import { AVERY, DEMO_ORG, NORTHWIND_ORG, VIC } from './support/appsFixture'

/**
 * One wiring style (docs/architecture.md "Server services"): each feature's services are built over
 * ServerDeps, so a test gives them a database and a clock of its own; every date they write is the clock's.
 */
const AT = Date.parse('2031-05-06T07:08:09.010Z')
const ISO = new Date(AT).toISOString()
const DAY_MS = 86_400_000

describeOnDatabases('services over the deps they are given', kind => {
  let database: TestDatabase
  let handle: DatabaseHandle
  let deps: ServerDeps

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    handle = await openDatabase(readDatabaseConfig(database.env))
    deps = { handle, config: readServerConfig({}), now: () => AT }
    await seedEmulatorOrganisations(handle, deps.now)
  })

  afterAll(async () => {
    await handle?.db.destroy()
    await database?.drop()
  })

  it('seeds people whose creation dates count back from the clock, a day apart', async () => {
    const rows = await handle.db
      .selectFrom('users')
      .select(['email', 'created_at'])
      .where('org_id', '=', DEMO_ORG)
      .execute()
    const people = EMULATOR_ORGANISATIONS[0]!.people
    expect(rows.find(row => row.email === people[0]!.email)?.created_at).toBe(
      new Date(AT - people.length * DAY_MS).toISOString()
    )
    expect(rows.find(row => row.email === people.at(-1)!.email)?.created_at).toBe(
      new Date(AT - DAY_MS).toISOString()
    )
  })

  it('dates every write of the users service by the clock: people, removals, the rule and the audit', async () => {
    const { users } = createUserServices(deps)
    const avery = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', AVERY)
      .executeTakeFirstOrThrow()
    const actor = {
      orgId: DEMO_ORG,
      userId: avery.id,
      role: avery.role,
      email: avery.email,
      fullName: avery.full_name
    }
    const added = await users.add(actor, {
      fullName: 'Vic Viewer',
      email: VIC,
      role: 'client',
      status: 'pending'
    })
    expect(added.createdAt).toBe(ISO)
    await users.remove(actor, added.id)
    expect((await users.setSignInRule(actor, 'client')).updatedAt).toBe(ISO)
    const newcomer = await users.recordSignIn({ orgId: DEMO_ORG, email: 'new.comer@democc.example' })
    expect('listed' in newcomer && newcomer.listed.createdAt).toBe(ISO)

    const removals = await handle.db.selectFrom('removed_users').select('removed_at').execute()
    expect(removals.map(row => row.removed_at)).toEqual([ISO])
    const audit = await handle.db
      .selectFrom('user_audit')
      .select(['action', 'created_at'])
      .where('org_id', '=', DEMO_ORG)
      .execute()
    expect(audit.map(entry => entry.action).sort()).toEqual(
      ['added', 'removed', 'signed_in_unlisted', 'unlisted_sign_in_changed'].sort()
    )
    expect(new Set(audit.map(entry => entry.created_at))).toEqual(new Set([ISO]))
  })

  it('dates a catalogue installed at an organisation’s first listing by the clock', async () => {
    const { permissions } = createPermissionServices(deps)
    const other = 'b0000000-0000-4000-8000-000000000009'
    const listed = await permissions.list(other, { q: '', role: null })
    expect(listed.total).toBeGreaterThan(0)
    const dates = await handle.db
      .selectFrom('permissions')
      .select('created_at')
      .where('org_id', '=', other)
      .orderBy('created_at')
      .execute()
    // one millisecond apart from the clock's now, in catalogue order
    expect(dates[0]?.created_at).toBe(ISO)
    expect(dates.at(-1)?.created_at).toBe(new Date(AT + dates.length - 1).toISOString())
    // the emulator organisations' catalogues were installed by the seed, on the same clock
    const northwind = await handle.db
      .selectFrom('permissions')
      .select('created_at')
      .where('org_id', '=', NORTHWIND_ORG)
      .orderBy('created_at')
      .executeTakeFirstOrThrow()
    expect(northwind.created_at).toBe(ISO)
  })
})
