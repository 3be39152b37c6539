/** @jest-environment node */
import { ACL_SUBJECTS, type Role } from '@/shared/acl'
import type { Caller } from '@/server/access/Caller'
import { capabilitiesFor, hasPlatformPermission, requirePlatformGrant } from './objectCapabilities'

const RULES = capabilitiesFor({
  actions: ['add', 'export'] as const,
  roles: {
    add: { action: 'create', subject: ACL_SUBJECTS.dncLists },
    export: { action: 'read', subject: ACL_SUBJECTS.dncLists }
  },
  platform: { add: 'outbound:dnc:edit', export: ['outbound:dnc:view', 'outbound:dncList:view'] }
})

const caller = (role: Role, platformPermissions: readonly string[] | null) =>
  ({ role, platformPermissions }) as Caller

describe('capabilitiesFor', () => {
  it('says what the person may do: the app role first, then every Genesys Cloud permission of the action', () => {
    expect(RULES.capabilities('admin', ['outbound:dnc:edit', 'outbound:dnc:view'])).toEqual({
      add: { allowed: true },
      export: { allowed: false, reason: 'platform', permission: 'outbound:dncList:view' }
    })
    expect(RULES.capabilities('client', ['outbound:*:*'])).toEqual({
      add: { allowed: false, reason: 'role' },
      export: { allowed: false, reason: 'role' }
    })
    // the platform did not list the permissions: it decides
    expect(RULES.capabilities('supervisor', null)).toEqual({
      add: { allowed: true },
      export: { allowed: true }
    })
  })

  it('refuses a role with access.forbidden and a missing permission with platform.missing_permission', () => {
    expect(() => RULES.requireRole(caller('client', null), 'add')).toThrow(
      expect.objectContaining({ status: 403, code: 'access.forbidden' })
    )
    expect(() => RULES.requireRole(caller('admin', []), 'add')).not.toThrow()
    expect(() => RULES.requirePermission(caller('admin', ['outbound:dnc:view']), 'export')).toThrow(
      expect.objectContaining({
        status: 403,
        code: 'platform.missing_permission',
        details: { permission: 'outbound:dncList:view' }
      })
    )
    expect(() => RULES.requirePermission(caller('admin', ['outbound:dnc*']), 'add')).toThrow()
    expect(() => RULES.requirePermission(caller('admin', ['outbound:dnc:*']), 'add')).not.toThrow()
  })
})

describe('hasPlatformPermission and requirePlatformGrant', () => {
  it('grant what the permissions grant (wildcards too), and everything when the platform did not list them', () => {
    expect(hasPlatformPermission({ platformPermissions: ['outbound:*'] }, 'outbound:schedule:edit')).toBe(
      true
    )
    expect(hasPlatformPermission({ platformPermissions: [] }, 'outbound:schedule:edit')).toBe(false)
    expect(hasPlatformPermission({ platformPermissions: null }, 'outbound:schedule:edit')).toBe(true)
    expect(() => requirePlatformGrant({ platformPermissions: [] }, 'outbound:schedule:edit')).toThrow(
      'Your Genesys Cloud user lacks the permission outbound:schedule:edit.'
    )
  })
})
