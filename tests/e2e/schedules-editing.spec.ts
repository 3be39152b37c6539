import { expect, type Page, test } from './support/test'

import { resetEmulator, signInFromLoginPage } from './support/emulator'

// The week view made easy to edit (issue 33, finding 11; docs/schedules-ui.md): bars show their times, a resize
// handle is a real target (WCAG 2.5.8: at least 24 × 24 px), a drag says where the run goes while it goes
// there, one "saved · Undo" notice at a time, and on a phone the runs are listed per day, nothing scrolls
// sideways. Screenshots of each state under test-results/e2e/.

const WIDE = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

async function signIn(page: Page) {
  await resetEmulator(page.request)
  await page.goto('/login')
  await signInFromLoginPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible()
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** How wide the page is against the window (a page wider than the window scrolls sideways). */
const widths = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }))

test('at 1440 × 900 a bar shows its times, its resize handle is a 24 px target, a drag reads out the change and one notice offers Undo', async ({
  page
}, testInfo) => {
  test.slow()
  await page.setViewportSize(WIDE)
  await signIn(page)
  await page.goto('/schedules')
  await expect(page.getByTestId('schedule-bar').first()).toBeVisible()

  // the seeded business hours (8 hours) are wide enough for their times
  const time = page.locator('[data-testid="schedule-bar"] [data-testid="bar-time"]:visible').first()
  await expect(time).toBeVisible()
  await expect(time).toHaveText(/\d/)
  const bar = time.locator('xpath=ancestor::*[@data-testid="schedule-bar"][1]')
  await page.screenshot({ path: testInfo.outputPath('week-1440-bar-times.png') })

  // (the handles are drawn in the row the pointer comes into)
  await bar.first().hover()
  const handle = bar.first().getByTestId('bar-end')
  const box = (await handle.boundingBox())!
  expect(box.width, 'the resize handle’s width').toBeGreaterThanOrEqual(24)
  expect(box.height, 'the resize handle’s height').toBeGreaterThanOrEqual(24)

  const name = (await bar.first().getAttribute('aria-label'))!.split(',')[0]!
  const undo = page.getByRole('button', { name: 'Undo' })
  for (const [round, by] of [
    [1, 30],
    [2, 20]
  ] as const) {
    const runBar = page.getByRole('button', { name: new RegExp(`^${escaped(name)},`) }).first()
    await runBar.hover()
    const grip = (await runBar.getByTestId('bar-end').boundingBox())!
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 5; step++)
      await page.mouse.move(grip.x + grip.width / 2 + (by * step) / 5, grip.y + grip.height / 2)
    // while dragging: the new times and the change, by quarter hours
    const readout = page.getByTestId('drag-readout')
    await expect(readout).toBeVisible()
    await expect(readout).toHaveText(/\(\+(\d+ h)?( ?\d+ min)?\)$/)
    await page.screenshot({ path: testInfo.outputPath(`week-1440-drag-${round}.png`) })
    await page.mouse.up()
    await expect(readout).toBeHidden()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `${name}:` })
        .last()
    ).toContainText('saved')
    // one notice with Undo, whatever the number of saves
    await expect(undo).toHaveCount(1)
  }
  await page.waitForTimeout(500)
  await expect(undo).toHaveCount(1)
  await page.screenshot({ path: testInfo.outputPath('week-1440-one-undo.png') })
})

test('at 390 × 844 the week’s runs are listed day by day and no page scrolls sideways', async ({
  page
}, testInfo) => {
  await page.setViewportSize(PHONE)
  await signIn(page)
  await page.goto('/schedules')
  const agenda = page.getByTestId('schedule-agenda')
  await expect(agenda).toBeVisible()
  const run = agenda.getByTestId('agenda-run').first()
  await expect(run).toBeVisible()
  await expect(run).toHaveText(/\d/)
  const box = (await run.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  await page.screenshot({ path: testInfo.outputPath('week-390.png'), fullPage: true })
  const week = await widths(page)
  expect(week.scrollWidth, '/schedules is as wide as the phone').toBeLessThanOrEqual(week.innerWidth)

  await page.goto('/callable-time-sets')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  await page.screenshot({ path: testInfo.outputPath('callable-times-390.png'), fullPage: true })
  const callable = await widths(page)
  expect(callable.scrollWidth, '/callable-time-sets is as wide as the phone').toBeLessThanOrEqual(
    callable.innerWidth
  )
})
