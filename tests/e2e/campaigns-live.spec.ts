import { type Browser, expect, type Page, test } from './support/test'

import { resetEmulator, signInFromLoginPage } from './support/emulator'
import { EMULATOR_URL } from './support/testEnvironment'

// Live updates through the platform's Notifications API (docs/campaigns-ui.md): what one supervisor does shows
// on another's screen at once, with no reload and no 5 s poll; when the sockets drop, the screens say so and
// keep up by asking, then go live again.

const POWER = 'Pilot Callback – Power'

async function overviewOf(browser: Browser, fullName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/login')
  await signInFromLoginPage(page, fullName)
  await expect(page.getByTestId('campaigns-table')).toBeVisible()
  await page.getByLabel('Search campaigns').fill('Pilot Callback')
  await expect(page.getByTestId('campaign-row')).toHaveCount(5)
  await expect(page.getByTestId('live-mode')).toHaveText('Live')
  return page
}

test.beforeEach(async ({ request }) => resetEmulator(request))

test("a campaign Avery starts shows On on Sam's overview within 2 s, without a reload", async ({
  browser
}) => {
  const sam = await overviewOf(browser, 'Sam Supervisor')
  const avery = await overviewOf(browser, 'Avery Admin')
  const samSwitch = sam.getByRole('switch', { name: `Run ${POWER}` })
  await expect(samSwitch).not.toBeChecked()
  const samLoads = { count: 0 }
  sam.on('request', request => {
    if (new URL(request.url()).pathname === '/api/campaigns') samLoads.count += 1
  })

  await avery.getByRole('switch', { name: `Run ${POWER}` }).click()
  const started = Date.now()
  await expect(samSwitch).toBeChecked({ timeout: 2_000 })
  console.log(`a status change on another supervisor's screen after ${Date.now() - started} ms`)
  // pushed, not polled: Sam's page did not ask the server for it
  expect(samLoads.count).toBe(0)
  await expect(sam.getByTestId('summary-on')).toContainText(/\d/)
})

test('when the sockets drop, the overview says so and keeps up by asking, then is live again', async ({
  browser,
  request
}) => {
  // two sign-ins, a fallback and a reconnection after backoff (1, 2, 5 s…): more than the default 30 s
  test.slow()
  const sam = await overviewOf(browser, 'Sam Supervisor')
  const avery = await overviewOf(browser, 'Avery Admin')
  // every socket dropped, and new channels refused for a while
  await request.post(`${EMULATOR_URL}/__emulator/notifications/drop`, { data: { refuseForMs: 2_500 } })
  await expect(sam.getByTestId('live-mode')).toHaveText('Updating every 5 s')

  // still up to date, by asking every 5 s
  await avery.getByRole('switch', { name: `Run ${POWER}` }).click()
  await expect(sam.getByRole('switch', { name: `Run ${POWER}` })).toBeChecked({ timeout: 7_000 })

  // and live again once channels are accepted
  await expect(sam.getByTestId('live-mode')).toHaveText('Live', { timeout: 30_000 })
})
