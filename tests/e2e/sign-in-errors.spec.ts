import { expect, type Page, test } from './support/test'

import { addFault, chooseUser, resetEmulator, signInFromLoginPage, storedSession } from './support/emulator'
import { EMULATOR_URL } from './support/testEnvironment'

test.beforeEach(async ({ request }) => resetEmulator(request))

// The login page's alert (Next's route announcer is an alert too).
const errorAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Sign-in did not complete' })

test('an expired session is cleared and the platform login starts ("Token has expired" logged)', async ({
  page
}) => {
  const logged: string[] = []
  page.on('request', request => {
    if (request.url().endsWith('/api/logs')) logged.push(request.postData() ?? '')
  })
  await page.goto('/login')
  await page.evaluate(() => {
    const user = {
      id: 1,
      role: 'admin',
      fullName: 'Avery Admin',
      username: 'a',
      email: 'a@x',
      company: 'Demo Contact Centre',
      companyID: 'o'
    }
    localStorage.setItem('userData', JSON.stringify({ value: user, expiry: Date.now() - 1000 }))
    localStorage.setItem('accessToken', 'stale-token')
  })
  await page.goto('/?view=mine')
  await expect(page).toHaveURL(/\/login\/oauth\/authorize/)
  expect(logged.join('\n')).toContain('Token has expired')

  // Back in the app after signing in again: the page asked for, and a fresh session.
  await chooseUser(page, 'Avery Admin')
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await expect(page).toHaveURL(/\/\?view=mine$/)
  const { accessToken } = await storedSession(page)
  expect(accessToken).not.toBe('stale-token')
})

test('a callback without a token ends on /login with the spec message', async ({ page }) => {
  await page.goto('/pages/campaign-manager/')
  await expect(page).toHaveURL(/\/login#errorMessage=/)
  await expect(errorAlert(page)).toContainText('Did not get a token out of getParameterByName.')
  expect(await storedSession(page)).toEqual({ userData: null, accessToken: null })
})

test('incomplete organisation info from the platform ends on /login with the spec message', async ({
  page,
  request
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  // users/me answers without the organisation (what a token of a half-provisioned org looks like).
  await addFault(request, {
    method: 'GET',
    path: '/api/v2/users/me',
    status: 200,
    body: {
      id: 'u1',
      name: 'Avery Admin',
      email: 'avery.admin@democc.example',
      username: 'avery.admin@democc.example'
    }
  })
  await chooseUser(page, 'Avery Admin')
  await expect(errorAlert(page)).toContainText(
    'Could not get information about the organization from Genesys Cloud'
  )
  await expect(page).toHaveURL(/\/login#errorMessage=/)
  expect(await storedSession(page)).toEqual({ userData: null, accessToken: null })
})

test('a failing validation (platform down) ends on /login with a clear message', async ({
  page,
  request
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await addFault(request, { method: 'GET', path: '/api/v2/users/me', status: 503, times: 1 })
  await chooseUser(page, 'Avery Admin')
  await expect(errorAlert(page)).toContainText('Genesys Cloud could not be reached to verify your sign-in')
  expect(await storedSession(page)).toEqual({ userData: null, accessToken: null })

  // Once the platform is back, signing in works.
  await signInFromLoginPage(page)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
})

test('a tampered state is refused', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await expect(page).toHaveURL(/\/login\/oauth\/authorize/)
  const authorize = new URL(page.url())
  authorize.searchParams.set('state', 'eyJuIjoiZm9yZ2VkIiwiciI6Ii8ifQ')
  await page.goto(authorize.toString())
  await chooseUser(page, 'Avery Admin')
  await expect(errorAlert(page)).toContainText('did not match this sign-in attempt')
  expect(await storedSession(page)).toEqual({ userData: null, accessToken: null })
})

test('cancelling at the platform comes back with a message', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(errorAlert(page)).toContainText('Sign-in was canceled at Genesys Cloud.')
})

test('logout clears the session, revokes the token and shows /login', async ({ page, baseURL }) => {
  await page.goto('/login')
  await signInFromLoginPage(page)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  const { accessToken } = await storedSession(page)

  await page.getByRole('button', { name: 'Open the user menu' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByText('Avery Admin')).toBeVisible()
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible()
  const revoked = page.waitForResponse(
    r => r.url() === `${baseURL}/api/auth/Logout` && r.request().method() === 'POST'
  )
  await menu.getByRole('menuitem', { name: 'Logout' }).click()

  await expect(page).toHaveURL(`${baseURL}/login`)
  await expect(page.getByRole('button', { name: 'Sign in with Genesys Cloud' })).toBeVisible()
  expect(await storedSession(page)).toEqual({ userData: null, accessToken: null })
  expect((await revoked).status()).toBe(204)
  const me = await page.request.get(`${EMULATOR_URL}/api/v2/users/me`, {
    headers: { Authorization: `Bearer ${accessToken}` }
  })
  expect(me.status()).toBe(401)
  // and the app's own API refuses it at once (it had validated it a moment ago)
  const users = await page.request.get(`${baseURL}/apps/users/list`, {
    headers: { Authorization: accessToken! }
  })
  expect(users.status()).toBe(401)

  // Signed out means signed out: the home page asks for a sign-in again.
  await page.goto('/')
  await expect(page).toHaveURL(`${baseURL}/login`)
})
