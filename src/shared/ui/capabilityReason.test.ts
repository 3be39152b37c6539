import type { TFunction } from 'i18next'

import { capabilityReason } from './capabilityReason'

const t = ((key: string, values?: Record<string, string>) =>
  values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction

describe('the reason an action is not offered', () => {
  it('is none when allowed; not known yet, the role, the permission, or the screen’s own reason otherwise', () => {
    expect(capabilityReason(t, 'dncLists', { allowed: true })).toBeNull()
    expect(capabilityReason(t, 'dncLists', undefined)).toBe('dncLists.reasons.loading')
    expect(capabilityReason(t, 'dncLists', { allowed: false, reason: 'role' })).toBe('dncLists.reasons.role')
    expect(
      capabilityReason(t, 'dncLists', { allowed: false, reason: 'platform', permission: 'outbound:dnc:edit' })
    ).toBe('permissionNeeded.one {"permissions":"outbound:dnc:edit"}')
    expect(capabilityReason(t, 'dncLists', { allowed: false, reason: 'source' }, { source: 'DNC.com' })).toBe(
      'dncLists.reasons.source {"source":"DNC.com"}'
    )
  })
})
