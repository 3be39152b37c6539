import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  BODY_BACKGROUND,
  type Direction,
  expectNoAxeViolations,
  isAbout,
  type KnownIssue,
  type Mode,
  scan,
  storeDisplaySettings,
  waitForStillness
} from './support/a11y'
import { addFault, chooseUser, resetEmulator, signInFromLoginPage } from './support/emulator'
import { APPS, EMULATOR_URL } from './support/testEnvironment'

// Quality bar (issue 3): axe finds no violation on any page, light and dark, left-to-right and right-to-left.
// Each view is opened with the display settings stored before the page loads, checked to show them, and
// scanned once it stands still. See docs/quality.md.

const APP = APPS.pkce
const variants: { mode: Mode; direction: Direction }[] = [
  { mode: 'light', direction: 'ltr' },
  { mode: 'light', direction: 'rtl' },
  { mode: 'dark', direction: 'ltr' },
  { mode: 'dark', direction: 'rtl' }
]

let session: { userData: string; accessToken: string }

// One real sign-in (Avery Admin, PKCE) for the whole file; signed-in views start from its stored session.
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await resetEmulator(page.request)
  await page.goto(`${APP.url}/login`)
  await signInFromLoginPage(page)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await page.waitForLoadState('networkidle')
  session = await page.evaluate(() => ({
    userData: window.localStorage.getItem('userData') ?? '',
    accessToken: window.localStorage.getItem('accessToken') ?? ''
  }))
  expect(session.userData && session.accessToken, 'a stored session after signing in').toBeTruthy()
  await context.close()
})

test.afterEach(async ({ request }) => {
  await request.delete(`${EMULATOR_URL}/__emulator/faults`)
})

/**
 * The signed-in session in localStorage before the app loads; `role` changes the stored role (pages only).
 * `freshToken`: a token minted for Avery now, for views that call the app's API: the one from `beforeAll`
 * dies with any emulator reset (the callback view resets it), which the home page never notices but the API
 * does (and answers 401, which ends the session).
 */
async function restoreSession(
  page: Page,
  { role, freshToken = false }: { role?: string; freshToken?: boolean } = {}
) {
  let accessToken = session.accessToken
  if (freshToken) {
    const response = await page.request.post(`${EMULATOR_URL}/__emulator/tokens`, {
      data: { email: 'avery.admin@democc.example' }
    })
    expect(response.status()).toBe(201)
    accessToken = ((await response.json()) as { access_token: string }).access_token
  }
  await page.addInitScript(
    ({ origin, userData, accessToken, role }) => {
      if (window.location.origin !== origin) return
      const stored = JSON.parse(userData) as { value: { role: string } }
      if (role) stored.value.role = role
      window.localStorage.setItem('userData', JSON.stringify(stored))
      window.localStorage.setItem('accessToken', accessToken)
    },
    { origin: APP.url, userData: session.userData, accessToken, role }
  )
}

/** The page shows the stored settings: the document's direction and the mode's background. */
async function expectDisplay(page: Page, mode: Mode, direction: Direction) {
  await expect(page.locator('html')).toHaveAttribute('dir', direction)
  await expect(page.locator('body')).toHaveCSS('background-color', BODY_BACKGROUND[mode])
}

