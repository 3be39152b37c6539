/**
 * Campaign Manager as a Genesys Cloud Client App (docs/security.md): framed by a page of an allowed Genesys
 * Cloud host (here the emulator's origin, the only "region" of the e2e builds; the host page is served by the
 * test, the emulator knows nothing of it), framed by nothing else.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Page } from './support/test'
import { expect, test } from './support/test'
import { expectNoAxeViolations } from './support/a11y'
import { resetEmulator } from './support/emulator'
import { APPS, EMULATOR_URL } from './support/testEnvironment'

const APP = APPS.pkce.url
const context = { hostOrigin: EMULATOR_URL, targetEnv: 'prod', langTag: 'fr' }
const clientAppUrl = (params: Record<string, string>) => `${APP}/?${new URLSearchParams(params).toString()}`
const templateParams = { gcHostOrigin: context.hostOrigin, gcTargetEnv: context.targetEnv, langTag: 'fr' }

/** The emulator's stand-in for the Genesys Cloud UI (its own origin) showing the app as a Client App. */
async function openHost(page: Page, src: string) {
  await page.goto(`${EMULATOR_URL}/__emulator/client-app-host?src=${encodeURIComponent(src)}`)
}

const appFrame = (page: Page) => page.frames().find(frame => frame.url().startsWith(APP))

test.beforeEach(async ({ request }) => resetEmulator(request))

