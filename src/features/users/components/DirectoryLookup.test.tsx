import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import { loadAclEngine } from '@/features/acl'
import type { DirectoryPerson, User } from '@/shared/users/userTypes'
import { createTestRouter, renderWithProviders, setupTestServer, userFixture as person } from '@/testing'

import { UsersPage } from './UsersPage'

// Role queries over the data grid are slow under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/shared/ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }))
jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: {
      id: 1,
      fullName: 'Avery Admin',
      username: 'avery',
      company: 'Demo Contact Centre',
      companyID: 'org',
      role: 'admin',
      email: 'avery.admin@democc.example'
    }
  })
}))
const router = createTestRouter('/users')
jest.mock('next/router', () => ({ useRouter: () => router }))

const directory: DirectoryPerson[] = [
  {
    platformUserId: 'b1000000-0000-4000-8000-000000000002',
    name: 'Pat Morgan',
    email: 'pat.morgan@democc.example',
    department: 'Collections',
    title: 'Outbound Agent',
    listed: false
  },
  {
    platformUserId: 'b1000000-0000-4000-8000-000000000001',
    name: 'Priya Patel',
    email: 'priya.patel@democc.example',
    department: 'Collections',
    title: 'Team Lead',
    listed: true
  }
]
let people: User[] = []
let refusal: { status: number; body: Record<string, unknown> } | null = null
const lookups: string[] = []
const added: unknown[] = []

setupTestServer(
  http.get('/apps/users/list', () =>
    HttpResponse.json({ users: people, total: people.length, params: {}, allData: [] })
  ),
  http.get('/apps/users/settings', () =>
    HttpResponse.json({ settings: { unlistedSignIn: 'admin', updatedAt: null } })
  ),
  http.get('/apps/users/directory', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? ''
    lookups.push(q)
    if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status })
    const found = directory.filter(p => `${p.name} ${p.email}`.toLowerCase().includes(q.toLowerCase()))
    return HttpResponse.json({ people: found, total: found.length })
  }),
  http.post('/apps/users/add-user', async ({ request }) => {
    const body = (await request.json()) as { data: { fullName: string; email: string } }
    added.push(body)
    const user = person(body.data.fullName, 'client', { email: body.data.email, status: 'pending' })
    people = [user, ...people]
    return HttpResponse.json({ user }, { status: 201 })
  })
)

beforeAll(() => loadAclEngine())
beforeEach(() => {
  people = [person('Avery Admin', 'admin')]
  refusal = null
  lookups.length = 0
  added.length = 0
  localStorage.setItem('accessToken', 'the-token')
})

async function openDrawer() {
  const user = userEvent.setup()
  renderWithProviders(<UsersPage />)
  await user.click(await screen.findByRole('button', { name: 'Add user' }))
  const drawer = await screen.findByRole('dialog', { name: 'Add a user' })
  return { user, drawer, lookup: within(drawer).getByRole('combobox', { name: /Genesys Cloud directory/ }) }
}

describe('adding someone from the Genesys Cloud directory (issue 33, finding 12)', () => {
  it('looks up from 2 characters once typing pauses; picking a person fills name and email and sends the id', async () => {
    const { user, drawer, lookup } = await openDrawer()
    expect(lookup).toHaveFocus()
    await user.type(lookup, 'p')
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument()
    await user.type(lookup, 'at')
    const pat = await screen.findByRole('option', { name: /Pat Morgan/ })
    expect(lookups).toEqual(['pat'])
    expect(pat).toHaveTextContent('pat.morgan@democc.example')
    expect(pat).toHaveTextContent('Outbound Agent · Collections')
    // already on the list: marked, and not offered again
    const priya = screen.getByRole('option', { name: /Priya Patel/ })
    expect(priya).toHaveTextContent('already in Campaign Manager')
    expect(priya).toHaveAttribute('aria-disabled', 'true')

    await user.click(pat)
    expect(within(drawer).getByRole('textbox', { name: 'Full name' })).toHaveValue('Pat Morgan')
    expect(within(drawer).getByRole('textbox', { name: 'Email' })).toHaveValue('pat.morgan@democc.example')
    expect(within(drawer).getByRole('status')).toHaveTextContent(
      'Filled in from the directory: Pat Morgan (pat.morgan@democc.example).'
    )
    await user.click(within(drawer).getByRole('button', { name: 'Add user' }))
    await waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]).toEqual({
      data: {
        fullName: 'Pat Morgan',
        email: 'pat.morgan@democc.example',
        role: 'client',
        platformUserId: 'b1000000-0000-4000-8000-000000000002'
      }
    })
    // the whole page, a lookup and a send: more than the default 20 s on a busy machine
  }, 40_000)

  it('says which permission is missing when the platform refuses the lookup; typing stays possible', async () => {
    refusal = {
      status: 403,
      body: {
        message: 'Your Genesys Cloud user lacks the permission directory:user:view.',
        code: 'platform.missing_permission',
        permission: 'directory:user:view',
        permissions: ['directory:user:view'],
        anyOf: false
      }
    }
    const { user, drawer, lookup } = await openDrawer()
    await user.type(lookup, 'pat')
    await waitFor(() =>
      expect(lookup).toHaveAccessibleDescription(
        'You need the Genesys Cloud permission directory:user:view. Type the name and email below instead.'
      )
    )
    expect(within(drawer).getByRole('textbox', { name: 'Full name' })).toBeEnabled()
  })

  it('says the directory cannot be searched when the lookup fails', async () => {
    refusal = { status: 502, body: { message: 'Down.', code: 'platform.unavailable' } }
    const { user, lookup } = await openDrawer()
    await user.type(lookup, 'pat')
    await waitFor(() =>
      expect(lookup).toHaveAccessibleDescription(
        'The directory cannot be searched right now. Type the name and email below instead.'
      )
    )
  })
})
