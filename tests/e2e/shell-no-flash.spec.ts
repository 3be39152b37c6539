import { expect, type Page, test } from './support/test'

import { BACKGROUND, NARROW, restore, type Session, signInOnce, WIDE } from './support/shell'
import { APPS } from './support/testEnvironment'

// No flash of the default theme (issue 3): pages are prerendered with the defaults (dark, ltr, bordered, …),
// and a reload still shows the stored look from the very first paint. The inline script of _document does it
// before any of the app's JavaScript: these tests prove it with that JavaScript blocked, and by sampling
// every frame of a normal load.

const APP = APPS.pkce
let session: Session

test.beforeAll(async ({ browser }) => {
  session = await signInOnce(browser, APP.url)
})

const stored = {
  mode: 'light',
  themeColor: 'success',
  skin: 'default',
  contentWidth: 'boxed',
  direction: 'rtl',
  appBarBlur: false
} as const

/** Blocks every script the app loads (the inline scripts of the HTML still run). */
const blockAppScripts = (page: Page) => page.route(/\/_next\/static\/.*\.js(\?.*)?$/, route => route.abort())

const htmlAttributes = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.documentElement.attributes].map(attribute => [attribute.name, attribute.value])
    )
  )

test('the server HTML carries the defaults', async ({ request }) => {
  for (const path of ['/', '/login']) {
    const html = await (await request.get(`${APP.url}${path}`)).text()
    const tag = html.match(/<html[^>]*>/)?.[0] ?? ''
    expect(tag).toContain('dir="ltr"')
    expect(tag).toContain('data-mode="dark"')
    expect(tag).toContain('data-theme-color="primary"')
    expect(tag).toContain('data-skin="bordered"')
    expect(tag).toContain('data-content-width="full"')
    expect(tag).toContain('data-app-bar-blur="on"')
  }
})

for (const path of ['/', '/login']) {
  test(`${path}: the stored look is there without any of the app's JavaScript`, async ({ page }) => {
    await page.setViewportSize(WIDE)
    await restore(page, APP.url, session, stored)
    await blockAppScripts(page)
    await page.goto(path)
    expect(await htmlAttributes(page)).toMatchObject({
      'data-mode': 'light',
      'data-theme-color': 'success',
      'data-skin': 'default',
      'data-content-width': 'boxed',
      'data-app-bar-blur': 'off',
      dir: 'rtl'
    })
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.light)
    // Whatever the server rendered in the primary colour (the spinner, the sign-in button) is already green.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim()
    )
    expect(primary.toUpperCase()).toBe('#56CA00')
  })
}

test('a stored semi-dark skin is default in the horizontal layout before any JavaScript, semi-dark below 1200 px', async ({
  page
}) => {
  await restore(page, APP.url, session, { mode: 'light', skin: 'semi-dark' })
  await blockAppScripts(page)
  await page.setViewportSize(WIDE)
  await page.goto('/')
  expect((await htmlAttributes(page))['data-skin']).toBe('default')
  await page.setViewportSize(NARROW)
  await page.goto('/')
  expect((await htmlAttributes(page))['data-skin']).toBe('semi-dark')
})

test('every frame of a reload shows the stored mode, from the first one to the signed-in page', async ({
  page
}) => {
  await page.setViewportSize(WIDE)
  await restore(page, APP.url, session, { mode: 'light' })
  // Sample the body's background and the mode on every animation frame, from before the first paint.
  await page.addInitScript(() => {
    const samples: string[] = []
    ;(window as unknown as { __frames: string[] }).__frames = samples
    const sample = () => {
      if (document.body) {
        samples.push(
          `${document.documentElement.getAttribute('data-mode')} ${getComputedStyle(document.body).backgroundColor}`
        )
      }
      if (samples.length < 600) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await page.goto('/')
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  await page.waitForTimeout(300)
  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)
  expect(frames.length).toBeGreaterThan(3)
  expect([...new Set(frames)]).toEqual([`light ${BACKGROUND.light}`])
})
