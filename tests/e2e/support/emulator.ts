import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

import { EMULATOR_URL } from './testEnvironment'

export async function resetEmulator(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${EMULATOR_URL}/__emulator/reset`)
  expect(response.ok()).toBe(true)
}

export interface Fault {
  method: string
  path: string
  status?: number
  times?: number
  delayMs?: number
  body?: unknown
}

export async function addFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post(`${EMULATOR_URL}/__emulator/faults`, { data: fault })
  expect(response.status()).toBe(201)
}

/**
 * No live updates for a while (every socket dropped, new notification channels refused): the pages fall back to
 * asking every 5 s, for tests of that path (a refresh's stillness, the server's retries under 429s).
 */
export async function refuseLiveUpdates(request: APIRequestContext, forMs = 300_000): Promise<void> {
  const response = await request.post(`${EMULATOR_URL}/__emulator/notifications/drop`, {
    data: { refuseForMs: forMs }
  })
  expect(response.ok()).toBe(true)
}

/** On the emulator's sign-in page: choose a demo user. */
export async function chooseUser(page: Page, fullName: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/login/oauth/authorize`))
  await page.getByRole('button', { name: `Sign in as ${fullName}` }).click()
}

/** The whole round trip from the app's /login page. */
export async function signInFromLoginPage(page: Page, fullName = 'Avery Admin'): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await chooseUser(page, fullName)
}

export async function storedSession(page: Page): Promise<{ userData: unknown; accessToken: string | null }> {
  return page.evaluate(() => ({
    userData: JSON.parse(localStorage.getItem('userData') ?? 'null'),
    accessToken: localStorage.getItem('accessToken')
  }))
}

/**
 * A new platform token for a seeded user, straight from the emulator. A stored session's token dies with any
 * emulator reset or logout in between; the campaign overview calls the platform on every page, so a restored
 * session needs a live one.
 */
export async function issueToken(
  request: APIRequestContext,
  email = 'avery.admin@democc.example'
): Promise<string> {
  const response = await request.post(`${EMULATOR_URL}/__emulator/tokens`, { data: { email } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { access_token: string }).access_token
}

/** The emulator's clock: now (epoch ms) as the platform sees it. */
export async function emulatorNow(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${EMULATOR_URL}/__emulator/clock`)
  expect(response.ok()).toBe(true)
  return Date.parse(((await response.json()) as { now: string }).now)
}

/** Moves the emulator's clock forward to `at` (epoch ms): what schedules and dialing would do meanwhile is done. */
export async function setEmulatorClock(request: APIRequestContext, at: number): Promise<void> {
  const response = await request.post(`${EMULATOR_URL}/__emulator/clock`, {
    data: { set: new Date(at).toISOString() }
  })
  expect(response.ok()).toBe(true)
}

/** A platform call straight to the emulator with a token of the seeded admin (for what a test needs to know). */
export async function platformGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await issueToken(request)
  const response = await request.get(`${EMULATOR_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}` }
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}
