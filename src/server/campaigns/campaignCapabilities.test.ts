/** @jest-environment node */
import { campaignCapabilities } from './campaignCapabilities'

const SUPERVISOR = ['outbound:campaign:view', 'outbound:campaign:start', 'outbound:campaign:stop']

describe('campaignCapabilities', () => {
  it('allows everything to an admin with every outbound permission', () => {
    const capabilities = campaignCapabilities('admin', ['outbound:*:*'])
    expect(Object.values(capabilities).every(capability => capability.allowed)).toBe(true)
  })

  it('names the platform permission an admin lacks', () => {
    const lacks = (permission: string) => ({
      allowed: false,
      reason: 'platform',
      permission,
      permissions: [permission],
      anyOf: false
    })
    expect(campaignCapabilities('admin', SUPERVISOR)).toEqual({
      create: lacks('outbound:campaign:add'),
      edit: lacks('outbound:campaign:edit'),
      delete: lacks('outbound:campaign:delete'),
      start: { allowed: true },
      stop: { allowed: true },
      recycle: {
        allowed: false,
        reason: 'platform',
        permission: 'outbound:campaign:recycle',
        permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'],
        anyOf: true
      }
    })
  })

  it('allows recycle with outbound:campaign:recycle alone, or with edit alone', () => {
    expect(campaignCapabilities('admin', [...SUPERVISOR, 'outbound:campaign:recycle']).recycle).toEqual({
      allowed: true
    })
    expect(campaignCapabilities('admin', [...SUPERVISOR, 'outbound:campaign:edit']).recycle).toEqual({
      allowed: true
    })
  })

  it('gives the app role precedence: a client may do nothing, whatever the platform allows', () => {
    const capabilities = campaignCapabilities('client', ['outbound:*:*'])
    for (const capability of Object.values(capabilities))
      expect(capability).toEqual({ allowed: false, reason: 'role' })
  })

  it('lets a supervisor act as far as the platform allows', () => {
    const capabilities = campaignCapabilities('supervisor', ['outbound:campaign:*'])
    expect(Object.values(capabilities).every(capability => capability.allowed)).toBe(true)
  })

  it('leaves the decision to the platform when it did not list the permissions', () => {
    expect(campaignCapabilities('admin', null).delete).toEqual({ allowed: true })
  })
})
