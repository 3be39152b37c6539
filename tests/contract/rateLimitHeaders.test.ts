/**
 * The platform's rate-limit headers, read through the official SDK (extended responses carry the headers): every
 * answer past authentication says the token's budget (`inin-ratelimit-allowed`), what it has used of the
 * current window (`inin-ratelimit-count`) and the seconds until the window resets (`inin-ratelimit-reset`), a 429
 * included. `npm run check:org` reports them (scripts/checkOrg).
 */
import platformClient from 'purecloud-platform-client-v2'
import { createEmulator, type Emulator } from '../../emulator/src/createEmulator'
import { seedUsers } from '../../emulator/src/seed'
import { pointSdkAt } from '../../emulator/src/testing/sdkGateway'
import { issueTestToken } from '../../emulator/src/testing/signIn'

interface Extended {
  status: number
  headers: Record<string, string>
}

const client = platformClient.ApiClient.instance
let emulator: Emulator
let now = Date.parse('2026-04-01T09:00:00.000Z')

beforeAll(async () => {
  client.config.live_reload_config = false
  client.setReturnExtendedResponses(true)
  emulator = await createEmulator({ port: 0, quiet: true, rateLimitPerMinute: 3, now: () => now })
  pointSdkAt(client, emulator.port)
})

afterAll(() => {
  client.setReturnExtendedResponses(false)
  return emulator.close()
})

const budgetOf = ({ headers }: Extended) => ({
  allowed: headers['inin-ratelimit-allowed'],
  count: headers['inin-ratelimit-count'],
  reset: headers['inin-ratelimit-reset']
})

async function refusal(call: Promise<unknown>): Promise<Extended> {
  try {
    await call
  } catch (error) {
    return error as Extended
  }
  throw new Error('expected the SDK call to fail')
}

test('every answer carries the budget, the count of the window and the seconds until it resets', async () => {
  client.setAccessToken(await issueTestToken(emulator.url, seedUsers.avery.email))
  const organizations = new platformClient.OrganizationApi()
  const outbound = new platformClient.OutboundApi()

  const first = (await organizations.getOrganizationsMe()) as unknown as Extended
  expect(budgetOf(first)).toEqual({ allowed: '3', count: '1', reset: '60' })

  now += 15_500
  const second = (await outbound.getOutboundCampaigns({ pageSize: 1 })) as unknown as Extended
  expect(budgetOf(second)).toEqual({ allowed: '3', count: '2', reset: '45' })

  // a refusal past authentication counts too (here a 404)
  const missing = await refusal(outbound.getOutboundCampaign('00000000-0000-4000-8000-00000000dead'))
  expect(missing.status).toBe(404)
  expect(budgetOf(missing)).toEqual({ allowed: '3', count: '3', reset: '45' })

  now += 20_000
  const limited = await refusal(organizations.getOrganizationsMe())
  expect(limited.status).toBe(429)
  expect(limited.headers['retry-after']).toBe('25')
  expect(budgetOf(limited)).toEqual({ allowed: '3', count: '3', reset: '25' })

  // a new window, a new count
  now += 25_000
  expect(budgetOf((await organizations.getOrganizationsMe()) as unknown as Extended)).toEqual({
    allowed: '3',
    count: '1',
    reset: '60'
  })
})

test('the budget is per token', async () => {
  client.setAccessToken(await issueTestToken(emulator.url, seedUsers.sam.email))
  const answer = (await new platformClient.OrganizationApi().getOrganizationsMe()) as unknown as Extended
  expect(budgetOf(answer)).toEqual({ allowed: '3', count: '1', reset: '60' })
})

test('a call refused before the rate limit (no token) carries no budget', async () => {
  const answer = await fetch(`${emulator.url}/api/v2/organizations/me`)
  expect(answer.status).toBe(401)
  expect(answer.headers.get('inin-ratelimit-allowed')).toBeNull()
})
