import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { loadAclEngine } from '@/features/acl'
import type { Role } from '@/shared/acl'
import { createTestProviders, mockMatchMedia } from '@/testing'

import { AppShell } from './AppShell'
import type { AppPage } from './pageTypes'

// The shell with the real guards, layout and navigation; the router and the signed-in person are stand-ins.
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
let storageBlocked = false
jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    storageBlocked,
    status: 'signedIn',
    user: {
      id: 1,
      role,
      fullName: 'Sam Supervisor',
      username: 'sam',
      email: 'sam.supervisor@democc.example',
      company: 'Demo Contact Centre',
      companyID: 'org'
    },
    signedOutByUser: false,
    redirectingToPlatform: false,
    logout: jest.fn()
  })
}))
jest.mock('@/features/i18n', () => ({ LanguageMenu: () => null }))

const page = (title: string, acl?: AppPage['acl']) => {
  const Page: AppPage = () => <h1>{title}</h1>
  Page.acl = acl
  return Page
}
const routes: Record<string, AppPage> = {
  '/': page('Home page'),
  '/users': page('Users page', { action: 'read', subject: 'users' }),
  '/permissions': page('Permissions page', { action: 'read', subject: 'permissions' }),
  '/campaigns': page('Campaigns page'),
  '/users/admins': page('Admins page', { action: 'manage', subject: 'users' })
}

const Providers = createTestProviders({ settings: true })

/** Shows `path` as the router would: the page component and the pathname change together. */
const at = (path: string) => {
  router.pathname = path
  router.asPath = path
  return <AppShell Component={routes[path]!} pageProps={{}} />
}

const notAuthorized = () => screen.findByRole('heading', { level: 1, name: 'You are not authorized!' })

beforeAll(async () => {
  mockMatchMedia()
  await loadAclEngine()
})
beforeEach(() => {
  localStorage.clear()
  storageBlocked = false
})

describe('AppShell when the browser refuses the app its storage (issue 11, finding 12)', () => {
  it('shows why and how to open the app in its own tab, on whatever page was asked for', async () => {
    storageBlocked = true
    window.history.replaceState(null, '', '/users?role=admin')
    render(at('/users'), { wrapper: Providers })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This browser keeps Campaign Manager from storing your sign-in'
      })
    ).toBeInTheDocument()
    expect(screen.getByText('Open Campaign Manager in its own tab to sign in.')).toBeInTheDocument()
    const open = screen.getByRole('link', { name: 'Open Campaign Manager in a new tab' })
    expect(open).toHaveAttribute('href', 'http://localhost/users?role=admin')
    expect(open).toHaveAttribute('target', '_blank')
    expect(screen.queryByRole('heading', { name: 'Users page' })).not.toBeInTheDocument()
    window.history.replaceState(null, '', '/')
  })
})

describe('AppShell: the page check follows the page being shown', () => {
  it('a supervisor navigates between pages of different subjects: each is checked on its own', async () => {
    role = 'supervisor'
    const { rerender } = render(at('/users'), { wrapper: Providers })
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument()

    // With the first page's ability kept (read users), this page would be refused.
    rerender(at('/permissions'))
    expect(await screen.findByRole('heading', { name: 'Permissions page' })).toBeInTheDocument()

    rerender(at('/users/admins'))
    expect(await notAuthorized()).toBeInTheDocument()
    expect(screen.getByText("You don't have permission to access this page. Go Home!")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    // The 401 view sits in the signed-in layout: the top bar is still there.
    expect(screen.getByRole('button', { name: 'Open the user menu' })).toBeInTheDocument()

    // And back: an earlier refusal is not kept either.
    rerender(at('/campaigns'))
    expect(await screen.findByRole('heading', { name: 'Campaigns page' })).toBeInTheDocument()
  })

  it('a client gets the 401 view on guarded pages, and the exempt home page', async () => {
    role = 'client'
    const { rerender } = render(at('/users'), { wrapper: Providers })
    expect(await notAuthorized()).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Users page' })).not.toBeInTheDocument()
    rerender(at('/'))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    rerender(at('/campaigns'))
    expect(await notAuthorized()).toBeInTheDocument()
  })

  it('an admin sees every page', async () => {
    role = 'admin'
    const { rerender } = render(at('/users/admins'), { wrapper: Providers })
    expect(await screen.findByRole('heading', { name: 'Admins page' })).toBeInTheDocument()
    rerender(at('/permissions'))
    expect(await screen.findByRole('heading', { name: 'Permissions page' })).toBeInTheDocument()
  })
})

describe('AppShell: navigation and user menu by role', () => {
  const openNavigation = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }))
    const menu = await screen.findByRole('menu', { name: 'Main navigation' })
    return within(menu)
      .getAllByRole('menuitem')
      .map(item => item.textContent)
  }

  it.each([
    [
      'admin',
      [
        'Campaigns',
        'Contact lists',
        'Do-not-call lists',
        'Schedules',
        'Callable time sets',
        'Sequences',
        'Users',
        'Permissions'
      ],
      'Admin'
    ],
    [
      'supervisor',
      [
        'Campaigns',
        'Contact lists',
        'Do-not-call lists',
        'Schedules',
        'Callable time sets',
        'Sequences',
        'Users',
        'Permissions'
      ],
      'Supervisor'
    ],
    [
      'client',
      ['Campaigns', 'Contact lists', 'Do-not-call lists', 'Schedules', 'Callable time sets', 'Sequences'],
      'Client'
    ]
  ] as const)('%s: navigation %j, labelled %s in the user menu', async (someRole, entries, label) => {
    role = someRole
    render(at('/'), { wrapper: Providers })
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(await openNavigation()).toEqual(entries)
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: 'Open the user menu' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText(label, { exact: true })).toBeInTheDocument()
  })
})

describe("the signed-in layout's code", () => {
  const storeSession = () => {
    const user = {
      id: 1,
      role: 'admin',
      fullName: 'Sam Supervisor',
      username: 'sam',
      email: 'sam.supervisor@democc.example',
      company: 'Demo Contact Centre',
      companyID: 'org'
    }
    localStorage.setItem('userData', JSON.stringify({ value: user, expiry: Date.now() + 60_000 }))
    localStorage.setItem('accessToken', 'token-1')
  }
  /** Runs the shell's code afresh (as a page load does), and says whether the layout's code was asked for. */
  const layoutAskedForOnLoad = async () => {
    const asked = jest.fn()
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./layouts/UserLayout', () => {
        asked()
        return { UserLayout: () => null }
      })
      await import('./AppShell')
    })
    await new Promise(resolve => setTimeout(resolve, 0))
    return asked.mock.calls.length > 0
  }
  afterEach(() => localStorage.clear())

  it('is asked for as soon as the shell runs when a session is stored, before anything renders', async () => {
    storeSession()
    expect(await layoutAskedForOnLoad()).toBe(true)
  })

  it('is not, without a session (the sign-in page has no use for it)', async () => {
    expect(await layoutAskedForOnLoad()).toBe(false)
  })
})
