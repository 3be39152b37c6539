import { randomUUID } from 'node:crypto'
import { PERMISSION_CATALOGUE } from '@/server/permissions/permissionCatalogue'
import { PermissionRepository } from '@/server/permissions/PermissionRepository'
import { UserRepository } from '@/server/users/UserRepository'
import { toSearchKey, type DatabaseHandle } from '@/server/db'
import { EMULATOR_ORGANISATIONS } from './emulatorOrganisations'

const DAY_MS = 86_400_000

/**
 * Gives each emulator organisation its starting people (only while it has none, so people an admin removed
 * stay removed across restarts) and the permissions catalogue (entries it lacks). Safe to run on every
 * start and from two processes at once. The app runs it at its start, against the emulator only
 * (src/server/deps/startApp.ts); `clock` gives the time the people's creation dates count back from.
 */
export async function seedEmulatorOrganisations({ db }: DatabaseHandle, clock: () => number): Promise<void> {
  const now = new Date(clock())
  const users = new UserRepository(db)
  const permissions = new PermissionRepository(db)
  for (const organisation of EMULATOR_ORGANISATIONS) {
    const { total } = await db
      .selectFrom('users')
      .where('org_id', '=', organisation.id)
      .select(eb => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow()
    if (Number(total) === 0) {
      for (const [index, person] of organisation.people.entries()) {
        await users.insertIfNew({
          id: randomUUID(),
          org_id: organisation.id,
          full_name: person.fullName,
          full_name_key: toSearchKey(person.fullName),
          email: person.email,
          email_key: toSearchKey(person.email),
          role: person.role,
          status: person.status,
          // a day apart, the first person the oldest
          created_at: new Date(now.getTime() - (organisation.people.length - index) * DAY_MS).toISOString(),
          platform_user_id: null
        })
      }
    }
    await permissions.installCatalogue(organisation.id, PERMISSION_CATALOGUE, now)
  }
}
