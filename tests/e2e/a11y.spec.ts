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
import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { addFault, chooseUser, resetEmulator, signInFromLoginPage } from './support/emulator'
import { APPS, EMULATOR_URL } from './support/testEnvironment'

// Quality bar (issue 3): axe finds no violation on any page, light and dark, left-to-right and right-to-left.
// Each view is opened with the display settings stored before the page loads, checked to show them, and
// scanned once it stands still. See docs/quality.md.

const APP = APPS.pkce
type Variant = { mode: Mode; direction: Direction }
const variants: Variant[] = [
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
): Promise<string> {
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
  return accessToken
}

/** The page shows the stored settings: the document's direction and the mode's background. */
async function expectDisplay(page: Page, mode: Mode, direction: Direction) {
  await expect(page.locator('html')).toHaveAttribute('dir', direction)
  await expect(page.locator('body')).toHaveCSS('background-color', BODY_BACKGROUND[mode])
}

const PILOT = { id: knownCampaigns.offPower, name: 'Pilot Callback – Power' }
const INVALID = 'Legacy Arrears Sweep'

/** The overview at /, its first answer shown: rows, filled summary, not busy. */
async function overviewLoaded(page: Page, search?: string) {
  await restoreSession(page, { freshToken: true })
  await page.goto('/')
  const table = page.getByTestId('campaigns-table')
  if (search) await page.getByLabel('Search campaigns').fill(search)
  await expect(page.getByTestId('campaign-row').first()).toBeVisible()
  await expect(table).toHaveAttribute('aria-busy', 'false')
}

/**
 * Two audit entries for the pilot campaign, through the app's API as the page would send them: an edit that
 * succeeds and one refused on an old version (outcome "failed").
 */
async function auditPilot(request: APIRequestContext, token: string) {
  const url = `${APP.url}/api/campaigns/${PILOT.id}`
  const headers = { Authorization: `Bearer ${token}` }
  const detail = (await (await request.get(url, { headers })).json()) as { campaign: { version: number } }
  const version = detail.campaign.version
  const changes = { callerName: 'Pilot Callback Desk' }
  const saved = await request.put(url, { headers, data: { data: { version, changes } } })
  expect(saved.status()).toBe(200)
  const stale = await request.put(url, { headers, data: { data: { version, changes } } })
  expect(stale.status()).toBe(409)
}

/** The pilot campaign's page, loaded: the figures, the settings form with its options, the audit table. */
async function campaignPage(page: Page, request: APIRequestContext): Promise<string> {
  const token = await restoreSession(page, { freshToken: true })
  await auditPilot(request, token)
  await page.goto(`/campaigns/${PILOT.id}`)
  await expect(page.getByRole('heading', { level: 1, name: PILOT.name })).toBeVisible()
  const form = page.getByTestId('settings-form')
  await expect(form.getByLabel('Queue')).not.toHaveValue('')
  const audit = page.getByTestId('audit-table')
  await expect(audit.getByRole('row', { name: /Failed/ }).first()).toBeVisible()
  return token
}

