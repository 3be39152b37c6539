import { expect, type Page, test } from './support/test'

import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { resetEmulator, signInFromLoginPage } from './support/emulator'
import { EMULATOR_URL } from './support/testEnvironment'

// Notices never cover a control (docs/shell.md "Notices", issue 33 finding 4): the overview's not-dialing
// alert on a campaign's page, a save's toast, a change's toast with Undo and the scroll-to-top button, each
// raised as a person would meet it, on a wide and on a phone's screen; the screenshots are kept.

const NPS = 'Quarterly NPS Survey'
const NPS_ID = 'f0000000-0000-4000-8000-000000000006'
const POWER = 'Pilot Callback – Power'
const agentsOnCare = `${EMULATOR_URL}/__emulator/outbound/queues/12000000-0000-4000-8000-000000000003/agents`

const SCREENS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const

/**
 * What floats (the toasts shown, the scroll-to-top button) and every control one sees (the page's and the app
 * bar's, but the notices' own), in the window; the pairs that meet, named for the failure's message.
 * (`seen`: a box with a size, in the window.)
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], ' +
      '[role="checkbox"], [role="switch"], [role="tab"], [role="combobox"], [tabindex]:not([tabindex="-1"])'
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
    const seen = (box: DOMRect) =>
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth
    const toasts = [...document.querySelectorAll('[data-rht-toaster] > div')]
      .filter(wrapper => wrapper.className !== '' && wrapper.firstElementChild)
      .map(wrapper => wrapper.firstElementChild!)
    const fab = document.querySelector('button[aria-label="Scroll to top"]')
    const notices = [...toasts, ...(fab ? [fab] : [])].filter(
      notice => seen(notice.getBoundingClientRect()) && getComputedStyle(notice).opacity !== '0'
    )
    // What scrolled under the app bar is not seen: a control outside it only from the bar's bottom down.
    const bar = document.querySelector('header')
    const barBottom = bar ? bar.getBoundingClientRect().bottom : 0
    const shownBox = (control: Element) => {
      const box = control.getBoundingClientRect()
      if (bar?.contains(control)) return box
      return new DOMRect(
        box.left,
        Math.max(box.top, barBottom),
        box.width,
        box.bottom - Math.max(box.top, barBottom)
      )
    }
    const controls = [...document.querySelectorAll(CONTROLS)].filter(
      control =>
        !control.closest('[data-rht-toaster]') &&
        !notices.some(notice => notice.contains(control)) &&
        seen(shownBox(control)) &&
        control.checkVisibility({ visibilityProperty: true })
    )
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    const covered = notices.flatMap(notice =>
      controls
        .filter(control => meet(notice.getBoundingClientRect(), shownBox(control)))
        .map(control => `${name(notice)} covers ${name(control)}`)
    )
    return { toasts: toasts.filter(toast => notices.includes(toast)).length, covered }
  })
}

/**
 * `toasts`: how many toasts are on the screen then (one that has gone covers nothing); with toasts, they are
 * measured as soon as they are at rest (a success toast lasts 2 s), else the scroll-to-top button too.
 */
async function expectNothingCovered(page: Page, shot: string, toasts = 0) {
  const moving = toasts > 0 ? '[data-rht-toaster]' : '[data-rht-toaster], button[aria-label="Scroll to top"]'
  // Measured at rest: a toast slides in (and out), the button zooms, and the toaster is placed a frame after.
  await expect
    .poll(
      () =>
        page.evaluate(
          selector =>
            document.getAnimations().some(animation => {
              const target = (animation.effect as KeyframeEffect | null)?.target
              // (a success toast's icon spins on behind its tick, for ever)
              return (
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Infinity &&
                target instanceof Element &&
                target.closest(selector) !== null
              )
            }),
          moving
        ),
      { intervals: [50] }
    )
    .toBe(false)
  await page.evaluate(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))))
  const measured = await coveredControls(page)
  expect(measured.covered).toEqual([])
  expect(measured.toasts).toBeGreaterThanOrEqual(toasts)
  await page.screenshot({ path: `test-results/e2e/notices-clear-${shot}.png` })
}

/**
 * The first control of the page seen below the app bar, marked: a toast's room in the app bar must push the
 * page down, not slide over what was seen (`topControlStillSeen`).
 */
