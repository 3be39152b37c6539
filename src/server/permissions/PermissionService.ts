import { ROLES } from '@/shared/acl'
import type {
  PermissionCount as SharedPermissionCount,
  PermissionsAnswer
} from '@/shared/permissions/permissionTypes'
import { toSearchKey, type DatabaseHandle } from '@/server/db'
import type { PermissionsListParams } from './listPermissionsQuery'
import { PERMISSION_CATALOGUE } from './permissionCatalogue'
import { PermissionRepository } from './PermissionRepository'

/** One count of `allData`: how many of the organisation's permissions are assigned to the role `value`. */
export type PermissionCount = SharedPermissionCount

/** The catalogue's answer: the contract's, with the params as applied. */
export interface PermissionsListResult extends PermissionsAnswer {
  params: PermissionsListParams
}

export class PermissionService {
  private readonly permissions: PermissionRepository

  constructor(
    handle: DatabaseHandle,
    /** the server's clock (ms since the epoch): a catalogue installed here is dated by it */
    private readonly now: () => number
  ) {
    this.permissions = new PermissionRepository(handle.db)
  }

  /**
   * The organisation's permissions matching the query, with counts per role across the whole catalogue.
   * An organisation listed for the first time gets the product's catalogue (the emulator's are seeded at
   * start-up; a real organisation's the first time someone opens its permissions).
   */
  async list(orgId: string, params: PermissionsListParams): Promise<PermissionsListResult> {
    if ((await this.permissions.count(orgId)) === 0)
      await this.permissions.installCatalogue(orgId, PERMISSION_CATALOGUE, new Date(this.now()))
    const [permissions, counts] = await Promise.all([
      this.permissions.list(orgId, { q: toSearchKey(params.q), role: params.role }),
      this.permissions.countByRole(orgId)
    ])
    return {
      permissions,
      total: permissions.length,
      params,
      allData: ROLES.map(value => ({ field: 'assignedTo' as const, value, count: counts.get(value) ?? 0 }))
    }
  }
}
