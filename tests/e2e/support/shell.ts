import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import type { Browser, Page } from '@playwright/test'
import { expect } from '@playwright/test'

import { issueToken, resetEmulator, signInFromLoginPage } from './emulator'

/** The stored display settings (localStorage `settings`), as the app writes them. */
export interface StoredSettings {
  themeColor: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info'
  mode: 'light' | 'dark'
  direction: 'ltr' | 'rtl'
  skin: 'default' | 'bordered' | 'semi-dark'
  contentWidth: 'full' | 'boxed'
  navCollapsed: boolean
  appBarBlur: boolean
  verticalNavToggleType: 'accordion' | 'collapse'
}

export const DEFAULT_STORED: StoredSettings = {
  themeColor: 'primary',
  mode: 'dark',
  direction: 'ltr',
  skin: 'bordered',
  contentWidth: 'full',
  navCollapsed: false,
  appBarBlur: true,
  verticalNavToggleType: 'accordion'
}

/** Backgrounds of each mode (docs/shell.md#theme) as computed styles give them. */
export const BACKGROUND = { light: 'rgb(244, 245, 250)', dark: 'rgb(40, 36, 61)' } as const
export const PAPER = { light: 'rgb(255, 255, 255)', dark: 'rgb(49, 45, 75)' } as const

/** A wide screen shows the horizontal layout, a narrow one (below 1200 px) the vertical one. */
export const WIDE = { width: 1440, height: 900 }
export const NARROW = { width: 800, height: 900 }

export interface Session {
  userData: string
  accessToken: string
}

/** One real sign-in (Avery Admin), whose stored session the tests of a file reuse. */
export async function signInOnce(browser: Browser, appUrl: string): Promise<Session> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await resetEmulator(page.request)
  await page.goto(`${appUrl}/login`)
  await signInFromLoginPage(page)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
  const session = await page.evaluate(() => ({
    userData: localStorage.getItem('userData') ?? '',
    accessToken: localStorage.getItem('accessToken') ?? ''
  }))
  await context.close()
  expect(session.userData && session.accessToken, 'a stored session after signing in').toBeTruthy()
  return session
}

/**
 * Puts the session (with a fresh token: the signed-in one may have been revoked or reset since) and optionally
 * display settings into localStorage before the app's first page loads.
 */
export async function restore(
  page: Page,
  appUrl: string,
  session: Session,
  settings?: Partial<StoredSettings> | string
): Promise<void> {
  const raw =
    settings === undefined
      ? null
      : typeof settings === 'string'
        ? settings
        : JSON.stringify({ ...DEFAULT_STORED, ...settings })
  const fresh = { ...session, accessToken: await issueToken(page.request) }
  // Only once per test (the first document of the app), so later reloads see what the app itself stored.
  await page.addInitScript(
    ({ origin, session, raw }) => {
      if (window.location.origin !== origin || sessionStorage.getItem('__shellTestSeeded')) return
      sessionStorage.setItem('__shellTestSeeded', '1')
      localStorage.setItem('userData', session.userData)
      localStorage.setItem('accessToken', session.accessToken)
      if (raw !== null) localStorage.setItem('settings', raw)
    },
    { origin: new URL(appUrl).origin, session: fresh, raw }
  )
}

/** Console errors and uncaught exceptions (React's hydration errors among them). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', error => errors.push(error.message))
  return errors
}

export async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
}

export const storedSettings = (page: Page): Promise<Record<string, unknown> | null> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? 'null'))

export const htmlAttribute = (page: Page, name: string): Promise<string | null> =>
  page.evaluate(name => document.documentElement.getAttribute(name), name)

export const cssOf = (page: Page, selector: string, property: string): Promise<string> =>
  page
    .locator(selector)
    .first()
    .evaluate((element, property) => getComputedStyle(element).getPropertyValue(property), property)

/** Opens the Theme Customizer and waits until it stands still. */
export async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Theme Customizer' }).click()
  const drawer = page.getByRole('dialog', { name: 'Theme Customizer' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Customize & Preview in Real Time')).toBeVisible()
  await waitForStillness(page)
  return drawer
}

/** Waits until no finite animation or transition runs. */
export async function waitForStillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(a => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)
  )
}

/** Where layout screenshots go (gitignored): tests/artifacts/screenshots. */
export function screenshotPath(name: string): string {
  const dir = join(__dirname, '..', '..', 'artifacts', 'screenshots')
  mkdirSync(dir, { recursive: true })
  return join(dir, `${name}.png`)
}
