import { expect, type Page, test } from './support/test'

import { refuseLiveUpdates, resetEmulator, signInFromLoginPage } from './support/emulator'

// The overview as a wall screen (docs/campaigns-ui.md): how many campaigns a screen shows, that it works on a
// phone, and that nothing moves but the values that change (layout shift measured by the browser itself).

async function signIn(page: Page): Promise<void> {
  await resetEmulator(page.request)
  await page.goto('/login')
  await signInFromLoginPage(page)
}

/** Campaign rows (or cards) whose whole box is inside the window. */
const fullyVisible = (page: Page, testId: string) =>
  page.evaluate(
    id =>
      [...document.querySelectorAll(`[data-testid="${id}"]`)].filter(element => {
        const box = element.getBoundingClientRect()
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
      }).length,
    testId
  )

for (const { width, height, rows } of [
  { width: 1440, height: 900, rows: 18 },
  { width: 1280, height: 720, rows: 10 }
])
  test(`at ${width}×${height} at least ${rows} campaigns are in view, one line each, no sideways page scroll`, async ({
    page
  }) => {
    await page.setViewportSize({ width, height })
    await signIn(page)
    await expect(page.getByTestId('campaign-row').nth(rows)).toBeAttached()
    expect(await fullyVisible(page, 'campaign-row')).toBeGreaterThanOrEqual(rows)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    // one line per cell: a long name is cut with an ellipsis, and the row keeps its height
    const heights = await page
      .getByTestId('campaign-row')
      .evaluateAll(elements => [...new Set(elements.map(element => element.getBoundingClientRect().height))])
    expect(heights).toHaveLength(1)
  })

test('on a phone the overview is a list of cards, the first in the first screen, and a card starts its campaign', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  const first = page.getByTestId('campaign-card').first()
  await expect(first).toBeVisible()
  expect(await fullyVisible(page, 'campaign-card')).toBeGreaterThanOrEqual(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // the filters wait behind one button
  await page.getByTestId('open-filters').click()
  const filters = page.getByRole('dialog', { name: 'Search and filter campaigns' })
  await filters.getByLabel('Search campaigns').fill('Pilot Callback – Power')
  await filters.getByRole('button', { name: 'Show campaigns' }).click()
  await expect(page.getByTestId('campaign-card')).toHaveCount(1)

  const runSwitch = page
    .getByTestId('campaign-card')
    .getByRole('switch', { name: 'Run Pilot Callback – Power' })
  await expect(runSwitch).not.toBeChecked()
  await runSwitch.click()
  await expect(runSwitch).toBeChecked()
  await expect(page.getByTestId('campaign-card')).toContainText('On')
})

test('every campaign in one scroll: a page of 2,000 holds them all, its rows virtualised', async ({
  page
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  const pager = page.locator('.MuiTablePagination-displayedRows')
  await expect(pager).toHaveText(/^1–25 of \d+$/)
  const total = Number((await pager.textContent())!.split(' of ')[1])
  expect(total).toBeGreaterThan(25)

  await page.getByRole('combobox', { name: /Rows per page/ }).click()
  await page.getByRole('option', { name: '2,000' }).click()
  await expect(page).toHaveURL(/pageSize=2000/)
  await expect(pager).toHaveText(`1–${total} of ${total}`)
  // all of them in the grid, only those near the view in the page
  const grid = page.getByRole('grid')
  await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1))
  expect(await page.getByTestId('campaign-row').count()).toBeLessThan(total)
  await page.locator('.MuiDataGrid-virtualScroller').evaluate(scroller => {
    scroller.scrollTop = scroller.scrollHeight
  })
  await expect(grid.locator(`[role="row"][aria-rowindex="${total + 1}"]`)).toBeVisible()

  // A reload of the wall asks for its page once (ahead of its code, docs/campaigns-ui.md): not twice.
  const asked: string[] = []
  page.on('request', request => {
    const url = new URL(request.url())
    if (url.pathname === '/api/campaigns' && !url.searchParams.has('live')) asked.push(url.search)
  })
  await page.reload()
  await expect(pager).toHaveText(`1–${total} of ${total}`)
  await expect(page.getByTestId('campaign-row').first()).toBeVisible()
  expect(asked).toEqual(['?sort=name:asc&page=1&pageSize=2000&performance=1'])
})

