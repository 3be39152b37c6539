import { expect, type Page, test } from './support/test'

import {
  BACKGROUND,
  NARROW,
  openHome,
  restore,
  screenshotPath,
  type Session,
  signInOnce,
  storedSettings,
  waitForStillness,
  watchConsole,
  WIDE
} from './support/shell'
import { APPS } from './support/testEnvironment'

// The shell (issue 3): layouts and the breakpoint, the top bar (mode toggle, user menu), navigation within
// two clicks, scroll-to-top, the route progress bar, and a screenshot of each layout in light and dark.

const APP = APPS.pkce
let session: Session

test.beforeAll(async ({ browser }) => {
  session = await signInOnce(browser, APP.url)
})

const layout = (page: Page) => page.locator('[data-layout]')

/** Makes the page tall enough to scroll. */
const makeTall = (page: Page) =>
  page.evaluate(() => {
    const filler = document.createElement('div')
    filler.style.height = '3000px'
    document.querySelector('main')!.appendChild(filler)
  })

test('below 1200 px the layout is vertical, and the horizontal one comes back above', async ({ page }) => {
  const errors = watchConsole(page)
  await page.setViewportSize(WIDE)
  await restore(page, APP.url, session)
  await openHome(page)
  await expect(layout(page)).toHaveAttribute('data-layout', 'horizontal')
  // Horizontal with the navigation hidden: the top bar's menu button lists it.
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-haspopup', 'menu')

  await page.setViewportSize({ width: 1199, height: 900 })
  await expect(layout(page)).toHaveAttribute('data-layout', 'vertical')
  // Vertical: the menu button opens the navigation drawer.
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
    'aria-haspopup',
    'dialog'
  )

  await page.setViewportSize({ width: 1200, height: 900 })
  await expect(layout(page)).toHaveAttribute('data-layout', 'horizontal')

  // Loading on a narrow screen: vertical straight away; the page itself never remounts on a resize.
  await page.setViewportSize(NARROW)
  await page.reload()
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await expect(layout(page)).toHaveAttribute('data-layout', 'vertical')
  await page.evaluate(() => document.querySelector('main h1')?.setAttribute('data-marker', 'same'))
  await page.setViewportSize(WIDE)
  await expect(layout(page)).toHaveAttribute('data-layout', 'horizontal')
  await expect(page.locator('main h1')).toHaveAttribute('data-marker', 'same')
  // Neither layout nor lastLayout is stored.
  expect(Object.keys((await storedSettings(page)) ?? {})).not.toContain('layout')
  expect(errors).toEqual([])
})

test('every navigation item is two clicks away from the top bar, in both layouts', async ({ page }) => {
  test.setTimeout(60_000) // twelve page loads, the campaign overview among them
  await restore(page, APP.url, session)
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport)
    await openHome(page)
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const wide = viewport === WIDE
    const items = wide
      ? page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem')
      : page.getByRole('dialog', { name: 'Main navigation' }).getByRole('navigation').getByRole('link')
    // the menu's code loads when it is first wanted (LazyMenu): count its items once it shows
    await expect(items.first()).toBeVisible()
    const count = await items.count()
    expect(count).toBeGreaterThan(0)
    const targets = await items.evaluateAll(links => links.map(link => link.getAttribute('href')))
    expect(targets).toContain('/')
    await page.keyboard.press('Escape')
    for (let i = 0; i < count; i++) {
      await page.goto('/')
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await items.nth(i).click()
      await expect(page).toHaveURL(new RegExp(`${targets[i]!.replace(/\//g, '\\/')}$`))
      await expect(page.getByRole('dialog', { name: 'Main navigation' })).toHaveCount(0)
    }
  }
})

