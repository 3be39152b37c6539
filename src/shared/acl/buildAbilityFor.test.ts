import { buildAbilityFor } from './buildAbilityFor'
import { ROLES } from './roles'

const CRUD = ['read', 'create', 'update', 'delete'] as const

describe('buildAbilityFor', () => {
  it('allows an admin every action on every subject, including manage', () => {
    const ability = buildAbilityFor('admin', 'users')
    for (const action of [...CRUD, 'manage'] as const) {
      expect(ability.can(action, 'users')).toBe(true)
      expect(ability.can(action, 'permissions')).toBe(true)
      expect(ability.can(action, 'acl-page')).toBe(true)
    }
  })

  it('allows a client to read the acl-page and nothing else', () => {
    for (const subject of ['users', 'permissions', 'acl-page', 'campaigns']) {
      const ability = buildAbilityFor('client', subject)
      expect(ability.can('read', 'acl-page')).toBe(true)
      for (const action of CRUD) if (action !== 'read') expect(ability.can(action, 'acl-page')).toBe(false)
      if (subject !== 'acl-page') for (const action of CRUD) expect(ability.can(action, subject)).toBe(false)
    }
  })

  it('allows a supervisor CRUD on the subject passed in only, and never manage', () => {
    const ability = buildAbilityFor('supervisor', 'users')
    for (const action of CRUD) expect(ability.can(action, 'users')).toBe(true)
    expect(ability.can('manage', 'users')).toBe(false)
    for (const action of CRUD) expect(ability.can(action, 'permissions')).toBe(false)
    expect(buildAbilityFor('supervisor', 'acl-page').can('read', 'acl-page')).toBe(true)
  })

  it('follows the subject of each check (an ability built for one page says nothing of another)', () => {
    expect(buildAbilityFor('supervisor', 'users').can('read', 'campaigns')).toBe(false)
    expect(buildAbilityFor('supervisor', 'campaigns').can('read', 'campaigns')).toBe(true)
  })

  it.each(ROLES)('gives %s an ability whose rules match defineRulesFor', role => {
    expect(buildAbilityFor(role, 'users').rules.length).toBeGreaterThan(0)
  })
})
