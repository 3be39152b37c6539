import { createHash } from 'node:crypto'

import { expect, test } from './support/test'
import { APPS, EMULATOR_URL } from './support/testEnvironment'

// docs/security.md: the policy of a build whose platform is at EMULATOR_URL (the e2e builds).
const documented = {
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", EMULATOR_URL, EMULATOR_URL.replace(/^http/, 'ws')],
  'worker-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'self'", EMULATOR_URL],
  'form-action': ["'self'", EMULATOR_URL],
  'base-uri': ["'self'"],
  'object-src': ["'none'"]
}

const pages = [
  '/',
  '/login',
  '/pages/campaign-manager/',
  '/401',
  '/404',
  '/500',
  '/campaigns/new',
  '/campaigns/c-1',
  '/contact-lists',
  '/contact-lists/l-1',
  '/dnc-lists',
  '/schedules',
  '/callable-time-sets',
  '/sequences',
  '/users',
  '/permissions',
  '/no-such-page'
]
const api = [
  '/api/auth/Validate',
  '/api/auth/Logout',
  '/apps/users/list',
  '/apps/permissions/data',
  '/api/campaigns',
  '/api/contact-lists',
  '/api/dnc-lists',
  '/api/schedules',
  '/api/sequences',
  '/api/callable-time-sets',
  '/api/logs',
  '/api/nothing-here'
]

const parse = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split('; ').map(directive => {
      const [name, ...sources] = directive.split(' ')
      return [name, sources]
    })
  )
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

for (const grant of ['pkce', 'implicit'] as const) {
  test.describe(`the ${grant} build's headers`, () => {
    for (const route of [...pages, ...api]) {
      test(`${route} carries the documented Content-Security-Policy`, async ({ request }) => {
        const response = await request.get(`${APPS[grant].url}${route}`, { maxRedirects: 0 })
        const headers = response.headers()
        const policy = parse(headers['content-security-policy'] ?? null)
        expect(policy).toMatchObject(documented)
        expect(policy['script-src']?.[0]).toBe("'self'")
        for (const source of policy['script-src']!.slice(1)) expect(source).toMatch(/^'sha256-[\w+/]+=*'$/)
        expect(headers['x-content-type-options']).toBe('nosniff')
        expect(headers['referrer-policy']).toBe('same-origin')
        expect(headers['strict-transport-security']).toBeUndefined()
        if (pages.includes(route) && response.headers()['content-type']?.includes('text/html')) {
          // every inline script of the page is allowed by its hash; nothing else runs inline
          const html = await response.text()
          const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
            .filter(([, attributes]) => !/type="application\/json"/.test(attributes ?? ''))
            .map(([, , body]) => body ?? '')
          expect(inline.length).toBeGreaterThan(0)
          for (const script of inline) expect(policy['script-src']).toContain(hashOf(script))
        }
      })
    }
  })
}

test('HSTS is sent when the request came over https (a proxy terminating TLS)', async ({ request }) => {
  const response = await request.get(`${APPS.pkce.url}/login`, { headers: { 'x-forwarded-proto': 'https' } })
  expect(response.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
})

test.describe('a script injected into a page', () => {
  test.use({ expectedCspViolations: [/inline script/] })

  test('does not run, and the violation is reported to the test', async ({ page, cspViolations }) => {
    await page.goto('/login')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
    })
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
  })
})
