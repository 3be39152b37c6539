import { expect, test } from './support/test'

import { chooseUser, resetEmulator, signInFromLoginPage, storedSession } from './support/emulator'
import { APPS, EMULATOR_URL } from './support/testEnvironment'

test.beforeEach(async ({ request }) => resetEmulator(request))

for (const grant of ['pkce', 'implicit'] as const) {
  test(`signs in as Avery Admin with the ${grant} grant and lands on the home page`, async ({ page }) => {
    const app = APPS[grant]
    const visited: string[] = []
    page.on('framenavigated', frame => {
      if (frame === page.mainFrame()) visited.push(frame.url())
    })

    await page.goto(`${app.url}/`)
    await expect(page).toHaveURL(`${app.url}/login`)
    await expect(page).toHaveTitle('Campaign Manager')

    await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
    await expect(page).toHaveURL(/\/login\/oauth\/authorize/)
    const authorize = new URL(page.url())
    expect(authorize.searchParams.get('response_type')).toBe(grant === 'pkce' ? 'code' : 'token')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/pages/campaign-manager/`)
    expect(authorize.searchParams.get('state')).toBeTruthy()

    await chooseUser(page, 'Avery Admin')
    await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
    await expect(page).toHaveURL(`${app.url}/`)
    await expect(page.getByText('Organization: Demo Contact Centre')).toBeVisible()

    const { userData, accessToken } = await storedSession(page)
    expect(userData).toMatchObject({
      value: {
        id: 1,
        role: 'admin',
        fullName: 'Avery Admin',
        username: 'avery.admin@democc.example',
        email: 'avery.admin@democc.example',
        company: 'Demo Contact Centre'
      }
    })
    const expiry = (userData as { expiry: number }).expiry
    expect(expiry - Date.now()).toBeGreaterThan(86_400_000 - 60_000)
    expect(expiry - Date.now()).toBeLessThanOrEqual(86_400_000)
    expect(accessToken).toBeTruthy()

    // The token (or code) left the address bar before the app ran: the URL now has none, and the only
    // URL that ever held it is the callback's own first load.
    const secretUrls = visited.filter(url => /[?#&](code|access_token)=/.test(url))
    expect(secretUrls.length).toBeLessThanOrEqual(1)
    expect(page.url()).not.toMatch(/code=|access_token=/)
    expect(await page.evaluate(() => window.location.href)).not.toContain(accessToken!)

    // The token works at the platform.
    const me = await page.request.get(`${EMULATOR_URL}/api/v2/users/me`, {
      headers: { Authorization: `Bearer ${accessToken}` }
    })
    expect(me.status()).toBe(200)
  })
}

test('keeps the returnUrl through the round trip', async ({ page }) => {
  await page.goto('/?status=on&sort=name')
  await expect(page).toHaveURL('/login?returnUrl=%2F%3Fstatus%3Don%26sort%3Dname')
  await signInFromLoginPage(page)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await expect(page).toHaveURL('/?status=on&sort=name')
})

for (const target of [
  'https://evil.example/phish',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example'
]) {
  test(`never follows an open-redirect returnUrl: ${target}`, async ({ page, baseURL }) => {
    await page.goto(`/login?returnUrl=${encodeURIComponent(target)}`)
    await signInFromLoginPage(page)
    await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
    await expect(page).toHaveURL(`${baseURL}/`)
  })
}

test('a guest visiting /login while signed in goes to the home page', async ({ page, baseURL }) => {
  await page.goto('/login')
  await signInFromLoginPage(page)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await page.goto('/login')
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
})

test('a stored session survives a reload without a new sign-in', async ({ page, baseURL }) => {
  await page.goto('/login')
  await signInFromLoginPage(page)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}/`)
})
