/**
 * The control API's Outbound additions over plain HTTP: generating campaigns, dialing settings, counting
 * platform calls, and reset bringing all of it back to the seed.
 */
import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import { seedOrganizations, seedUsers } from '../../../emulator/src/seed'
import { issueTestToken } from '../../../emulator/src/testing/signIn'
import { getWithToken, postJson } from './support/requests'

const START = Date.parse('2026-04-01T09:00:00.000Z')
let clock = START
let emulator: Emulator
let token: string

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true, now: () => clock, rateLimitPerMinute: 0 })
})
afterAll(() => emulator.close())

beforeEach(async () => {
  clock = START
  await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
  token = await issueTestToken(emulator.url, seedUsers.avery.email)
})

const api = (path: string) => `${emulator.url}/api/v2${path}`
const control = (path: string) => `${emulator.url}/__emulator${path}`
const send = (method: string, path: string, body?: unknown) =>
  fetch(api(path), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
const progressOf = async (id: string) =>
  (await (await getWithToken(api(`/outbound/campaigns/${id}/progress`), token)).json()) as {
    numberOfContactsCalled: number
  }
const campaignsTotal = async () =>
  ((await (await getWithToken(api('/outbound/campaigns?pageSize=1'), token)).json()) as { total: number })
    .total

describe('POST /__emulator/outbound/generate', () => {
  test('adds deterministic campaigns to Demo by default, never past 50 active', async () => {
    const answer = await postJson(control('/outbound/generate'), { count: 2000 })

    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({
      organizationId: seedOrganizations.democc.id,
      created: 2000,
      total: 2074,
      active: 50,
      firstId: 'f1000000-0000-4000-8000-000000000001',
      lastId: 'f1000000-0000-4000-8000-0000000007d0'
    })
    expect(await campaignsTotal()).toBe(2074)
    const active = await getWithToken(
      api('/outbound/campaigns?pageSize=100&sortBy=campaignStatus&sortOrder=descending'),
      token
    )
    const { entities } = (await active.json()) as { entities: { campaignStatus: string }[] }
    expect(entities.filter(c => c.campaignStatus === 'on')).toHaveLength(50)

    // The same request after a reset makes the same campaigns.
    const first = await getWithToken(api('/outbound/campaigns/f1000000-0000-4000-8000-000000000001'), token)
    const firstCampaign = await first.json()
    await fetch(control('/reset'), { method: 'POST' })
    token = await issueTestToken(emulator.url, seedUsers.avery.email)
    await postJson(control('/outbound/generate'), { count: 1 })
    const again = await getWithToken(api('/outbound/campaigns/f1000000-0000-4000-8000-000000000001'), token)
    expect(await again.json()).toEqual(firstCampaign)
  })

  test('can target Northwind, whose campaigns Demo never sees', async () => {
    const answer = await postJson(control('/outbound/generate'), {
      organizationId: seedOrganizations.northwind.id,
      count: 30
    })
    expect(await answer.json()).toMatchObject({ created: 30, total: 35 })
    expect(await campaignsTotal()).toBe(74)
  })

  test.each([
    [{ count: 0 }, /count/],
    [{ count: 5001 }, /count/],
    [{ count: 2.5 }, /count/],
    [{}, /count/],
    [{ count: 1, organizationId: 'nope' }, /No seeded organization/],
    [{ count: 1, extra: true }, /extra/]
  ])('refuses %j', async (body, message) => {
    const answer = await postJson(control('/outbound/generate'), body)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      code: 'bad.request',
      message: expect.stringMatching(message)
    })
  })
})

