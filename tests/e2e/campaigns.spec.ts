import { expect, test, type Locator, type Page } from './support/test'

import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { addFault, refuseLiveUpdates, resetEmulator, signInFromLoginPage } from './support/emulator'
import { APPS, EMULATOR_URL } from './support/testEnvironment'

// The campaign manager in a real browser against the emulator's Outbound API (docs/campaigns.md,
// docs/campaigns-ui.md): the app's server calls the emulator with the signed-in person's token.

const PILOTS = {
  power: 'Pilot Callback – Power',
  preview: 'Pilot Callback – Preview',
  progressive: 'Pilot Callback – Progressive',
  predictive: 'Pilot Callback – Predictive'
} as const

const rowOf = (page: Page, name: string): Locator =>
  page.getByTestId('campaign-row').filter({ has: page.getByRole('link', { name, exact: true }) })

/** Contacts called, as the row's progress text shows them ("120 / 300 · 40%"). */
async function calledIn(row: Locator): Promise<number> {
  const text = (await row.getByTestId('campaign-progress').locator('..').textContent()) ?? ''
  const match = /([\d,.\s\u202f]+)\s*\/\s*[\d,.\s\u202f]+·/.exec(text)
  return match ? Number(match[1]!.replace(/[^\d]/g, '')) : -1
}

async function signIn(
  page: Page,
  fullName = 'Avery Admin',
  { search = 'Pilot Callback', appUrl = APPS.pkce.url } = {}
): Promise<void> {
  await resetEmulator(page.request)
  await page.goto(`${appUrl}/login`)
  await signInFromLoginPage(page, fullName)
  await expect(page.getByTestId('campaigns-table')).toBeVisible()
  await page.getByLabel('Search campaigns').fill(search)
  await expect(page.getByTestId('campaign-row')).toHaveCount(5)
}

/** A token of the emulator's own, to change things "behind the app's back" as another session would. */
async function platformToken(page: Page, email = 'avery.admin@democc.example'): Promise<string> {
  const response = await page.request.post(`${EMULATOR_URL}/__emulator/tokens`, { data: { email } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { access_token: string }).access_token
}

test('the overview keeps its search, filter and order over a reload and on the way back from a campaign', async ({
  page
}) => {
  await signIn(page)
  await page.getByRole('combobox', { name: /^Dialing mode/ }).click()
  await page.getByRole('listbox').getByRole('option', { name: 'Power', exact: true }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('columnheader', { name: 'Priority' }).click()
  await expect(page.getByTestId('campaign-row')).toHaveCount(1)
  // the address holds the query, so a reload or a shared link opens the same view
  await expect(page).toHaveURL(/\?q=Pilot\+Callback&dialingMode=power&sort=priority%3Aasc$/)

  await page.reload()
  await expect(page.getByLabel('Search campaigns')).toHaveValue('Pilot Callback')
  await expect(page.getByRole('combobox', { name: /^Dialing mode/ })).toHaveText('Power')
  await expect(page.getByRole('columnheader', { name: 'Priority' })).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByTestId('campaign-row')).toHaveCount(1)

  // to the campaign and back by its breadcrumb: the same view again
  await rowOf(page, PILOTS.power).getByRole('link', { name: PILOTS.power }).click()
  await expect(page.getByRole('heading', { level: 1, name: PILOTS.power })).toBeVisible()
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Campaigns' }).click()
  await expect(page).toHaveURL(/\?q=Pilot\+Callback&dialingMode=power&sort=priority%3Aasc$/)
  await expect(page.getByLabel('Search campaigns')).toHaveValue('Pilot Callback')
  await expect(rowOf(page, PILOTS.power)).toBeVisible()
  await expect(page.getByTestId('campaign-row')).toHaveCount(1)
})

test('start a campaign from its switch and watch its progress grow', async ({ page }) => {
  await signIn(page)
  const row = rowOf(page, PILOTS.power)
  const runSwitch = row.getByRole('switch', { name: `Run ${PILOTS.power}` })
  await expect(runSwitch).not.toBeChecked()
  await runSwitch.click()
  await expect(runSwitch).toBeChecked()
  await expect(row).toContainText('On')

  // the emulator dials 2 contacts a second; the overview refreshes every 5 s while the tab is visible
  await expect.poll(() => calledIn(row), { timeout: 15_000 }).toBeGreaterThan(0)
  const first = await calledIn(row)
  await expect.poll(() => calledIn(row), { timeout: 15_000 }).toBeGreaterThan(first)
  await expect(row.getByTestId('campaign-progress')).toHaveAttribute('aria-valuenow', /^\d+$/)
})

test('bulk: start three campaigns, then stop the same three, each confirmed with what will happen', async ({
  page
}) => {
  await signIn(page)
  const names = [PILOTS.power, PILOTS.preview, PILOTS.progressive]
  // (the grid's selection is the page's state: a click shows as checked once the page has taken it)
  const choose = async (name: string) => {
    const box = page.getByRole('checkbox', { name: `Select ${name}` })
    await box.click()
    await expect(box).toBeChecked()
  }
  for (const name of names) await choose(name)
  await expect(page.getByTestId('bulk-actions')).toContainText('Selected: 3')

  await page.getByTestId('bulk-start').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('bulk-plan')).toContainText('Start 3 campaigns')
  for (const name of names) await expect(dialog.getByTestId('bulk-plan')).toContainText(name)
  await dialog.getByTestId('confirm-button').click()
  await expect(dialog).toBeHidden()
  for (const name of names) await expect(rowOf(page, name).getByRole('switch')).toBeChecked()
  // a done action clears the selection and names what it did; choose the same three again
  await expect(page.getByTestId('action-results')).toContainText('Started 3 of 3.')
  for (const name of names) await expect(page.getByTestId('action-results')).toContainText(name)
  for (const name of names) await choose(name)

  await page.getByTestId('bulk-stop').click()
  await expect(dialog.getByTestId('bulk-plan')).toContainText('Stop 3 campaigns')
  await dialog.getByTestId('confirm-button').click()
  await expect(dialog).toBeHidden()
  // stopping lasts 2 s in the emulator; the next refreshes show them off
  for (const name of names) await expect(rowOf(page, name)).toContainText(/Off/, { timeout: 15_000 })
  for (const name of names) await expect(rowOf(page, name).getByRole('switch')).not.toBeChecked()
  // the one left alone was not touched
  await expect(rowOf(page, PILOTS.predictive).getByRole('switch')).not.toBeChecked()
})