test('inside an allowed Genesys Cloud it signs in (through a popup), in the host language, and keeps the parameters', async ({
  page
}) => {
  await page.setViewportSize({ width: 1300, height: 800 })
  await openHost(page, clientAppUrl(templateParams))
  const frame = page.frameLocator('iframe')
  // langTag=fr: the host's language comes first
  const signIn = frame.getByRole('button', { name: 'Se connecter avec Genesys Cloud' })
  await expect(signIn).toBeVisible()
  const popupOpened = page.waitForEvent('popup')
  await signIn.click()
  const popup = await popupOpened
  await expect(popup).toHaveURL(new RegExp(`^${EMULATOR_URL}/login/oauth/authorize`))
  // the parameters travel in the OAuth state, and PKCE is used
  const authorize = new URL(popup.url())
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  const state = JSON.parse(Buffer.from(authorize.searchParams.get('state') ?? '', 'base64url').toString())
  expect(state.c).toEqual(context)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
  await closed
  // the frame finished the sign-in and shows the overview, in French
  await expect(frame.getByText('Bienvenue, Avery Admin')).toBeVisible()
  await expect(frame.locator('html')).toHaveAttribute('lang', 'fr')
  // the parameters survived the round trip: in the address, and in the frame's session
  const framed = appFrame(page)
  expect(framed).toBeDefined()
  const address = new URL(framed!.url())
  expect(address.pathname).toBe('/')
  expect(Object.fromEntries(address.searchParams)).toEqual(templateParams)
  expect(await framed!.evaluate(() => JSON.parse(sessionStorage.getItem('clientApp') ?? 'null'))).toEqual(
    context
  )
  expect(await framed!.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy()
})

test('alerts reach the Genesys Cloud UI as its own toasts (Client App SDK)', async ({ page, request }) => {
  test.slow()
  await page.setViewportSize({ width: 1300, height: 800 })
  // the host page records what the app posts to it, as the Genesys Cloud UI receives it
  await openHost(page, clientAppUrl({ ...templateParams, langTag: 'en' }))
  await page.evaluate(() => {
    const host = window as unknown as { received: unknown[] }
    host.received = []
    window.addEventListener('message', event => host.received.push(event.data))
  })
  // the app follows the running campaign's statistics (pushed once it has subscribed to them)
  const statsFollowed = page.waitForEvent('websocket').then(socket =>
    socket.waitForEvent('framereceived', {
      predicate: frame => String(frame.payload).includes('f0000000-0000-4000-8000-000000000006.stats'),
      timeout: 20_000
    })
  )
  const frame = page.frameLocator('iframe')
  const popupOpened = page.waitForEvent('popup')
  await frame.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  const popup = await popupOpened
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
  await closed
  await frame.getByLabel('Search campaigns').fill('Quarterly NPS')
  await expect(frame.getByRole('link', { name: 'Quarterly NPS Survey', exact: true })).toBeVisible()
  await expect(frame.getByTestId('live-mode')).toHaveText('Live')
  await statsFollowed

  // every agent off its queue: the campaign stops dialing, and the alert goes to the host too
  const queue = '12000000-0000-4000-8000-000000000003'
  expect((await request.delete(`${EMULATOR_URL}/__emulator/outbound/queues/${queue}/agents`)).ok()).toBe(true)
  await expect(
    frame.getByRole('status').filter({ hasText: 'Quarterly NPS Survey is not dialing' })
  ).toBeVisible({
    timeout: 20_000
  })
  const toasts = () =>
    page.evaluate(() =>
      (window as unknown as { received: Record<string, unknown>[] }).received.filter(
        message => message?.action === 'showToast'
      )
    )
  await expect.poll(toasts).toEqual([
    expect.objectContaining({
      protocol: 'purecloud-client-apps',
      title: 'Campaign Manager',
      message: expect.stringContaining(
        'Quarterly NPS Survey is not dialing: no agent is available on queue Customer Care'
      ),
      type: 'error'
    })
  ])
})

test('a Genesys Cloud outside the allowed regions gets a clear refusal, and nothing is followed', async ({
  page
}) => {
  const requested: string[] = []
  page.on('request', request => requested.push(request.url()))
  await openHost(
    page,
    clientAppUrl({ gcHostOrigin: 'https://apps.mypurecloud.jp', gcTargetEnv: 'prod-apne1', langTag: 'fr-FR' })
  )
  const frame = page.frameLocator('iframe')
  await expect(
    frame.getByRole('heading', { name: 'Campaign Manager ne fonctionne pas avec ce Genesys Cloud' })
  ).toBeVisible()
  await expect(frame.getByText('https://apps.mypurecloud.jp', { exact: false })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Se connecter avec Genesys Cloud' })).toHaveCount(0)
  expect(requested.filter(url => new URL(url).hostname.endsWith('mypurecloud.jp'))).toEqual([])
  expect(await appFrame(page)!.evaluate(() => sessionStorage.getItem('clientApp'))).toBeNull()
})

test('in English, the refusal names the environment when only that is wrong', async ({ page }) => {
  await openHost(page, clientAppUrl({ gcTargetEnv: 'prod-euw1', langTag: 'en-US' }))
  const frame = page.frameLocator('iframe')
  await expect(
    frame.getByRole('heading', { name: 'Campaign Manager does not work with this Genesys Cloud' })
  ).toBeVisible()
  await expect(frame.getByText('(prod-euw1)', { exact: false })).toBeVisible()
})

test.describe('another site', () => {
  test.use({ expectedCspViolations: [/frame-ancestors/] })

  test('cannot frame the app', async ({ page }) => {
    // a real local server (Chromium does not let a page Playwright answers itself frame a local one)
    const site = createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.end(`<!doctype html><html lang="en"><title>Another site</title>
        <iframe title="Campaign Manager" src="${clientAppUrl(templateParams)}" width="1200" height="700"></iframe></html>`)
    })
    await new Promise<void>(resolve => site.listen(0, '127.0.0.1', resolve))
    try {
      await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`)
      await page.waitForLoadState('load')
      const frame = page.frameLocator('iframe')
      await expect(frame.locator('#__next')).toHaveCount(0)
      await expect(frame.getByRole('button')).toHaveCount(0)
      expect(appFrame(page)?.url() ?? '').not.toContain('gcHostOrigin')
    } finally {
      site.close()
    }
  })
})

test('the refusal page passes axe, in English and in Arabic', async ({ page }) => {
  for (const langTag of ['en', 'ar']) {
    await page.goto(clientAppUrl({ gcHostOrigin: 'https://apps.mypurecloud.jp', langTag }))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', langTag)
    await expectNoAxeViolations(page, `the Client App refusal (${langTag})`)
  }
})
