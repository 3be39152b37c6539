import { expect, type Page, test } from './support/test'

import { resetEmulator, signInFromLoginPage } from './support/emulator'

// Issue 4, browser half: the users list, roles in the browser (the page check and the navigation), and the
// session ending when the API refuses the token. Each run of the suite starts on a fresh database (seeded:
// Avery Admin, Sam Supervisor, Priya Raman, Tom Okafor, Lena Fischer; not Vic Viewer).

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request)
  await page.setViewportSize({ width: 1440, height: 900 })
})

async function signIn(page: Page, fullName: string) {
  await page.goto('/login')
  await signInFromLoginPage(page, fullName)
  await expect(page.getByText(`Welcome, ${fullName}`)).toBeVisible()
}

async function openNavigation(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click()
  return page.getByRole('menu', { name: 'Main navigation' })
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open the user menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

// The list is the house data grid (role grid, one row per person after the header row).
const usersTable = (page: Page) => page.getByRole('grid', { name: /^Users of Demo Contact Centre/ })
const rowOf = (page: Page, name: string) => usersTable(page).getByRole('row', { name: new RegExp(name) })

/** The row of one person, found with the search box (the list may have more than a page). */
async function searchRow(page: Page, name: string) {
  await page.getByLabel('Search users').fill(name)
  await expect(usersTable(page).getByRole('row')).toHaveCount(2)
  return rowOf(page, name)
}

async function addUser(page: Page, user: { fullName: string; email: string; role: string }) {
  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add a user' })
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('Full name').fill(user.fullName)
  await drawer.getByLabel('Email').fill(user.email)
  await drawer.getByLabel('Role').selectOption(user.role)
  await drawer.getByRole('button', { name: 'Add user' }).click()
  return drawer
}

test('an admin adds Vic Viewer as a client; Vic gets the 401 page on /users and no users entry', async ({
  page
}) => {
  // Two sign-ins, each landing on the overview (which now also opens its notification channel): 24 s alone,
  // just over the default 30 s in the full suite on two cores.
  test.slow()
  await signIn(page, 'Avery Admin')

  // The navigation leads an admin to the users page.
  const navigation = await openNavigation(page)
  await expect(navigation.getByRole('menuitem')).toHaveText([
    'Campaigns',
    'Contact lists',
    'Do-not-call lists',
    'Schedules',
    'Callable time sets',
    'Sequences',
    'Users',
    'Permissions'
  ])
  await navigation.getByRole('menuitem', { name: 'Users' }).click()
  await expect(page).toHaveURL(/\/users$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await expect(rowOf(page, 'Avery Admin')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Users found: \d+$/ })).toBeAttached()
  const clients = page
    .getByRole('list', { name: 'Users by role and status' })
    .getByRole('listitem')
    .filter({ hasText: 'Clients' })
  await expect(clients).toHaveText(/^Clients\d+$/)
  const clientsBefore = Number((await clients.textContent())!.replace(/\D/g, ''))

  // The form checks its fields before anything is sent.
  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add a user' })
  await drawer.getByLabel('Email').fill('not an address')
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(drawer.getByText('Enter a name.')).toBeVisible()
  await expect(drawer.getByText('Enter an email address such as name@example.com.')).toBeVisible()
  await expect(drawer.getByLabel('Full name')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  // Vic Viewer, a client.
  await addUser(page, { fullName: 'Vic Viewer', email: 'vic.viewer@democc.example', role: 'client' })
  await expect(page.getByText('Vic Viewer was added.')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Add a user' })).toBeHidden()
  // By name, as every list: Vic is in the refetched list, in his place, with the counts updated.
  await expect(rowOf(page, 'Vic Viewer')).toBeVisible()
  await expect(rowOf(page, 'Vic Viewer')).toContainText('Client')
  await expect(rowOf(page, 'Vic Viewer')).toContainText('Pending')
  await expect(clients).toHaveText(`Clients${clientsBefore + 1}`)

  // The same address again (any case): the server's 409, shown at the field.
  const again = await addUser(page, {
    fullName: 'Vic Again',
    email: 'VIC.viewer@democc.example',
    role: 'client'
  })
  await expect(again.getByText('Someone in your organization already has this address.')).toBeVisible()
  await expect(again.getByLabel('Email')).toBeFocused()
  await again.getByRole('button', { name: 'Close' }).click()

  // Vic signs in: a client.
  await logOut(page)
  await signIn(page, 'Vic Viewer')
  await page.getByRole('button', { name: 'Open the user menu' }).click()
  await expect(page.getByRole('menu').getByText('Client', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  // No users entry (nor permissions) in the navigation, nor the pages his Genesys Cloud permissions would
  // refuse (schedules, callable times, sequences: issue 33, finding 10).
  const vicNavigation = await openNavigation(page)
  await expect(vicNavigation.getByRole('menuitem')).toHaveText([
    'Campaigns',
    'Contact lists',
    'Do-not-call lists'
  ])
  await page.keyboard.press('Escape')

  // /users itself: the 401 page, with the way back home.
  await page.goto('/users')
  await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized!' })).toBeVisible()
  await expect(page.getByText("You don't have permission to access this page. Go Home!")).toBeVisible()
  await expect(page).toHaveURL(/\/users$/)
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page.getByText('Welcome, Vic Viewer')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The same for /permissions, reached within the app this time.
  await page.evaluate(() => {
    void (
      window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }
    ).next.router.push('/permissions')
  })
  await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized!' })).toBeVisible()
})

test('an admin searches, filters, sorts and pages the list, and removes someone after confirming', async ({
  page
}) => {
  await signIn(page, 'Avery Admin')
  await page.goto('/users')
  await expect(rowOf(page, 'Avery Admin')).toBeVisible()
  // The database lives as long as the run: count what is there rather than assume it.
  const found = page.getByRole('status').filter({ hasText: /^Users found: \d+$/ })
  await expect(found).toBeAttached()
  const total = Number((await found.textContent())!.replace(/\D/g, ''))
  expect(total).toBeGreaterThanOrEqual(5)

  // Search (debounced: one request for the whole word).
  const requests: string[] = []
  page.on('request', request => {
    if (request.url().includes('/apps/users/list')) requests.push(request.url())
  })
  await page.getByLabel('Search users').pressSequentially('okafor', { delay: 30 })
  await expect(usersTable(page).getByRole('row')).toHaveCount(2)
  await expect(rowOf(page, 'Tom Okafor')).toBeVisible()
  expect(requests.filter(url => url.includes('q=okafor'))).toHaveLength(1)
  expect(requests.filter(url => /q=o(k|ka|kaf|kafo)?(&|$)/.test(url))).toHaveLength(0)
  await page.getByLabel('Search users').fill('nobody-at-all')
  await expect(page.getByText('No users match your search or filters.')).toBeVisible()
  await page.getByLabel('Search users').fill('')

  // Filters.
  await page.getByLabel('Role', { exact: true }).selectOption('supervisor')
  await expect(usersTable(page).getByRole('row')).toHaveCount(3)
  await page.getByLabel('Status', { exact: true }).selectOption('pending')
  await expect(usersTable(page).getByRole('row')).toHaveCount(2)
  await expect(rowOf(page, 'Priya Raman')).toBeVisible()
  await page.getByLabel('Role', { exact: true }).selectOption('')
  await page.getByLabel('Status', { exact: true }).selectOption('')
  await expect(usersTable(page).getByRole('row')).toHaveCount(total + 1)

  // Sorting by name (the server sorts): the list opens by name A→Z, as every list; aria-sort follows.
  const nameHeader = usersTable(page).getByRole('columnheader', { name: 'Name' })
  const names = () => usersTable(page).locator('[role="gridcell"][data-field="fullName"]').allTextContents()
  const byName = (list: string[]) => [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(usersTable(page).getByRole('row').nth(1)).toContainText('Avery Admin')
  expect(await names()).toEqual(byName(await names()))
  // the grid's header sorts when clicked (it also holds the column menu's button)
  await nameHeader.click()
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(usersTable(page).getByRole('row').nth(1)).not.toContainText('Avery Admin')
  expect(await names()).toEqual(byName(await names()).reverse())

  // Paging, server-side, 25 a page as on every list: enough people for a second page (added through the API,
  // one in the form).
  const token = await page.evaluate(() => localStorage.getItem('accessToken') ?? '')
  const fillers = 25 - total
  for (let i = 1; i <= fillers; i++) {
    const response = await page.request.post('/apps/users/add-user', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        data: { fullName: `Page Filler ${i}`, email: `page.filler.${i}@democc.example`, role: 'client' }
      }
    })
    expect(response.status()).toBe(201)
  }
  await addUser(page, { fullName: 'Dana Doe', email: 'dana.doe@democc.example', role: 'supervisor' })
  await expect(page.getByText('Dana Doe was added.')).toBeVisible()
  const now = total + fillers + 1
  await expect(page.getByText(`1–25 of ${now}`)).toBeVisible()
  const pageRequest = page.waitForRequest(request => /\/apps\/users\/list\?.*page=2/.test(request.url()))
  await page.getByRole('button', { name: 'Go to the next page' }).click()
  await pageRequest
  await expect(page.getByText(`26–${now} of ${now}`)).toBeVisible()
  await page.getByRole('button', { name: 'Go to the previous page' }).click()
  await expect(page.getByText(`1–25 of ${now}`)).toBeVisible()
  await page.getByLabel('Search users').fill('dana')
  await expect(usersTable(page).getByRole('row')).toHaveCount(2)

  // Removing asks first; cancelling removes nothing.
  await rowOf(page, 'Dana Doe').getByRole('button', { name: 'Remove Dana Doe' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove Dana Doe?' })
  await expect(confirm).toContainText('dana.doe@democc.example')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(rowOf(page, 'Dana Doe')).toBeVisible()
  await rowOf(page, 'Dana Doe').getByRole('button', { name: 'Remove Dana Doe' }).click()
  await page.getByRole('dialog', { name: 'Remove Dana Doe?' }).getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Dana Doe was removed.')).toBeVisible()
  await expect(rowOf(page, 'Dana Doe')).toHaveCount(0)

  // Nobody removes themselves: no button on one's own row.
  await expect(rowOf(page, 'Avery Admin').getByRole('button')).toHaveCount(0)
})

test('a supervisor sees the users and permissions, adds and removes only supervisors and clients', async ({
  page
}) => {
  await signIn(page, 'Sam Supervisor')
  await page.getByRole('button', { name: 'Open the user menu' }).click()
  await expect(page.getByRole('menu').getByText('Supervisor', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  const navigation = await openNavigation(page)
  await expect(navigation.getByRole('menuitem')).toHaveText([
    'Campaigns',
    'Contact lists',
    'Do-not-call lists',
    'Schedules',
    'Callable time sets',
    'Sequences',
    'Users',
    'Permissions'
  ])
  await navigation.getByRole('menuitem', { name: 'Users' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()

  // No remove button for the admin, nor for oneself; one for a client.
  await expect((await searchRow(page, 'Avery Admin')).getByRole('button')).toHaveCount(0)
  await expect((await searchRow(page, 'Sam Supervisor')).getByRole('button')).toHaveCount(0)
  await expect(
    (await searchRow(page, 'Tom Okafor')).getByRole('button', { name: 'Remove Tom Okafor' })
  ).toBeVisible()
  await page.getByLabel('Search users').fill('')

  // The roles a supervisor may give: supervisor and client.
  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add a user' })
  await expect(drawer.getByLabel('Role').locator('option')).toHaveText(['Supervisor', 'Client'])
  await drawer.getByLabel('Full name').fill('Casey Client')
  await drawer.getByLabel('Email').fill('casey.client@democc.example')
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(page.getByText('Casey Client was added.')).toBeVisible()
  await expect(rowOf(page, 'Casey Client')).toBeVisible()
  await rowOf(page, 'Casey Client').getByRole('button', { name: 'Remove Casey Client' }).click()
  await page
    .getByRole('dialog', { name: 'Remove Casey Client?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(page.getByText('Casey Client was removed.')).toBeVisible()

  // The permissions page is theirs too (the page check follows the page: users, then permissions).
  const again = await openNavigation(page)
  await again.getByRole('menuitem', { name: 'Permissions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible()
  await expect(page.getByRole('grid', { name: 'Permissions of Demo Contact Centre' })).toBeVisible()
})

test('a token the API refuses ends the session: sign in again, and come back to the page', async ({
  page
}) => {
  await signIn(page, 'Avery Admin')
  // The token is swapped on a page of the origin that calls nothing: the live overview would meet the bad
  // token first and end the session there, and /users would then open signed out (no message to show).
  await page.goto('/favicon.svg')
  await page.evaluate(() => localStorage.setItem('accessToken', 'a-token-the-platform-never-issued'))
  await page.goto('/users')
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fusers#errorMessage=/)
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in did not complete' })).toContainText(
    'Your session has ended. Please sign in again.'
  )
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull()
  await signInFromLoginPage(page, 'Avery Admin')
  await expect(page).toHaveURL(/\/users$/)
  await expect(await searchRow(page, 'Avery Admin')).toBeVisible()
})

test('an admin makes Sam a client from his row; at his next sign-in Sam gets the 401 page on /users', async ({
  page,
  browser
}) => {
  await signIn(page, 'Avery Admin')
  await page.goto('/users')
  const row = await searchRow(page, 'Sam Supervisor')
  await row.getByRole('button', { name: 'Change the role of Sam Supervisor' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change the role of Sam Supervisor' })
  await expect(dialog.getByRole('radio', { name: 'Supervisor' })).toBeChecked()
  await dialog.getByRole('radio', { name: 'Client' }).check()
  await dialog.getByRole('button', { name: 'Save role' }).click()
  await expect(page.getByText('Sam Supervisor is now Client.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Client')

  const sams = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const samPage = await sams.newPage()
    await signIn(samPage, 'Sam Supervisor')
    await samPage.goto('/users')
    await expect(samPage.getByRole('heading', { level: 1, name: 'You are not authorized!' })).toBeVisible()
  } finally {
    await sams.close()
    // Sam is a supervisor again for the other tests of this run (same database)
    await searchRow(page, 'Sam Supervisor')
    await row.getByRole('button', { name: 'Change the role of Sam Supervisor' }).click()
    await dialog.getByRole('radio', { name: 'Supervisor' }).check()
    await dialog.getByRole('button', { name: 'Save role' }).click()
    await expect(row).toContainText('Supervisor')
  }
})