test('the mode toggle switches light and dark, and the choice is kept', async ({ page }) => {
  const errors = watchConsole(page)
  await page.setViewportSize(WIDE)
  await restore(page, APP.url, session)
  await openHome(page)
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.dark)
  await page.getByRole('button', { name: 'Switch to light mode' }).click()
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.light)
  await expect(page.getByRole('banner')).toHaveCSS('color', 'rgba(58, 53, 65, 0.87)')
  expect(await storedSettings(page)).toMatchObject({ mode: 'light' })

  await page.reload()
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.light)
  await page.getByRole('button', { name: 'Switch to dark mode' }).click()
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.dark)
  expect(await storedSettings(page)).toMatchObject({ mode: 'dark' })
  expect(errors).toEqual([])
})

test('the scroll-to-top button appears after 400 px and smoothly brings the page back up', async ({
  page
}) => {
  await page.setViewportSize(WIDE)
  await restore(page, APP.url, session)
  await openHome(page)
  await makeTall(page)
  const button = page.getByRole('button', { name: 'Scroll to top' })
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 300))
  await page.waitForTimeout(200)
  await expect(button).not.toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 800))
  await expect(button).toBeVisible()
  await waitForStillness(page)
  await button.click()
  // Smooth: part of the way up at first, then at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).not.toBeVisible()
  // The fixed app bar stayed on screen meanwhile; the content has the focus for the keyboard.
  await expect(page.locator('main')).toBeFocused()
})

test('the user menu shows the full name and "Admin", and logs out', async ({ page }) => {
  await page.setViewportSize(WIDE)
  await restore(page, APP.url, session)
  await openHome(page)
  await page.getByRole('button', { name: 'Open the user menu' }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(page.getByText('Avery Admin', { exact: true })).toBeVisible()
  await expect(page.getByText('Admin', { exact: true })).toBeVisible()
  const paper = page.locator('.MuiMenu-paper')
  // The menu grows in: measure once its opening transition is over.
  await expect.poll(async () => (await paper.boundingBox())?.width).toBe(230)
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(`${APP.url}/login`)
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull()
})

test('a slow route change shows the progress bar in the primary colour', async ({ page }) => {
  await page.setViewportSize(WIDE)
  await restore(page, APP.url, session)
  await openHome(page)
  // Hold the next page's own code for a moment so that the navigation takes a while.
  const pageFiles = await page.evaluate(
    () => (window as unknown as { __BUILD_MANIFEST: Record<string, string[]> }).__BUILD_MANIFEST['/401'] ?? []
  )
  expect(pageFiles.length).toBeGreaterThan(0)
  await page.route(
    url => pageFiles.some(file => url.pathname.endsWith(file)),
    async route => {
      await new Promise(resolve => setTimeout(resolve, 1500))
      await route.continue()
    }
  )
  await page.evaluate(() => {
    void (
      window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }
    ).next.router.push('/401')
  })
  const bar = page.locator('#nprogress .bar')
  await expect(bar).toBeVisible()
  await expect(bar).toHaveCSS('background-color', 'rgb(145, 85, 253)')
  await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible()
  await expect(page.locator('#nprogress')).toHaveCount(0)
})

test.describe('screenshots of each layout in light and dark (tests/artifacts/screenshots)', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`horizontal, wide, ${mode}`, async ({ page }) => {
      await page.setViewportSize(WIDE)
      await restore(page, APP.url, session, { mode })
      await openHome(page)
      await expect(layout(page)).toHaveAttribute('data-layout', 'horizontal')
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await waitForStillness(page)
      await page.screenshot({ path: screenshotPath(`horizontal-wide-${mode}`) })
    })

    test(`vertical, narrow, ${mode}`, async ({ page }) => {
      await page.setViewportSize(NARROW)
      await restore(page, APP.url, session, { mode })
      await openHome(page)
      await expect(layout(page)).toHaveAttribute('data-layout', 'vertical')
      await page.screenshot({ path: screenshotPath(`vertical-narrow-${mode}`) })
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await waitForStillness(page)
      await page.screenshot({ path: screenshotPath(`vertical-narrow-${mode}-navigation`) })
    })
  }
})