describe('POST /__emulator/outbound/settings', () => {
  test('contactsPerSecond changes the pace from now on; what was called stays called', async () => {
    await send('POST', `/outbound/campaigns/${knownCampaigns.offPower}/start`)
    clock += 10_000
    expect((await progressOf(knownCampaigns.offPower)).numberOfContactsCalled).toBe(20)

    const answer = await postJson(control('/outbound/settings'), { contactsPerSecond: 10 })
    expect(await answer.json()).toEqual({ contactsPerSecond: 10, stoppingMs: 2000 })
    clock += 5_000
    expect((await progressOf(knownCampaigns.offPower)).numberOfContactsCalled).toBe(70)
  })

  test('stoppingMs sets how long stopping lasts', async () => {
    await postJson(control('/outbound/settings'), { stoppingMs: 30_000 })
    await send('POST', `/outbound/campaigns/${knownCampaigns.onPower}/stop`)
    clock += 29_999
    const stopping = await (
      await getWithToken(api(`/outbound/campaigns/${knownCampaigns.onPower}`), token)
    ).json()
    expect(stopping.campaignStatus).toBe('stopping')
    clock += 1
    const off = await (await getWithToken(api(`/outbound/campaigns/${knownCampaigns.onPower}`), token)).json()
    expect(off.campaignStatus).toBe('off')
  })

  test('refuses bad values and unknown keys', async () => {
    for (const body of [{ contactsPerSecond: -1 }, { stoppingMs: 1.5 }, { pace: 3 }]) {
      const answer = await postJson(control('/outbound/settings'), body)
      expect(answer.status).toBe(400)
    }
    expect(await (await fetch(control('/outbound/settings'))).json()).toEqual({
      contactsPerSecond: 2,
      stoppingMs: 2000
    })
  })
})

describe('/__emulator/calls', () => {
  test('counts every /api/v2 call by route template, faulted and refused ones included', async () => {
    await fetch(control('/calls'), { method: 'DELETE' })
    await postJson(control('/faults'), { method: 'GET', path: '/api/v2/outbound/campaigns', status: 503 })

    await getWithToken(api('/outbound/campaigns'), token) // faulted
    await getWithToken(api('/outbound/campaigns?pageSize=100'), token)
    await send('POST', '/outbound/campaigns/progress', [knownCampaigns.onPower])
    await getWithToken(api(`/outbound/campaigns/${knownCampaigns.onPower}/progress`), token)
    await getWithToken(api(`/outbound/campaigns/${knownCampaigns.offPower}/progress`), token)
    await fetch(api('/outbound/campaigns')) // no token: 401, still a call
    await fetch(api('/outbound/campaigns'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000' }
    })
    await fetch(control('/health'))

    expect(await (await fetch(control('/calls'))).json()).toEqual({
      total: 6,
      byRoute: {
        'GET /api/v2/outbound/campaigns': 3,
        'GET /api/v2/outbound/campaigns/{campaignId}/progress': 2,
        'POST /api/v2/outbound/campaigns/progress': 1
      }
    })

    await fetch(control('/calls'), { method: 'DELETE' })
    expect(await (await fetch(control('/calls'))).json()).toEqual({ total: 0, byRoute: {} })
  })
})

test('reset brings back the Outbound seed, the settings and zero counts', async () => {
  await postJson(control('/outbound/generate'), { count: 10 })
  await postJson(control('/outbound/settings'), { contactsPerSecond: 50 })
  await send('POST', `/outbound/campaigns/${knownCampaigns.offPower}/start`)
  await send('DELETE', `/outbound/campaigns/${knownCampaigns.complete}`)
  clock += 3_000

  await fetch(control('/reset'), { method: 'POST' })
  token = await issueTestToken(emulator.url, seedUsers.avery.email)

  expect(await (await fetch(control('/calls'))).json()).toEqual({ total: 0, byRoute: {} })
  expect(await (await fetch(control('/outbound/settings'))).json()).toEqual({
    contactsPerSecond: 2,
    stoppingMs: 2000
  })
  expect(await campaignsTotal()).toBe(74)
  const power = await (
    await getWithToken(api(`/outbound/campaigns/${knownCampaigns.offPower}`), token)
  ).json()
  expect(power.campaignStatus).toBe('off')
  expect((await progressOf(knownCampaigns.offPower)).numberOfContactsCalled).toBe(0)
  expect((await getWithToken(api(`/outbound/campaigns/${knownCampaigns.complete}`), token)).status).toBe(200)
})
