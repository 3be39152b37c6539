import { defineRulesFor } from './defineRulesFor'

// docs/product-rules.md#roles-and-permissions
describe('defineRulesFor (the product’s rules)', () => {
  it('lets an admin manage all, whatever the subject asked about', () => {
    expect(defineRulesFor('admin', 'users')).toEqual([{ action: 'manage', subject: 'all' }])
    expect(defineRulesFor('admin', 'acl-page')).toEqual([{ action: 'manage', subject: 'all' }])
  })

  it('lets a client read the acl-page only, whatever the subject asked about', () => {
    expect(defineRulesFor('client', 'users')).toEqual([{ action: 'read', subject: 'acl-page' }])
  })

  it('gives any other role read, create, update and delete on the subject passed in', () => {
    expect(defineRulesFor('supervisor', 'campaigns')).toEqual([
      { action: ['read', 'create', 'update', 'delete'], subject: 'campaigns' }
    ])
  })

  it('returns plain JSON rules (the browser may store or send them)', () => {
    const rules = defineRulesFor('supervisor', 'users')
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules)
  })
})