test('the summary filters: "On" shows only campaigns that are on, and pressing it again shows all', async ({
  page
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  const on = page.getByTestId('summary-on')
  const pager = page.locator('.MuiTablePagination-displayedRows')
  await expect(pager).toHaveText(/^1–25 of \d+$/)
  const all = await pager.textContent()
  await expect(on).toHaveText(/On\s*8/)
  await on.click()
  await expect(on).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/status=on/)
  await expect(pager).toHaveText('1–8 of 8')
  await expect(page.getByTestId('campaign-row')).toHaveCount(8)
  await on.click()
  await expect(on).toHaveAttribute('aria-pressed', 'false')
  // the whole page again: the grid renders the rows of it in view, at least 18 here
  await expect(pager).toHaveText(all!)
  await expect.poll(() => page.getByTestId('campaign-row').count()).toBeGreaterThanOrEqual(18)
})

test('still: load, a refresh, a selection and a bulk result move nothing (layout shift ≤ 0.02)', async ({
  page
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // Every layout shift the browser reports from the first paint of the overview on, without recent input.
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await signIn(page)
  await expect(page.getByTestId('campaign-row').first()).toBeVisible()
  // The page polls every 5 s from here (no live channel), so that a whole refresh is measured too.
  await refuseLiveUpdates(page.request)
  await expect(page.getByTestId('live-mode')).toHaveText('Updating every 5 s')
  const shift = () =>
    page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0)
    )

  // a refresh (every 5 s)
  const updated = await page.getByTestId('updated-at').textContent()
  await expect(page.getByTestId('updated-at')).not.toHaveText(updated ?? '', { timeout: 15_000 })
  // a selection, and a bulk result
  const box = page.getByRole('checkbox', { name: 'Select Pilot Callback – Power' })
  await page.getByLabel('Search campaigns').fill('Pilot Callback')
  await expect(page.getByTestId('campaign-row')).toHaveCount(5)
  await box.click()
  await expect(page.getByTestId('bulk-actions')).toBeVisible()
  await page.getByTestId('bulk-start').click()
  await page.getByRole('dialog').getByTestId('confirm-button').click()
  await expect(page.getByTestId('action-results')).toContainText('Pilot Callback – Power is starting.')
  await page.waitForTimeout(500)

  const total = await shift()
  console.log(`overview layout shift (load, refresh, selection, bulk result): ${total.toFixed(4)}`)
  expect(total).toBeLessThanOrEqual(0.02)
})

test('a reload of the wall makes next to none of its styles again (those of the last visit are kept), and looks the same', async ({
  page
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await expect(page.getByTestId('campaign-row').first()).toBeVisible()
  // what the page's parts look like, and how many style rules it made itself (not hydrated ones, which name theirs)
  const looks = () =>
    page.evaluate(() =>
      [
        'header',
        '[role="columnheader"]',
        '[data-testid="campaign-row"]',
        '[data-testid="summary-on"]',
        'footer'
      ].map(selector => {
        const element = document.querySelector(selector)
        if (!element) return null
        const style = getComputedStyle(element)
        return [
          style.color,
          style.backgroundColor,
          style.font,
          style.height,
          style.padding,
          style.border
        ].join(' | ')
      })
    )
  const made = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"]')].reduce(
        (count, tag) => count + (tag.sheet?.cssRules.length ?? 0),
        0
      )
    )
  const before = await looks()
  expect(before).not.toContain(null)
  expect(await made()).toBeGreaterThan(200)

  await page.reload()
  await expect(page.getByTestId('campaign-row').first()).toBeVisible()
  expect(await made()).toBeLessThan(20)
  expect(await looks()).toEqual(before)
})
