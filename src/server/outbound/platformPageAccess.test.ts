import { platformPageAccess } from './platformPageAccess'

const NOTHING_MISSING = {
  '/contact-lists': null,
  '/dnc-lists': null,
  '/schedules': null,
  '/callable-time-sets': null,
  '/sequences': null,
  '/users': null,
  '/permissions': null
}

describe('platformPageAccess', () => {
  it('names, per page, the Genesys Cloud permission a viewer lacks to read it', () => {
    const viewer = [
      'outbound:campaign:view',
      'outbound:campaign:search',
      'outbound:contactList:view',
      'outbound:contact:view',
      'outbound:dncList:view'
    ]
    expect(platformPageAccess({ platformPermissions: viewer }).missing).toEqual({
      ...NOTHING_MISSING,
      '/schedules': 'outbound:schedule:view',
      '/callable-time-sets': 'outbound:callableTimeSet:view',
      '/sequences': 'outbound:campaignSequence:view'
    })
  })

  it('reads wildcards as the platform does, and takes unknown permissions as granted', () => {
    expect(platformPageAccess({ platformPermissions: ['outbound:*:*'] }).missing).toEqual(NOTHING_MISSING)
    expect(platformPageAccess({ platformPermissions: null }).missing).toEqual(NOTHING_MISSING)
  })

  it('leaves the app’s own pages to the role: no permission of the platform is asked for them', () => {
    const missing = platformPageAccess({ platformPermissions: [] }).missing
    expect(missing['/users']).toBeNull()
    expect(missing['/permissions']).toBeNull()
    expect(missing['/dnc-lists']).toBe('outbound:dncList:view')
  })
})
