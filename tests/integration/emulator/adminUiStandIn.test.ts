/**
 * The emulator's stand-in for the Genesys Cloud admin UI: the "open in Genesys Cloud" links of the app reach
 * `<platform UI origin>/directory/#/admin/…`; with the emulator that origin is the emulator's, and it answers
 * with a small page that says what would be there (read from the hash, which no server sees).
 */
import { createHash } from 'node:crypto'
import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'

let emulator: Emulator
beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true })
})
afterAll(() => emulator.close())

test('GET /directory/ answers a page whose only script is the one its CSP allows, naming each admin page', async () => {
  const answer = await fetch(`${emulator.url}/directory/`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
  const page = await answer.text()
  expect(page).toContain('Genesys Cloud admin (emulator)')
  const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(match => match[1]!)
  expect(scripts).toHaveLength(1)
  const hash = createHash('sha256').update(scripts[0]!).digest('base64')
  expect(answer.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`)
  for (const route of [
    'organization/queues/([^/]+)/members',
    'scripts/([^/]+)',
    'campaignManagement/ruleSets'
  ])
    expect(scripts[0]).toContain(route)
})
