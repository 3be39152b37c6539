import { expect, type Locator, type Page, test } from './support/test'

import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { resetEmulator, signInFromLoginPage } from './support/emulator'
import { EMULATOR_URL } from './support/testEnvironment'

// The campaign screens with the keyboard alone (docs/campaigns-ui.md): every control is reached with Tab,
// operated with Space or Enter, and the focus is never lost, not even while the live refresh runs.

const POWER = 'Pilot Callback – Power'

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate(element => element === document.activeElement)) return
  }
  throw new Error(`not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}: ${String(target)}`)
}

/**
 * Moves the focus inside the campaigns grid with the arrow keys until `target` (a control in a cell) has it:
 * the grid is one Tab stop, and its cells are reached as in any ARIA grid.
 */
async function arrowTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate(element => element === document.activeElement)) return
    const [goal, now] = await Promise.all([
      target.evaluate(element => {
        const cell = element.closest('[role="gridcell"], [role="columnheader"]')
        return {
          row: Number(cell?.closest('[aria-rowindex]')?.getAttribute('aria-rowindex') ?? 0),
          column: Number(cell?.getAttribute('aria-colindex') ?? 0)
        }
      }),
      page.evaluate(() => {
        const cell = document.activeElement?.closest('[role="gridcell"], [role="columnheader"]')
        return {
          row: Number(cell?.closest('[aria-rowindex]')?.getAttribute('aria-rowindex') ?? 0),
          column: Number(cell?.getAttribute('aria-colindex') ?? 0)
        }
      })
    ])
    const key =
      now.row < goal.row
        ? 'ArrowDown'
        : now.row > goal.row
          ? 'ArrowUp'
          : now.column < goal.column
            ? 'ArrowRight'
            : 'ArrowLeft'
    await page.keyboard.press(key)
  }
  throw new Error(`not reached with ${max} arrow presses: ${String(target)}`)
}

async function signIn(page: Page): Promise<void> {
  await resetEmulator(page.request)
  await page.goto('/login')
  await signInFromLoginPage(page)
  await expect(page.getByTestId('campaigns-table')).toBeVisible()
}

test('overview: select a campaign and run it with the keyboard; the bulk dialog closes with Escape', async ({
  page
}) => {
  await signIn(page)
  const search = page.getByLabel('Search campaigns')
  await search.focus()
  await page.keyboard.type('Pilot Callback')
  await expect(page.getByTestId('campaign-row')).toHaveCount(5)

  // from the search, forward through the filters into the grid (one Tab stop), then by arrows to the row's
  // checkbox
  const grid = page.getByRole('grid', { name: /^Campaigns, sorted by/ })
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab')
    if (await grid.evaluate(element => element.contains(document.activeElement))) break
  }
  const select = page.getByRole('checkbox', { name: `Select ${POWER}` })
  await arrowTo(page, select)
  await page.keyboard.press('Space')
  await expect(select).toBeChecked()
  const toolbar = page.getByRole('toolbar', { name: 'Actions for the selected campaigns' })
  await expect(toolbar).toContainText('Selected: 1')

  // on to the row's switch: Space starts the campaign, and the switch keeps the focus throughout
  const runSwitch = page.getByRole('switch', { name: `Run ${POWER}` })
  await arrowTo(page, runSwitch)
  await page.keyboard.press('Space')
  await expect(runSwitch).toBeChecked()
  await expect(page.getByTestId('announcer')).toHaveText(`${POWER} is starting.`)
  await expect(runSwitch).toBeFocused()

  // back up to the toolbar: Enter on Stop asks first, Escape cancels and gives the focus back to Stop
  const stop = toolbar.getByRole('button', { name: 'Stop' })
  await tabTo(page, stop, { backwards: true })
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Stop campaigns?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('bulk-plan')).toContainText(`Stop 1 campaign: ${POWER}.`)
  expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(stop).toBeFocused()
  // nothing was sent: the campaign still runs
  await expect(runSwitch).toBeChecked()
})

test('campaign page: the settings form is filled in and saved with the keyboard', async ({ page }) => {
  await signIn(page)
  await page.goto(`/campaigns/${knownCampaigns.offPower}`)
  await expect(page.getByRole('heading', { level: 1, name: POWER })).toBeVisible()
  const form = page.getByTestId('settings-form')
  await expect(form.getByLabel('Queue')).not.toHaveValue('')

  // Tab from the top of the page into the form: a text field, typed over…
  const callerName = form.getByLabel('Caller name')
  await tabTo(page, callerName, { max: 100 })
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Pilot Desk')
  // …and a native select, chosen by typing
  const priority = form.getByLabel('Priority')
  await tabTo(page, priority)
  await page.keyboard.press('5')
  await expect(priority).toHaveValue('5')

  // Save is next in line (after Undo changes), and Enter sends
  const save = form.getByRole('button', { name: 'Save changes' })
  await tabTo(page, save, { max: 10 })
  await page.keyboard.press('Enter')
  await expect(page.getByText(`The settings of ${POWER} were saved.`)).toBeVisible()

  const token = (await (
    await page.request.post(`${EMULATOR_URL}/__emulator/tokens`, {
      data: { email: 'avery.admin@democc.example' }
    })
  ).json()) as { access_token: string }
  const saved = (await (
    await page.request.get(`${EMULATOR_URL}/api/v2/outbound/campaigns/${knownCampaigns.offPower}`, {
      headers: { Authorization: `Bearer ${token.access_token}` }
    })
  ).json()) as { callerName: string; priority: number }
  expect([saved.callerName, saved.priority]).toEqual(['Pilot Desk', 5])
})
