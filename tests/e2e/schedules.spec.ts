import { expect, type Page, test } from './support/test'

import {
  emulatorNow,
  platformGet,
  resetEmulator,
  setEmulatorClock,
  signInFromLoginPage
} from './support/emulator'
import { EMULATOR_URL } from './support/testEnvironment'

// When campaigns run without anyone at the switch (docs/schedules-ui.md): the emulator's clock is moved instead
// of waiting, and the platform does what it would have done meanwhile (schedules, dialing, sequences).

const POWER = 'Pilot Callback – Power'
const POWER_ID = 'f0000000-0000-4000-8000-000000000001'
const QUARTER_MS = 15 * 60_000

test.beforeEach(async ({ request }) => resetEmulator(request))

async function signIn(page: Page) {
  await page.goto('/login')
  await signInFromLoginPage(page)
  await expect(page.getByTestId('campaigns-table')).toBeVisible()
}

/** A `datetime-local` value of `at` in the browser's own zone (the form's zone for a new run). */
const localValue = (page: Page, at: number) =>
  page.evaluate(ms => {
    const date = new Date(ms)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  }, at)

test('a run set in the week view turns the campaign on at its start and off at its end, live on the week view and the overview', async ({
  page,
  request
}) => {
  test.slow()
  // a slow dialer: the campaign's 300 contacts outlast its quarter of an hour (it stops at the end, not done)
  const slow = await request.post(`${EMULATOR_URL}/__emulator/outbound/settings`, {
    data: { contactsPerSecond: 0.1 }
  })
  expect(slow.ok()).toBe(true)
  await signIn(page)
  await page.goto('/schedules')
  await page.getByRole('button', { name: 'New interval' }).click()
  const dialog = page.getByTestId('interval-dialog')
  await dialog.getByLabel('Campaign').fill('Pilot Callback – Power')
  await page.getByRole('option', { name: POWER }).click()
  // the next quarter hour of the platform's time (the form takes quarter hours), for a quarter of an hour
  const start = Math.ceil((await emulatorNow(request)) / QUARTER_MS) * QUARTER_MS + QUARTER_MS
  const end = start + QUARTER_MS
  await dialog.getByLabel('Start').fill(await localValue(page, start))
  await dialog.getByLabel('End').fill(await localValue(page, end))
  // the week view follows the campaign once it has a schedule: the platform pushes its status
  const following = page.waitForResponse(
    response =>
      response.request().method() === 'PUT' &&
      response.url().includes('/api/v2/notifications/channels/') &&
      (response.request().postData() ?? '').includes(`v2.outbound.campaigns.${POWER_ID}"`)
  )
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('live-mode')).toHaveText('Live')
  await following
  // the rows are virtualised: the power campaigns only, so that its row is drawn
  await page.getByLabel('Dialing mode').selectOption({ label: 'Power' })
  const weekRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: POWER }) })
  await expect(weekRow.getByTestId('campaign-status')).toHaveText('Off')
  // the overview open beside it, on a second screen (its own window: a tab behind another draws later),
  // following the same campaign
  const overview = await (await page.context().browser()!.newContext()).newPage()
  await signIn(overview)
  await expect(overview.getByTestId('live-mode')).toHaveText('Live')
  const subscribed = overview.waitForResponse(
    response =>
      response.request().method() === 'PUT' &&
      response.url().includes('/api/v2/notifications/channels/') &&
      (response.request().postData() ?? '').includes(`v2.outbound.campaigns.${POWER_ID}"`)
  )
  await overview.getByLabel('Search campaigns').fill('Pilot Callback')
  const power = overview.getByRole('switch', { name: `Run ${POWER}` })
  await expect(overview.getByTestId('campaign-row')).toHaveCount(5)
  await expect(power).not.toBeChecked()
  await subscribed

  const reads = { count: 0 }
  for (const screen of [page, overview])
    screen.on('request', request => {
      if (['/api/schedules', '/api/campaigns'].includes(new URL(request.url()).pathname)) reads.count += 1
    })
  // pushed by the platform at the start and at the end: both screens change without asking the server
  await setEmulatorClock(request, start + 1_000)
  await expect(weekRow.getByTestId('campaign-status')).toHaveText('On')
  await expect(power).toBeChecked()
  await setEmulatorClock(request, end + 1_000)
  await expect(weekRow.getByTestId('campaign-status')).toHaveText('Off')
  await expect(power).not.toBeChecked()
  expect(reads.count).toBe(0)
})