/** /campaigns/new, its options loaded. */
async function newCampaign(page: Page) {
  await restoreSession(page, { freshToken: true })
  await page.goto('/campaigns/new')
  await expect(page.getByRole('radiogroup', { name: 'How should the campaign dial?' })).toBeVisible()
  await page.waitForLoadState('networkidle')
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
    // a fresh token: the home page is the campaigns overview, which calls the app's API
    await restoreSession(page, { freshToken: true })
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
  },
  /** The campaigns overview with its data: summary, filters, a page of rows with switches and progress. */
  '/ with campaigns': async (page: Page) => overviewLoaded(page),
  /** One campaign selected: the bulk toolbar shows. */
  '/ with a campaign selected': async (page: Page) => {
    await overviewLoaded(page, 'Pilot Callback')
    await page.getByRole('checkbox', { name: `Select ${PILOT.name}` }).check()
    await expect(page.getByRole('toolbar', { name: 'Actions for the selected campaigns' })).toBeVisible()
  },
  'the bulk start confirmation': async (page: Page) => {
    await views['/ with a campaign selected'](page)
    await page.getByTestId('bulk-start').click()
    await expect(page.getByRole('dialog', { name: 'Start campaigns?' })).toBeVisible()
  },
  /** The status filter's list of choices, two of them chosen. */
  'the open status filter': async (page: Page) => {
    await overviewLoaded(page, 'Pilot Callback')
    await page.getByRole('combobox', { name: /^Status/ }).click()
    const list = page.getByRole('listbox')
    await list.getByRole('option', { name: 'Off', exact: true }).click()
    await list.getByRole('option', { name: 'Invalid', exact: true }).click()
    await expect(list.getByRole('option', { selected: true })).toHaveCount(2)
  },
  /** The platform's reasons why a campaign is invalid, shown from the row's error button. */
  "an invalid campaign's errors": async (page: Page) => {
    await overviewLoaded(page, INVALID)
    await page.getByRole('button', { name: `Why ${INVALID} is invalid` }).hover()
    await expect(page.getByRole('tooltip')).toContainText('no longer exists')
  },
  /** The pilot campaign's page: actions, progress, live figures, the settings form and the audit. */
  '/campaigns/[id]': async (page: Page, request: APIRequestContext) => {
    await campaignPage(page, request)
  },
  /** A save refused because someone else saved first: what differs, yours and now. */
  'the version-conflict dialog': async (page: Page, request: APIRequestContext) => {
    const token = await campaignPage(page, request)
    const form = page.getByTestId('settings-form')
    await form.getByLabel('Caller name').fill('Pilot Desk (mine)')
    // meanwhile someone else changes the caller number in Genesys Cloud (the token is the emulator's own)
    const url = `${EMULATOR_URL}/api/v2/outbound/campaigns/${PILOT.id}`
    const headers = { Authorization: `Bearer ${token}` }
    const campaign = (await (await request.get(url, { headers })).json()) as Record<string, unknown>
    const changed = await request.put(url, {
      headers,
      data: {
        ...campaign,
        callerAddress: campaign.callerAddress === '+353 1 555 0199' ? '+353 1 555 0198' : '+353 1 555 0199'
      }
    })
    expect(changed.ok()).toBe(true)
    await form.getByTestId('save-settings').click()
    await expect(page.getByRole('dialog', { name: 'Someone else saved first' })).toBeVisible()
  },
  /** A new campaign: the first question, the dialing mode. */
  '/campaigns/new': newCampaign,
  /** …sent before choosing: the question says a mode is needed. */
  '/campaigns/new sent without a dialing mode': async (page: Page) => {
    await newCampaign(page)
    await page.getByTestId('create-campaign').click()
    await expect(page.getByText('Choose how the campaign dials.')).toBeVisible()
  },
  /** A new power campaign: the mode chosen, its fields shown. */
  '/campaigns/new with a dialing mode': async (page: Page) => {
    await newCampaign(page)
    await page.getByRole('radio', { name: 'Power' }).check()
    await expect(page.getByRole('heading', { level: 2, name: 'Power campaign settings' })).toBeVisible()
  },
  /** …sent empty: every required field shows its error. */
  '/campaigns/new with field errors': async (page: Page) => {
    await views['/campaigns/new with a dialing mode'](page)
    await page.getByTestId('create-campaign').click()
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true'
    )
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
  'the open navigation menu (horizontal layout)': ['region'],
  'the open status filter': ['region']
}

/**
 * Views scanned in fewer variants than all four, to keep the run short. The campaigns overview itself is
 * scanned in all four; its states (a selection, a dialog, a popup) and the other campaign screens are heavy
 * (live data, wide tables, forms) and the direction changes their layout, not their colours: light and dark
 * left-to-right, and right-to-left once per screen (the campaign page and the new-campaign form).
 */
const LTR: Variant[] = [
  { mode: 'light', direction: 'ltr' },
  { mode: 'dark', direction: 'ltr' }
]
const scannedIn: Partial<Record<View, Variant[]>> = {
  '/ with a campaign selected': LTR,
  'the bulk start confirmation': LTR,
  'the open status filter': LTR,
  "an invalid campaign's errors": LTR,
  '/campaigns/[id]': [...LTR, { mode: 'dark', direction: 'rtl' }],
  'the version-conflict dialog': LTR,
  '/campaigns/new': LTR,
  '/campaigns/new sent without a dialing mode': LTR,
  '/campaigns/new with a dialing mode': [...LTR, { mode: 'light', direction: 'rtl' }],
  '/campaigns/new with field errors': LTR
}
const scannedInVariant = (view: View, { mode, direction }: Variant) =>
  (scannedIn[view] ?? variants).some(v => v.mode === mode && v.direction === direction)

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

    for (const view of (Object.keys(views) as View[]).filter(v => scannedInVariant(v, { mode, direction }))) {
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
