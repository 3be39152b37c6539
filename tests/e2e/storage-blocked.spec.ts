import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium } from '@playwright/test'

import { expect, test } from './support/test'

import { APPS, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/testEnvironment'

/**
 * Issue 11, finding 12: the app framed by another site while the browser blocks third-party storage. Reading
 * `localStorage` then throws in the frame; the app used to crash there ("Application error: a client-side
 * exception has occurred"). It now says why it cannot sign in and offers to open itself in its own tab.
 *
 * The browser is a Chromium of its own, started with a profile whose setting blocks third-party cookies and
 * site data (what a person, or their organisation's policy, sets), and the embedding page is another site: a
 * small server of the test's own on 127.0.0.1, while the app is on localhost. (A page that Playwright answers
 * itself counts as a public one, and Chromium refuses to frame a local server from a public page.)
 */
const APP = APPS.pkce.url

test('framed cross-site with storage blocked: the page explains, and opens the app in its own tab', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'cm-e2e-blocked-storage-'))
  mkdirSync(join(profile, 'Default'))
  // Chromium's "Block third-party cookies" (chrome://settings/cookies), which also blocks their storage
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 1, block_third_party_cookies: true } })
  )
  const embedder = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' })
    response.end(`<!doctype html><html lang="en"><title>An intranet</title><h1>Our intranet</h1>
      <iframe title="Campaign Manager" src="${APP}/login" width="1200" height="760"></iframe></html>`)
  })
  await new Promise<void>(resolve => embedder.listen(0, '127.0.0.1', resolve))
  const EMBEDDER = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}`
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 }
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const crashes: string[] = []
    page.on('pageerror', error => crashes.push(error.message))
    await page.goto(`${EMBEDDER}/`)

    const frame = page.frameLocator('iframe[title="Campaign Manager"]')
    await expect(
      frame.getByRole('heading', {
        level: 1,
        name: 'This browser keeps Campaign Manager from storing your sign-in'
      })
    ).toBeVisible()
    // the condition under test holds: the framed app has no storage at all
    const appFrame = page.frames().find(candidate => candidate.url().startsWith(APP))
    expect(
      await appFrame?.evaluate(() => {
        try {
          return `usable (${window.localStorage.length})`
        } catch (error) {
          return (error as Error).name
        }
      })
    ).toBe('SecurityError')
    await expect(frame.getByText('Open Campaign Manager in its own tab to sign in.')).toBeVisible()
    await expect(frame.getByText('Application error')).toHaveCount(0)
    expect(crashes).toEqual([])

    // the way out: the same page in a tab of its own, where the app has its storage and signs in as usual
    const open = frame.getByRole('link', { name: 'Open Campaign Manager in a new tab' })
    await expect(open).toHaveAttribute('href', `${APP}/login`)
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()])
    await expect(tab.getByRole('button', { name: 'Sign in with Genesys Cloud' })).toBeVisible()
  } finally {
    await context.close()
    embedder.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
