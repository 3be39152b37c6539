import { toSessionUser } from './toSessionUser'

const answer = {
  userName: 'vic.viewer@democc.example',
  userEmail: 'vic.viewer@democc.example',
  orgId: 'org-democc',
  userFullName: 'Vic Viewer',
  orgName: 'Demo Contact Centre'
}

describe('toSessionUser: the role (issue 4)', () => {
  it.each(['admin', 'supervisor', 'client'])('keeps the role %s that the auth service answers', role => {
    expect(toSessionUser({ ...answer, role })?.role).toBe(role)
  })

  // docs/product-rules.md#roles-and-permissions
  it.each([undefined, '', 'owner', 'ADMIN'])('makes anyone else an admin (the product’s rules): %p', role => {
    expect(toSessionUser({ ...answer, role })?.role).toBe('admin')
  })

  it('builds the spec user object around it', () => {
    expect(toSessionUser({ ...answer, role: 'client' })).toEqual({
      id: 1,
      role: 'client',
      fullName: 'Vic Viewer',
      username: 'vic.viewer@democc.example',
      email: 'vic.viewer@democc.example',
      company: 'Demo Contact Centre',
      companyID: 'org-democc'
    })
  })
})
