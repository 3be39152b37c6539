/**
 * Outbound API rules over plain HTTP: organisations never see each other's campaigns, at most 50 campaigns are
 * active per organisation, and malformed requests are refused with a message that says what is wrong.
 */
import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { readOptionsFromEnv } from '../../../emulator/src/config'
import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import { seedUsers } from '../../../emulator/src/seed'
import { issueTestToken } from '../../../emulator/src/testing/signIn'
import { getWithToken, postJson } from './support/requests'

const START = Date.parse('2026-04-01T09:00:00.000Z')
let clock = START
let emulator: Emulator

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true, now: () => clock, rateLimitPerMinute: 0 })
})
afterAll(() => emulator.close())

beforeEach(async () => {
  clock = START
  await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
})

const api = (path: string) => `${emulator.url}/api/v2${path}`
const call = (token: string, method: string, path: string, body?: string) =>
  fetch(api(path), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body
  })

describe('organisation isolation', () => {
  test('Northwind lists only its own campaigns, even with a name Demo also uses', async () => {
    const nina = await issueTestToken(emulator.url, seedUsers.nina.email)

    const all = await (await getWithToken(api('/outbound/campaigns?pageSize=100'), nina)).json()
    expect(all.total).toBe(5)
    const spring = await (await getWithToken(api('/outbound/campaigns?name=Spring'), nina)).json()
    expect(spring.entities.map((c: { id: string }) => c.id)).toEqual([knownCampaigns.northwind])
  })

  test("another organisation's campaign is 404 for every operation, and is left untouched", async () => {
    const nina = await issueTestToken(emulator.url, seedUsers.nina.email)
    const id = knownCampaigns.offPower

    for (const [method, path] of [
      ['GET', `/outbound/campaigns/${id}`],
      ['GET', `/outbound/campaigns/${id}/progress`],
      ['GET', `/outbound/campaigns/${id}/stats`],
      ['POST', `/outbound/campaigns/${id}/start`],
      ['POST', `/outbound/campaigns/${id}/stop`],
      ['DELETE', `/outbound/campaigns/${id}/progress`],
      ['DELETE', `/outbound/campaigns/${id}`],
      ['PATCH', `/outbound/campaigns/${id}`]
    ] as const) {
      const answer = await call(nina, method, path, method === 'PATCH' ? '{"abandonRate":1}' : undefined)
      expect([method, path, answer.status]).toEqual([method, path, 404])
    }
    const bulk = await call(nina, 'POST', '/outbound/campaigns/progress', JSON.stringify([id]))
    expect(await bulk.json()).toEqual([])

    const avery = await issueTestToken(emulator.url, seedUsers.avery.email)
    const campaign = await (await getWithToken(api(`/outbound/campaigns/${id}`), avery)).json()
    expect(campaign.campaignStatus).toBe('off')
  })

  test('contact lists of another organisation cannot be used in a campaign', async () => {
    const nina = await issueTestToken(emulator.url, seedUsers.nina.email)
    const lists = await (await getWithToken(api('/outbound/contactlists'), nina)).json()
    expect(lists.entities.map((l: { name: string }) => l.name)).toEqual([
      'Northwind Late Payers',
      'Northwind Subscribers',
      'Northwind Trial Users'
    ])
    const answer = await call(
      nina,
      'POST',
      '/outbound/campaigns',
      JSON.stringify({
        name: 'Borrowed list',
        dialingMode: 'preview',
        contactList: { id: '11000000-0000-4000-8000-000000000008' },
        phoneColumns: [{ columnName: 'Cell', type: 'cell' }],
        callerName: 'Northwind',
        callerAddress: '+442075550199',
        queue: { id: '12000000-0000-4000-8000-000000000011' },
        script: { id: '13000000-0000-4000-8000-000000000011' }
      })
    )
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      code: 'invalid.property',
      details: [{ fieldName: 'contactList', errorCode: 'not.found' }]
    })
  })
})

describe('at most 50 active campaigns per organisation', () => {
  test('the 51st start is refused until one has finished stopping', async () => {
    const avery = await issueTestToken(emulator.url, seedUsers.avery.email)
    const generated = await (
      await postJson(`${emulator.url}/__emulator/outbound/generate`, { count: 600 })
    ).json()
    expect(generated.active).toBe(50)

    const refused = await call(avery, 'POST', `/outbound/campaigns/${knownCampaigns.offPower}/start`)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      code: 'campaign.active.limit.reached',
      message: expect.stringContaining('50 active campaigns'),
      limit: { key: 'max.active.campaigns', value: 50 }
    })

    // Stopping still counts as active.
    await call(avery, 'POST', `/outbound/campaigns/${knownCampaigns.onPower}/stop`)
    expect((await call(avery, 'POST', `/outbound/campaigns/${knownCampaigns.offPower}/start`)).status).toBe(
      400
    )

    clock += 2_000
    expect((await call(avery, 'POST', `/outbound/campaigns/${knownCampaigns.offPower}/start`)).status).toBe(
      202
    )
    // Starting one that is already on is not a 51st.
    expect(
      (await call(avery, 'POST', `/outbound/campaigns/${knownCampaigns.onPredictive}/start`)).status
    ).toBe(202)
  })

  test("Northwind's limit is its own", async () => {
    await postJson(`${emulator.url}/__emulator/outbound/generate`, { count: 600 })
    const nina = await issueTestToken(emulator.url, seedUsers.nina.email)
    expect((await call(nina, 'POST', `/outbound/campaigns/${knownCampaigns.northwind}/start`)).status).toBe(
      202
    )
  })
})