const markTopControl = (page: Page) =>
  page.evaluate(() => {
    const barBottom = document.querySelector('header')!.getBoundingClientRect().bottom
    const first = [...document.querySelectorAll('main input, main select, main button, main a[href]')].find(
      control => {
        const box = control.getBoundingClientRect()
        return box.height > 0 && box.top >= barBottom
      }
    )
    first!.setAttribute('data-e2e-top', '')
  })
const topControlStillSeen = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[data-e2e-top]')!.getBoundingClientRect()
    return (
      box.top >= document.querySelector('header')!.getBoundingClientRect().bottom && box.top < innerHeight
    )
  })

async function signIn(page: Page) {
  await page.goto('/login')
  await signInFromLoginPage(page, 'Avery Admin')
  await expect(page.getByTestId('live-mode')).toBeVisible()
}

test.beforeEach(async ({ request }) => resetEmulator(request))

for (const [screen, size] of Object.entries(SCREENS)) {
  test(`${screen}: the not-dialing alert does not land on the campaign page’s actions`, async ({
    page,
    request
  }) => {
    test.slow()
    // raised on the wall (which follows the campaign's statistics; the phone's cards do not), then met at the
    // screen's size
    await page.setViewportSize(SCREENS.wide)
    const statsFollowed = page.waitForEvent('websocket').then(socket =>
      socket.waitForEvent('framereceived', {
        predicate: frame => String(frame.payload).includes(`${NPS_ID}.stats`),
        timeout: 20_000
      })
    )
    await signIn(page)
    await page.getByLabel('Search campaigns').fill('Quarterly NPS')
    await expect(page.getByRole('link', { name: NPS, exact: true }).first()).toBeVisible()
    await expect(page.getByTestId('live-mode')).toHaveText('Live')
    await statsFollowed
    expect((await request.delete(agentsOnCare)).ok()).toBe(true)
    const alert = page.getByRole('status').filter({ hasText: `${NPS} is not dialing` })
    await expect(alert).toBeVisible({ timeout: 20_000 })
    await page.setViewportSize(size)
    await expectNothingCovered(page, `${screen}-alert-overview`, 1)

    // the campaign opened from its row (not from the alert's link): its page says it, in the page
    await page.getByRole('link', { name: NPS, exact: true }).first().click()
    await expect(page.getByRole('heading', { name: NPS, level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: "Why isn't it dialing?" })).toBeVisible()
    await expect(alert).toBeHidden()
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
    await expectNothingCovered(page, `${screen}-alert-campaign`)
  })

  test(`${screen}: a save’s toast and the scroll-to-top button leave the controls free`, async ({ page }) => {
    await page.setViewportSize(size)
    await signIn(page)
    await page.goto(`/campaigns/${knownCampaigns.offPower}`)
    await expect(page.getByRole('heading', { level: 1, name: POWER })).toBeVisible()
    const form = page.getByTestId('settings-form')
    await expect(form.getByLabel('Queue')).not.toHaveValue('')
    await form.getByLabel('Caller name').fill('Pilot Desk')
    const save = form.getByRole('button', { name: 'Save changes' })

    // "Save changes" at the bottom of the window, where the scroll-to-top button stands
    await save.scrollIntoViewIfNeeded()
    await page.evaluate(() => {
      const button = document.querySelector('[data-testid="save-settings"]')!
      window.scrollBy(0, button.getBoundingClientRect().bottom - (innerHeight - 30))
    })
    await expectNothingCovered(page, `${screen}-scroll-to-top-on-save`)
    await expect(save).toBeInViewport()

    await markTopControl(page)
    await save.click()
    await expect(page.getByText(`The settings of ${POWER} were saved.`)).toBeVisible()
    await expectNothingCovered(page, `${screen}-saved`, 1)
    expect(await topControlStillSeen(page)).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNothingCovered(page, `${screen}-saved-top`)

    // at the end of the page the button is there, in its corner
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeInViewport()
    await expectNothingCovered(page, `${screen}-scroll-to-top-end`)
  })
}

test('wide: a change’s toast with Undo leaves the account menu and the week’s controls free', async ({
  page
}) => {
  await page.setViewportSize(SCREENS.wide)
  await signIn(page)
  await page.goto('/schedules')
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible()
  await page.getByTestId('schedule-bar').first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByTestId('interval-dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /^Delete/ }).click()
  await expect(dialog).toBeHidden()
  const undo = page.locator('[data-rht-toaster]').getByRole('button', { name: 'Undo' })
  await expect(undo).toBeVisible()
  await expectNothingCovered(page, 'wide-undo', 1)
})
