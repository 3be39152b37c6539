import type { DirectorySearchAnswer } from '@/shared/users/userTypes'
import type { Caller } from '@/server/access/Caller'
import { toCampaignApiError } from '@/server/campaigns/toCampaignApiError'
import { toSearchKey, type DatabaseHandle } from '@/server/db'
import type { PlatformClient } from '@/server/platform'
import { searchUsers } from '@/server/platform/usersSearchApi'
import { UserRepository } from '@/server/users'

/**
 * Finds people of the caller's organisation in its Genesys Cloud directory (POST /api/v2/users/search, on
 * their behalf), for adding them to the users list: name, address, department and title, and whether the list
 * already has them (by address, any case). The platform names no permission for it; a refusal it does answer
 * (a 403, e.g. an OAuth client without the users scope) comes back as `platform.missing_permission` with what
 * the platform named, a dead session as 401, a slow or absent platform as 504/502, like the campaigns API.
 */
export class DirectorySearchService {
  private readonly users: UserRepository

  constructor(
    handle: DatabaseHandle,
    private readonly platform: PlatformClient
  ) {
    this.users = new UserRepository(handle.db)
  }

  async search(caller: Caller, text: string): Promise<DirectorySearchAnswer> {
    let found: Awaited<ReturnType<typeof searchUsers>>
    try {
      found = await searchUsers({ platform: this.platform, token: caller.platformToken }, text)
    } catch (error) {
      throw toCampaignApiError(error, { permission: [] })
    }
    const listed = await this.users.listedEmailKeys(
      caller.orgId,
      found.users.map(user => toSearchKey(user.email))
    )
    const people = found.users
      .map(user => ({
        platformUserId: user.id,
        name: user.name,
        email: user.email,
        department: user.department ?? null,
        title: user.title ?? null,
        listed: listed.has(toSearchKey(user.email))
      }))
      // the platform orders by relevance; a person scans a short list by name
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
    return { people, total: found.total }
  }
}