describe('bad input', () => {
  let token: string
  beforeEach(async () => {
    token = await issueTestToken(emulator.url, seedUsers.avery.email)
  })

  test.each([
    ['pageSize=0', /pageSize must be at least 1/],
    ['pageSize=abc', /pageSize must be a whole number/],
    ['pageNumber=-2', /pageNumber/],
    ['sortBy=colour', /sortBy must be one of/],
    ['sortOrder=sideways', /sortOrder must be ascending or descending/],
    ['name=a&filterType=Regex', /filterType must be one of/]
  ])('GET /outbound/campaigns?%s is 400 bad.request', async (query, message) => {
    const answer = await getWithToken(api(`/outbound/campaigns?${query}`), token)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      code: 'bad.request',
      status: 400,
      message: expect.stringMatching(message)
    })
  })

  test('a page past the end is empty, not an error', async () => {
    const answer = await (await getWithToken(api('/outbound/campaigns?pageNumber=9'), token)).json()
    expect(answer).toMatchObject({ entities: [], pageNumber: 9, total: 74, pageCount: 3 })
  })

  test.each([
    ['not JSON', '{"ids": ', /not valid JSON/],
    ['an object', '{"ids": []}', /array of campaign ids/],
    ['numbers', '[1, 2]', /array of campaign ids/],
    ['101 ids', JSON.stringify(Array.from({ length: 101 }, (_, i) => `id-${i}`)), /At most 100/]
  ])('bulk progress with %s is 400', async (_what, body, message) => {
    const answer = await call(token, 'POST', '/outbound/campaigns/progress', body)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      code: 'bad.request',
      message: expect.stringMatching(message)
    })
  })

  test('a PUT without a version is 409; a PUT asking for an impossible status is 400 invalid.update', async () => {
    const campaign = await (
      await getWithToken(api(`/outbound/campaigns/${knownCampaigns.complete}`), token)
    ).json()
    const { version, ...withoutVersion } = campaign

    const missing = await call(
      token,
      'PUT',
      `/outbound/campaigns/${campaign.id}`,
      JSON.stringify(withoutVersion)
    )
    expect(missing.status).toBe(409)
    expect(await missing.json()).toMatchObject({
      code: 'general.conflict',
      message: expect.stringContaining('none')
    })

    const toOff = await call(
      token,
      'PUT',
      `/outbound/campaigns/${campaign.id}`,
      JSON.stringify({ ...campaign, version, campaignStatus: 'off' })
    )
    expect(toOff.status).toBe(400)
    expect(await toOff.json()).toMatchObject({
      code: 'invalid.update',
      message: expect.stringContaining('Invalid transition from <COMPLETE> to <OFF>')
    })
  })

  test('a PUT with campaignStatus on starts the campaign, as the platform allows', async () => {
    const campaign = await (
      await getWithToken(api(`/outbound/campaigns/${knownCampaigns.offPower}`), token)
    ).json()
    const answer = await call(
      token,
      'PUT',
      `/outbound/campaigns/${campaign.id}`,
      JSON.stringify({ ...campaign, campaignStatus: 'on' })
    )
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ campaignStatus: 'on', version: campaign.version + 1 })
  })

  test('a second campaign with the same name (any case) is refused', async () => {
    const campaign = await (
      await getWithToken(api(`/outbound/campaigns/${knownCampaigns.offPower}`), token)
    ).json()
    const { id: _id, version: _version, ...body } = campaign
    const answer = await call(
      token,
      'POST',
      '/outbound/campaigns',
      JSON.stringify({ ...body, name: 'PILOT callback – power' })
    )
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ code: 'name.already.exists' })
  })

  test('PATCH refuses values out of range and queues of nowhere', async () => {
    const answer = await call(
      token,
      'PATCH',
      `/outbound/campaigns/${knownCampaigns.onPower}`,
      JSON.stringify({ abandonRate: 150, queue: { id: 'nope' } })
    )
    expect(answer.status).toBe(400)
    const body = await answer.json()
    expect(body.code).toBe('invalid.property')
    expect(body.details.map((d: { fieldName: string }) => d.fieldName)).toEqual(['abandonRate', 'queue'])
  })

  test('Vic lists divisions but not queues (routing:queue:view) nor response sets (outbound:responseSet:view)', async () => {
    const vic = await issueTestToken(emulator.url, seedUsers.vic.email)
    expect((await getWithToken(api('/routing/queues'), vic)).status).toBe(403)
    expect((await getWithToken(api('/authorization/divisions'), vic)).status).toBe(200)
    const sets = await getWithToken(api('/outbound/callanalysisresponsesets'), vic)
    expect(sets.status).toBe(403)
    expect(await sets.json()).toMatchObject({ code: 'missing.permissions' })
  })
})

test('GENESYS_EMULATOR_CONTACTS_PER_SECOND and GENESYS_EMULATOR_STOPPING_MS configure dialing', () => {
  expect(
    readOptionsFromEnv({ GENESYS_EMULATOR_CONTACTS_PER_SECOND: '0.5', GENESYS_EMULATOR_STOPPING_MS: '500' })
  ).toMatchObject({ contactsPerSecond: 0.5, stoppingMs: 500 })
  expect(() => readOptionsFromEnv({ GENESYS_EMULATOR_CONTACTS_PER_SECOND: 'fast' })).toThrow(
    /GENESYS_EMULATOR_CONTACTS_PER_SECOND/
  )
  expect(() => readOptionsFromEnv({ GENESYS_EMULATOR_STOPPING_MS: '-5' })).toThrow(
    /GENESYS_EMULATOR_STOPPING_MS/
  )
})
