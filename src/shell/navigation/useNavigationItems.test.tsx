import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import { loadAclEngine } from '@/features/acl'
import type { Role } from '@/shared/acl'
import type { PageAccessAnswer } from '@/shared/acl/pageAccess'
import { createTestProviders, mockMatchMedia, setupTestServer } from '@/testing'

import { AppShell } from '../AppShell'
import type { AppPage } from '../pageTypes'
import { forgetPageAccess } from './usePageAccess'

// Issue 33, finding 10: the navigation offers only the pages the person may open — the app role (the page
// check's rule) and the Genesys Cloud permissions each page's read needs (GET /api/access/pages).
const router = {
  pathname: '/',
  asPath: '/',
  isReady: true,
  query: {},
  replace: jest.fn(),
  events: { on() {}, off() {} }
}
jest.mock('next/router', () => ({ useRouter: () => router }))

let role: Role = 'admin'
jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    storageBlocked: false,
    status: 'signedIn',
    user: {
      id: 1,
      role,
      fullName: 'Vic Viewer',
      username: 'vic',
      email: 'vic.viewer@democc.example',
      company: 'Demo Contact Centre',
      companyID: 'org'
    },
    signedOutByUser: false,
    redirectingToPlatform: false,
    logout: jest.fn()
  })
}))
jest.mock('@/features/i18n', () => ({ LanguageMenu: () => null }))

const NOTHING_MISSING: PageAccessAnswer['missing'] = {
  '/contact-lists': null,
  '/dnc-lists': null,
  '/schedules': null,
  '/callable-time-sets': null,
  '/sequences': null,
  '/users': null,
  '/permissions': null
}
// Vic Viewer's Genesys Cloud permissions (the emulator's seed): campaigns, contact lists and DNC lists only
const VIEWER_MISSING: PageAccessAnswer['missing'] = {
  ...NOTHING_MISSING,
  '/schedules': 'outbound:schedule:view',
  '/callable-time-sets': 'outbound:callableTimeSet:view',
  '/sequences': 'outbound:campaignSequence:view'
}
let answer: () => Response = () => HttpResponse.json({ missing: NOTHING_MISSING })
let asked = 0
setupTestServer(
  http.get('/api/access/pages', () => {
    asked++
    return answer()
  })
)

const Home: AppPage = () => <h1>Home page</h1>
const Providers = createTestProviders({ settings: true })

beforeAll(async () => {
  mockMatchMedia()
  await loadAclEngine()
})
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
  forgetPageAccess()
  asked = 0
  answer = () => HttpResponse.json({ missing: NOTHING_MISSING })
})

async function navigationEntries() {
  render(<AppShell Component={Home} pageProps={{}} />, { wrapper: Providers })
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }))
  const menu = await screen.findByRole('menu', { name: 'Main navigation' })
  return () =>
    within(menu)
      .getAllByRole('menuitem')
      .map(item => item.textContent)
}

const ALL = [
  'Campaigns',
  'Contact lists',
  'Do-not-call lists',
  'Schedules',
  'Callable time sets',
  'Sequences',
  'Users',
  'Permissions'
]

describe('the navigation offers only the pages the person may open', () => {
  it('a viewer (a client without the schedule, callable time and sequence permissions): campaigns and the lists he may read', async () => {
    role = 'client'
    answer = () => HttpResponse.json({ missing: VIEWER_MISSING })
    const entries = await navigationEntries()
    // not Schedules (which would say "You no longer have permission"), nor Users (the 401 page)
    await waitFor(() => expect(entries()).toEqual(['Campaigns', 'Contact lists', 'Do-not-call lists']))
    // one question for the whole layout
    expect(asked).toBe(1)
  })

  it('the same Genesys Cloud permissions with the admin role: Users and Permissions too, still no Schedules', async () => {
    role = 'admin'
    answer = () => HttpResponse.json({ missing: VIEWER_MISSING })
    const entries = await navigationEntries()
    await waitFor(() =>
      expect(entries()).toEqual(['Campaigns', 'Contact lists', 'Do-not-call lists', 'Users', 'Permissions'])
    )
  })

  it('a supervisor who lacks nothing: every page', async () => {
    role = 'supervisor'
    const entries = await navigationEntries()
    await waitFor(() => expect(entries()).toEqual(ALL))
  })

  it('when the permissions cannot be read, the pages are offered and decide for themselves', async () => {
    role = 'admin'
    answer = () => HttpResponse.json({ code: 'platform.unavailable', message: 'down' }, { status: 503 })
    const entries = await navigationEntries()
    await waitFor(() => expect(entries()).toEqual(ALL))
  })

  it('a page loaded again shows the items of the last answer at once, while the answer is asked again', async () => {
    role = 'supervisor'
    const first = await navigationEntries()
    await waitFor(() => expect(first()).toEqual(ALL))
    cleanup()
    // a new page of the same tab: the question is asked again, and it is not waited for
    forgetPageAccess()
    answer = () => new Promise<Response>(() => {}) as unknown as Response
    const again = await navigationEntries()
    expect(again()).toEqual(ALL)
    expect(asked).toBe(2)
  })
})