test('a version conflict is shown with what changed, and resolved by keeping mine on the new version', async ({
  page
}) => {
  await signIn(page)
  await page.getByRole('link', { name: PILOTS.power, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/campaigns/${knownCampaigns.offPower}$`))
  const form = page.getByTestId('settings-form')
  const callerName = form.getByTestId('field-callerName')
  await expect(callerName).toBeVisible()
  await callerName.fill('Demo Pilot Desk')

  // meanwhile someone else changes the caller address in Genesys Cloud
  const token = await platformToken(page)
  const url = `${EMULATOR_URL}/api/v2/outbound/campaigns/${knownCampaigns.offPower}`
  const headers = { Authorization: `Bearer ${token}` }
  const campaign = (await (await page.request.get(url, { headers })).json()) as Record<string, unknown>
  const changed = await page.request.put(url, {
    headers,
    data: { ...campaign, callerAddress: '+353 1 555 0199' }
  })
  expect(changed.ok()).toBe(true)

  await form.getByTestId('save-settings').click()
  const conflict = page.getByTestId('conflict-dialog')
  await expect(conflict).toBeVisible()
  await expect(conflict.getByTestId('conflict-callerName')).toContainText('Demo Pilot Desk')
  await expect(conflict.getByTestId('conflict-callerAddress')).toContainText('+353 1 555 0199')
  await conflict.getByRole('button', { name: 'Keep mine on the current version' }).click()
  await expect(conflict).toBeHidden()
  await expect(callerName).toHaveValue('Demo Pilot Desk')
  await form.getByTestId('save-settings').click()

  await expect
    .poll(async () => {
      const now = (await (await page.request.get(url, { headers })).json()) as Record<string, unknown>
      return [now.callerName, now.callerAddress]
    })
    .toEqual(['Demo Pilot Desk', '+353 1 555 0199'])
})

test('Vic may look but not start: the switch is disabled and says which permission he lacks', async ({
  page
}) => {
  // On the implicit-grant build (its own database): signing Vic in lists him, and users.spec.ts adds him to
  // the pkce build's list itself.
  await signIn(page, 'Vic Viewer', { appUrl: APPS.implicit.url })
  const runSwitch = rowOf(page, PILOTS.power).getByRole('switch', { name: `Run ${PILOTS.power}` })
  await expect(runSwitch).toBeDisabled()
  await expect(runSwitch).toHaveAccessibleDescription(
    'You need the Genesys Cloud permission “Start campaigns” (outbound:campaign:start).'
  )
  // nor create one (Vic lacks outbound:campaign:add)
  await expect(page.getByTestId('new-campaign')).toHaveAttribute('aria-disabled', 'true')
  // he may start, stop and recycle nothing: no selection checkboxes leading to refusals (issue 33, finding 10)
  await expect(rowOf(page, PILOTS.power).getByRole('checkbox')).toHaveCount(0)
  // and the navigation offers only what he may open: not the week view, callable times or sequences
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const navigation = page.getByRole('menu', { name: 'Main navigation' })
  // (the lists come once his permissions are known: then the others are known to be left out)
  await expect(navigation.getByRole('menuitem', { name: 'Do-not-call lists' })).toBeVisible()
  for (const name of ['Schedules', 'Callable time sets', 'Sequences'])
    await expect(navigation.getByRole('menuitem', { name })).toHaveCount(0)
})

test('a burst of 429s from Genesys Cloud goes unnoticed: the figures keep coming, no warning shows', async ({
  page
}) => {
  await signIn(page)
  // The figures come from the app's server here (no live channel), which reads them from Genesys Cloud.
  await refuseLiveUpdates(page.request)
  await expect(page.getByTestId('live-mode')).toHaveText('Updating every 5 s')
  const row = rowOf(page, PILOTS.power)
  await row.getByRole('switch', { name: `Run ${PILOTS.power}` }).click()
  await expect.poll(() => calledIn(row), { timeout: 15_000 }).toBeGreaterThan(0)

  // the next two bulk progress calls are refused with Retry-After: 1; the app's server waits and retries
  await addFault(page.request, {
    method: 'POST',
    path: '/api/v2/outbound/campaigns/progress',
    status: 429,
    times: 2
  })
  const before = await calledIn(row)
  await expect.poll(() => calledIn(row), { timeout: 20_000 }).toBeGreaterThan(before)
  await expect(page.getByTestId('refresh-problem')).toHaveCount(0)
  const faults = (await (await page.request.get(`${EMULATOR_URL}/__emulator/faults`)).json()) as unknown[]
  expect(faults, 'both 429s were served').toHaveLength(0)
})
