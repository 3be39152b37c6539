/** @jest-environment node */
import { buildAbilityFor, canActOnRole, ROLES } from '@/shared/acl'
import { PERMISSION_CATALOGUE } from './permissionCatalogue'

describe('PERMISSION_CATALOGUE', () => {
  it('names each subject and action once', () => {
    const keys = PERMISSION_CATALOGUE.map(entry => `${entry.subject}/${entry.action}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  // The catalogue describes the rules; it must not promise more or less than they enforce.
  it.each(PERMISSION_CATALOGUE)('"$name" is assigned exactly to the roles the rules allow', entry => {
    for (const role of ROLES) {
      const allowed = buildAbilityFor(role, entry.subject).can(entry.action, entry.subject)
      expect({ role, assigned: entry.assignedTo.includes(role) }).toEqual({ role, assigned: allowed })
    }
  })

  it('gives "Add and remove admins" to the roles that may act on admins', () => {
    const entry = PERMISSION_CATALOGUE.find(item => item.name === 'Add and remove admins')
    expect(entry?.assignedTo).toEqual(ROLES.filter(role => canActOnRole(role, 'admin')))
  })
})
