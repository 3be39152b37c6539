import { ApiError } from '@/server/access/ApiError'
import type { UsersTable } from '@/server/db'
import type { UserRepository } from './UserRepository'

/** The person of that id in the organisation; another organisation's id answers exactly like an unknown one. */
export async function findInOrganisation(
  users: UserRepository,
  orgId: string,
  id: string
): Promise<UsersTable> {
  const target = await users.findById(orgId, id)
  if (!target)
    throw new ApiError(404, 'user.not_found', 'There is no user with this id in your organization.')
  return target
}

/** Refuses to take away the organisation's last admin who can act (an inactive admin cannot take over). */
export async function refuseLastAdmin(users: UserRepository, target: UsersTable): Promise<void> {
  if (target.role !== 'admin' || target.status === 'inactive') return
  if ((await users.countOtherWorkingAdmins(target.org_id, target.id)) === 0)
    throw new ApiError(
      409,
      'user.last_admin',
      `${target.full_name} is your organisation's last admin: make someone else admin first.`
    )
}