interface PlatformSequence {
  name: string
  campaigns: { id: string }[]
}
interface PlatformCampaign {
  name: string
  contactList: { id: string }
}

test('a sequence starts its second campaign when the first completes', async ({ page, request }) => {
  test.slow()
  const sequence = await platformGet<PlatformSequence>(
    request,
    '/api/v2/outbound/sequences/18000000-0000-4000-8000-000000000001'
  )
  const [first, second] = await Promise.all(
    sequence.campaigns
      .slice(0, 2)
      .map(ref => platformGet<PlatformCampaign>(request, `/api/v2/outbound/campaigns/${ref.id}`))
  )
  const list = await platformGet<{ size: number }>(
    request,
    `/api/v2/outbound/contactlists/${first!.contactList.id}?includeSize=true`
  )
  const { contactsPerSecond } = (await (
    await request.get(`${EMULATOR_URL}/__emulator/outbound/settings`)
  ).json()) as { contactsPerSecond: number }

  await signIn(page)
  await page.goto('/sequences')
  await page.getByRole('button', { name: `Start ${sequence.name}` }).click()
  // a start dials at once: asked first, naming the campaign that dials first (issue 33, finding 8)
  const ask = page.getByRole('dialog', { name: `Start ${sequence.name}?` })
  await expect(ask).toContainText(
    `${first!.name} (campaign 1 of ${sequence.campaigns.length}) starts dialing`
  )
  await ask.getByRole('button', { name: 'Start dialing' }).click()
  const row = page.getByRole('row').filter({ hasText: sequence.name })
  await expect(row.locator('li[aria-current="step"]')).toContainText(`${first!.name} · On`)

  // the first campaign's whole list, and a minute more: the second has started (and is far from done)
  const started = await emulatorNow(request)
  await setEmulatorClock(request, started + (list.size / contactsPerSecond) * 1_000 + 60_000)
  // the server reads campaigns' statuses again at most every 10 s (docs/campaigns.md)
  await expect(async () => {
    await page.reload()
    await expect(row.locator('li[aria-current="step"]')).toContainText(`${second!.name} · On`, {
      timeout: 2_000
    })
  }).toPass({ timeout: 30_000 })
  await expect(row.getByRole('listitem').first()).toContainText(`${first!.name} · Complete`)
})

test('a callable time set keeps contacts outside their calling hours from being dialed', async ({
  page,
  request
}) => {
  test.slow()
  // "Card Activation – North" uses the seeded "US calling hours" (08:00–21:00 in the contact's own zone)
  const campaignId = 'f0000000-0000-4000-8000-000000000132'
  const campaign = await platformGet<PlatformCampaign & { callableTimeSet?: { id: string } }>(
    request,
    `/api/v2/outbound/campaigns/${campaignId}`
  )
  expect(campaign.callableTimeSet).toBeDefined()
  const list = await platformGet<{ size: number; name: string }>(
    request,
    `/api/v2/outbound/contactlists/${campaign.contactList.id}?includeSize=true`
  )
  // 14:00 UTC: before 08:00 in Los Angeles (06:00 or 07:00), after it in New York, whatever the season
  const now = await emulatorNow(request)
  const day = 86_400_000
  const twoPm = Math.floor(now / day) * day + 14 * 3_600_000
  const run = twoPm > now ? twoPm : twoPm + day
  await setEmulatorClock(request, run)

  await signIn(page)
  await page.goto(`/campaigns/${campaignId}`)
  await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible()
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
  // every contact reached at 2 a second, before 16:00 UTC (08:00 in Los Angeles)
  await setEmulatorClock(request, (await emulatorNow(request)) + (list.size / 2) * 1_000 + 60_000)

  await page.goto(`/contact-lists/${campaign.contactList.id}`)
  const grid = page.getByRole('grid', { name: `Contacts of ${list.name}` })
  const contacts = grid.getByRole('row').filter({ has: page.getByRole('gridcell') })
  await page.getByLabel('Search contacts').fill('America/Los_Angeles')
  await expect(contacts.first()).toContainText('America/Los_Angeles')
  // the seeded lists have attempts from earlier passes: today's are the run's
  const runDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(run)
  expect(await contacts.count()).toBeGreaterThan(0)
  await expect(contacts.filter({ hasText: runDay })).toHaveCount(0)

  await page.getByLabel('Search contacts').fill('America/New_York')
  await expect(contacts.first()).toContainText('America/New_York')
  await expect(contacts.filter({ hasText: runDay }).first()).toBeVisible()
})
