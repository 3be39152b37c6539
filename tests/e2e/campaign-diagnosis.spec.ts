import { expect, type Page, test } from './support/test'

import { resetEmulator, signInFromLoginPage } from './support/emulator'
import { EMULATOR_URL } from './support/testEnvironment'

// "Why isn't it dialing?" (docs/campaigns.md): the dialer's conditions are set through the emulator's control
// API; the overview marks the campaign within a refresh (the e2e servers count 5 s of silence as stalled,
// production a minute) and the campaign page says why; alerts come once.

const NPS = 'Quarterly NPS Survey'
const NPS_ID = 'f0000000-0000-4000-8000-000000000006'
const CUSTOMER_CARE = '12000000-0000-4000-8000-000000000003'
const agentsOnCare = `${EMULATOR_URL}/__emulator/outbound/queues/${CUSTOMER_CARE}/agents`

async function overviewOf(page: Page, search: string) {
  await page.goto('/login')
  await signInFromLoginPage(page, 'Avery Admin')
  await expect(page.getByTestId('campaigns-table')).toBeVisible()
  await page.getByLabel('Search campaigns').fill(search)
  await expect(page.getByRole('link', { name: NPS, exact: true })).toBeVisible()
  await expect(page.getByTestId('live-mode')).toHaveText('Live')
}

test.beforeEach(async ({ request }) => resetEmulator(request))

test('every agent off a running campaign’s queue: the row is marked and the page says why; agents back: the mark goes', async ({
  page,
  request
}) => {
  test.slow()
  await page.setViewportSize({ width: 1440, height: 900 })
  // the page follows the running campaign's statistics (pushed once it has subscribed to them)
  const statsFollowed = page.waitForEvent('websocket').then(socket =>
    socket.waitForEvent('framereceived', {
      predicate: frame => String(frame.payload).includes(`${NPS_ID}.stats`),
      timeout: 20_000
    })
  )
  await overviewOf(page, 'Quarterly NPS')
  await statsFollowed
  const marker = page.getByRole('link', {
    name: /^Not dialing: no agent is available on queue Customer Care/
  })
  await expect(marker).toHaveCount(0)

  expect((await request.delete(agentsOnCare)).ok()).toBe(true)
  const taken = Date.now()
  await expect(marker).toBeVisible({ timeout: 20_000 })
  console.log(`the not-dialing mark ${Date.now() - taken} ms after the agents left (5 s of silence counted)`)

  await marker.click()
  await expect(page.getByRole('heading', { name: NPS, level: 1 })).toBeVisible()
  const why = page.getByRole('region', { name: "Why isn't it dialing?" })
  await expect(why).toContainText('Customer Care')

  expect((await request.put(agentsOnCare, { data: { idle: 6 } })).ok()).toBe(true)
  await page.goBack()
  await expect(page.getByRole('link', { name: NPS, exact: true })).toBeVisible()
  await expect(marker).toHaveCount(0, { timeout: 20_000 })
})

test('a predictive campaign pushed over its abandon target: the alert comes once, with a link to the campaign', async ({
  page,
  request
}) => {
  test.slow()
  await overviewOf(page, 'Quarterly NPS')
  // one idle agent of the five it wants: it dials on and abandons 7.8 % (target 5 %); ten minutes of the
  // platform's time pass, so that today's rate is over the target whatever it dialed before
  const short = { idle: 1, busy: 12, onOtherCalls: 4 }
  expect((await request.put(agentsOnCare, { data: short })).ok()).toBe(true)
  expect(
    (await request.post(`${EMULATOR_URL}/__emulator/clock`, { data: { advanceMs: 600_000 } })).ok()
  ).toBe(true)
  const alerts = page.getByRole('status').filter({ hasText: `${NPS}: the abandon rate today` })
  // the overview asks again (a new search here; by itself once a minute while live)
  let search = 'Quarterly NPS'
  await expect(async () => {
    search = search === 'Quarterly NPS' ? 'Quarterly NPS Survey' : 'Quarterly NPS'
    const answered = page.waitForResponse(response => new URL(response.url()).pathname === '/api/campaigns')
    await page.getByLabel('Search campaigns').fill(search)
    await answered
    await expect(alerts).toHaveCount(1, { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await expect(alerts).toContainText(/over its 5 % target/)
  await expect(alerts.getByRole('link', { name: 'Open the campaign' })).toHaveAttribute(
    'href',
    /\/campaigns\/f0000000-0000-4000-8000-000000000006$/
  )
  // once: later answers (still over) say nothing more
  const loads = { count: 0 }
  page.on('response', response => {
    if (new URL(response.url()).pathname === '/api/campaigns') loads.count += 1
  })
  await page
    .getByLabel('Search campaigns')
    .fill(search === 'Quarterly NPS' ? 'Quarterly NPS Survey' : 'Quarterly NPS')
  await expect.poll(() => loads.count).toBeGreaterThan(0)
  await expect(alerts).toHaveCount(1)
})
