/**
 * `test` and `expect` for every end-to-end spec: Playwright's, with one automatic fixture that fails a test
 * when the browser reports a Content-Security-Policy violation in any page, frame or worker of it (docs/
 * security.md). Chromium writes each violation to the console ("Refused to … because it violates the following
 * Content Security Policy directive …"); the fixture listens on the test's context and on every context the
 * test opens itself (browser.newContext / browser.newPage). A test that provokes a violation on purpose (a
 * foreign page framing the app) names what it expects with `test.use({ expectedCspViolations: [/…/] })`.
 */
import { type BrowserContext, test as base } from '@playwright/test'

export { expect } from '@playwright/test'
export type { APIRequestContext, Browser, Download, Locator, Page } from '@playwright/test'

const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i

function watch(context: BrowserContext, violations: string[]) {
  context.on('console', message => {
    if (CSP_MESSAGE.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`)
  })
}

export const test = base.extend<{ expectedCspViolations: RegExp[]; cspViolations: string[] }>({
  expectedCspViolations: [[], { option: true }],
  cspViolations: [
    async ({ context, browser, expectedCspViolations }, run) => {
      const violations: string[] = []
      watch(context, violations)
      // Contexts the test opens itself are watched too.
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async options => {
        const opened = await newContext(options)
        watch(opened, violations)
        return opened
      }
      // (run returns when the test is over, passed or failed)
      await run(violations)
      browser.newContext = newContext
      const unexpected = violations.filter(text => !expectedCspViolations.some(pattern => pattern.test(text)))
      if (unexpected.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${unexpected.join('\n')}`)
      }
    },
    { auto: true }
  ]
})