const errorPage = (path: string, heading: string) => async (page: Page) => {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** Each view, brought to the state that is scanned. */
const views = {
  '/login': async (page: Page) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in with Genesys Cloud' })).toBeVisible()
  },
  '/login with an error message': async (page: Page) => {
    const message = 'Sign-in was cancelled at Genesys Cloud.'
    await page.goto(`/login#errorMessage=${encodeURIComponent(message)}`)
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  },
  '/401': errorPage('/401', 'You are not authorized!'),
  /** The 404 page as a visitor meets it: at an unknown path. */
  '/404 (an unknown path)': async (page: Page) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found :(' })).toBeVisible()
  },
  '/500': errorPage('/500', 'Oops, something went wrong!'),
  /** The callback page while the emulator holds the code exchange back. */
  'the OAuth callback loading view': async (page: Page, request: APIRequestContext) => {
    await resetEmulator(request)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
    await addFault(request, { method: 'POST', path: '/login/oauth/token', delayMs: 10_000 })
    await chooseUser(page, 'Avery Admin')
    await page.waitForURL(`${APP.url}/pages/campaign-manager/`)
    await expect(page.getByRole('status').filter({ hasText: 'Signing you in…' })).toBeVisible()
  },
  /**
   * The server-rendered page, as it shows until the app's scripts have run and the auth state is known: the
   * app's chunks are held back, so the page stays as the server sent it (its inline scripts still run).
   */
  'the fallback spinner (first paint of /)': async (page: Page) => {
    await page.route('**/_next/static/chunks/**/*.js', route => route.abort())
    await page.goto('/')
    await expect(page.getByRole('progressbar')).toBeVisible()
  },
  '/ signed in': async (page: Page) => {
    await restoreSession(page)
    await page.goto('/')
    await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  },
  'the open user menu': async (page: Page) => {
    await views['/ signed in'](page)
    await page.getByRole('button', { name: 'Open the user menu' }).click()
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
  },
  'the open language menu': async (page: Page) => {
    await views['/ signed in'](page)
    await page.getByRole('button', { name: 'Change language' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
  },
  /** The default horizontal layout, navigation hidden: the top bar's navigation menu. */
  'the open navigation menu (horizontal layout)': async (page: Page) => {
    await views['/ signed in'](page)
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
  },
  /** Below 1200 px the layout is vertical: the navigation drawer, opened from the top bar. */
  'the open navigation drawer (vertical layout, 1024 px)': async (page: Page) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await views['/ signed in'](page)
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await expect(page.getByRole('button', { name: 'Close navigation' })).toBeVisible()
  },
  'the open Theme Customizer': async (page: Page) => {
    await views['/ signed in'](page)
    await page.getByRole('button', { name: 'Theme Customizer', exact: true }).click()
    await expect(page.getByText('Customize & Preview in Real Time')).toBeVisible()
  },
  /** The users list, loaded (counts, filters, table, pager). */
  '/users': async (page: Page) => {
    await restoreSession(page, { freshToken: true })
    await page.goto('/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await expect(page.getByRole('row', { name: /Avery Admin/ })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^Users found: \d+$/ })).toBeAttached()
  },
  /** The add-user drawer, sent empty: every field shows its error. */
  'the add-user drawer with field errors': async (page: Page) => {
    await views['/users'](page)
    await page.getByRole('button', { name: 'Add user' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add a user' })
    await drawer.getByRole('button', { name: 'Add user' }).click()
    await expect(drawer.getByText('Enter the full name.')).toBeVisible()
  },
  'the remove-user confirmation': async (page: Page) => {
    await views['/users'](page)
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: /^Remove .+\?$/ })).toBeVisible()
  },
  /** A page the role may not see: the 401 view inside the signed-in layout (a client on /users). */
  '/users as a client (the 401 view)': async (page: Page) => {
    await restoreSession(page, { role: 'client' })
    await page.goto('/users')
    await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized!' })).toBeVisible()
  },
  /** The permissions catalogue with its role chips. */
  '/permissions': async (page: Page) => {
    await restoreSession(page, { freshToken: true })
    await page.goto('/permissions')
    await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible()
    await expect(page.getByRole('row', { name: /^View users/ })).toBeVisible()
  }
} satisfies Record<string, (page: Page, request: APIRequestContext) => Promise<void>>
type View = keyof typeof views

/**
 * Rules that do not apply to a view. `region` ("all content in landmarks") on the popup menus: a menu is a
 * popup layer in a portal, reached from its button, not by landmarks; axe exempts dialogs for the same reason.
 */
const notApplicable: Partial<Record<View, string[]>> = {
  'the open user menu': ['region'],
  'the open language menu': ['region'],
  'the open navigation menu (horizontal layout)': ['region']
}

/**
 * Known faults: violations in code this suite does not own, each with who must fix it. The sweep leaves
 * exactly those nodes out (so it still fails on anything new) and a test.fail() test below checks that each is
 * still there; once fixed, that test "passes", turns red, and the entry is to be deleted. For example:
 *   { view: '/login', issue: { rule: 'color-contrast', element: ['MuiButton-contained'],
 *     owner: 'theme (src/theme)', fix: 'white on #9155FD is 4.27:1: a darker fill, #804BDF (5.26:1)' } }
 * Empty: the faults found while this suite was written (contrast of the primary buttons and the avatar, the
 * loading views' missing heading and main landmark, Next's bare 404 page at unknown paths while src/app was
 * taken for an App Router folder) were fixed by their owners.
 */
const knownFaults: { view: View; issue: KnownIssue }[] = []
const knownOn = (view: View) => knownFaults.filter(fault => fault.view === view).map(fault => fault.issue)

for (const { mode, direction } of variants) {
  const label = `${mode}, ${direction}`
  test.describe(label, () => {
    test.beforeEach(async ({ page }) => storeDisplaySettings(page, APP.url, mode, direction))

    for (const view of Object.keys(views) as View[]) {
      test(`${view} (${label})`, async ({ page, request }) => {
        await views[view](page, request)
        await expectDisplay(page, mode, direction)
        await waitForStillness(page)
        await expectNoAxeViolations(page, `${view} (${label})`, {
          known: knownOn(view),
          disableRules: notApplicable[view],
          testInfo: test.info()
        })
      })
    }
  })
}

for (const { view, issue } of knownFaults) {
  test(`known fault, expected to fail until fixed: ${issue.rule} on ${view} (${issue.owner})`, async ({
    page,
    request
  }) => {
    test.fail()
    await views[view](page, request)
    await waitForStillness(page)
    const { fresh } = await scan(page, { rules: [issue.rule] })
    const left = fresh.flatMap(v => v.nodes.filter(node => isAbout(issue, v.id, node)))
    expect(
      left.map(node => node.target.join(' ')),
      `${issue.rule} on ${view}: ${issue.fix}`
    ).toEqual([])
  })
}
