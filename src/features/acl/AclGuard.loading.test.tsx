import { render, screen } from '@testing-library/react'

import { AclGuard } from './AclGuard'

// The rules (CASL) come in their own chunk: until it has loaded, a guarded page shows the fallback, never the
// page nor the 401 view; exempt pages need no rules and show at once.
jest.mock('./aclEngine', () => ({ useAclEngine: () => null }))
jest.mock('@/features/auth', () => ({ useAuth: () => ({ user: { role: 'admin' } }) }))

const guarded = (pathname: string) => (
  <AclGuard
    page={{ pathname, acl: { action: 'read', subject: 'users' } }}
    denied={<h1>denied</h1>}
    fallback={<p>loading the rules</p>}
  >
    <h1>the page</h1>
  </AclGuard>
)

it('shows the fallback on a guarded page while the rules load', () => {
  render(guarded('/users'))
  expect(screen.getByText('loading the rules')).toBeInTheDocument()
  expect(screen.queryByRole('heading')).not.toBeInTheDocument()
})

it('shows an exempt page without waiting', () => {
  render(guarded('/'))
  expect(screen.getByRole('heading', { name: 'the page' })).toBeInTheDocument()
})
