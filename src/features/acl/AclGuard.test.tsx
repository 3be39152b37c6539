import { render, screen } from '@testing-library/react'

import type { Role } from '@/shared/acl'

import { AclGuard } from './AclGuard'
import { loadAclEngine } from './aclEngine'
import { type AclPageInfo, DEFAULT_PAGE_ACL } from './pageAcl'

let role: Role | null = 'admin'
jest.mock('@/features/auth', () => ({
  useAuth: () => ({ user: role ? { role, fullName: 'Someone', email: 'someone@democc.example' } : null })
}))

/** The pages of the matrix: what each declares (the statics the shell passes on). */
const pages = {
  users: { pathname: '/users', acl: { action: 'read', subject: 'users' } },
  permissions: { pathname: '/permissions', acl: { action: 'read', subject: 'permissions' } },
  'manage users': { pathname: '/users/admins', acl: { action: 'manage', subject: 'users' } },
  'client page': { pathname: '/client', acl: { action: 'read', subject: 'acl-page' } },
  'no acl (the default)': { pathname: '/campaigns' },
  home: { pathname: '/' },
  '404': { pathname: '/404', authGuard: false },
  '500': { pathname: '/500', authGuard: false },
  '401': { pathname: '/401', authGuard: false },
  "Next's error page": { pathname: '/_error' },
  'a guest page': { pathname: '/login', guestGuard: true },
  'the OAuth callback': { pathname: '/pages/campaign-manager', authGuard: false },
  '"/" even with an acl': { pathname: '/', acl: { action: 'manage', subject: 'all' } }
} satisfies Record<string, AclPageInfo>
type PageName = keyof typeof pages

const exempt: PageName[] = [
  "Next's error page",
  'home',
  '404',
  '500',
  '401',
  'a guest page',
  'the OAuth callback',
  '"/" even with an acl'
]
const allowed: Record<Role, PageName[]> = {
  admin: Object.keys(pages) as PageName[],
  supervisor: ['users', 'permissions', 'client page', 'no acl (the default)', ...exempt],
  client: ['client page', ...exempt]
}

function Guarded({ page }: { page: PageName }) {
  return (
    <AclGuard page={pages[page]} denied={<h1>denied</h1>} fallback={<p>loading the rules</p>}>
      <h1>{`the page: ${page}`}</h1>
    </AclGuard>
  )
}

const expectShown = async (page: PageName, shown: boolean) => {
  if (shown) expect(await screen.findByRole('heading', { name: `the page: ${page}` })).toBeInTheDocument()
  else expect(await screen.findByRole('heading', { name: 'denied' })).toBeInTheDocument()
}

beforeEach(() => {
  role = 'admin'
})

describe('AclGuard', () => {
  it('the default required permission is read all: admins and supervisors, not clients', () => {
    expect(DEFAULT_PAGE_ACL).toEqual({ action: 'read', subject: 'all' })
  })

  for (const someRole of ['admin', 'supervisor', 'client'] as const) {
    for (const page of Object.keys(pages) as PageName[]) {
      const shown = allowed[someRole].includes(page)
      it(`${someRole} × ${page}: ${shown ? 'the page' : 'the 401 view'}`, async () => {
        await loadAclEngine()
        role = someRole
        render(<Guarded page={page} />)
        await expectShown(page, shown)
      })
    }
  }

  it('follows the page being shown, never the first one (the template cached it: a known bug)', async () => {
    await loadAclEngine()
    role = 'supervisor'
    // A supervisor's ability is built for the subject checked: one built for users says nothing of permissions.
    const { rerender } = render(<Guarded page="users" />)
    await expectShown('users', true)
    for (const [page, shown] of [
      ['permissions', true],
      ['manage users', false],
      ['no acl (the default)', true],
      ['client page', true],
      ['manage users', false],
      ['users', true]
    ] as const) {
      rerender(<Guarded page={page} />)
      await expectShown(page, shown)
    }

    role = 'client'
    rerender(<Guarded page="client page" />)
    await expectShown('client page', true)
    for (const [page, shown] of [
      ['users', false],
      ['home', true],
      ['permissions', false],
      ['client page', true]
    ] as const) {
      rerender(<Guarded page={page} />)
      await expectShown(page, shown)
    }
  })

  it('follows the role too (another tab signs in as someone else)', async () => {
    await loadAclEngine()
    role = 'admin'
    const { rerender } = render(<Guarded page="users" />)
    await expectShown('users', true)
    role = 'client'
    rerender(<Guarded page="users" />)
    await expectShown('users', false)
  })

  it('denies a guarded page without a user', async () => {
    await loadAclEngine()
    role = null
    render(<Guarded page="client page" />)
    await expectShown('client page', false)
  })
})
