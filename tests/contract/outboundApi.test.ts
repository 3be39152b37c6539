/**
 * The official SDK's OutboundApi (and the listings a campaign editor needs) against the emulator: the calls the
 * app's backend makes, with the models, errors and status codes it will see. The emulator runs on a clock the
 * tests move, so dialing progress is checked without waiting.
 */
import platformClient from 'purecloud-platform-client-v2'
import { pointSdkAt } from '../../emulator/src/testing/sdkGateway'
import { createEmulator, type Emulator } from '../../emulator/src/createEmulator'
import {
  knownCampaigns,
  seedContactLists,
  seedEdgeGroups,
  seedQueues,
  seedResponseSets,
  seedScripts
} from '../../emulator/src/outbound/seedOutbound'
import { seedDivisions, seedUsers } from '../../emulator/src/seed'
import { issueTestToken } from '../../emulator/src/testing/signIn'

interface SdkFailure {
  status: number
  headers: Record<string, string>
  body: {
    code: string
    status: number
    message: string
    details: { errorCode: string; fieldName?: string }[]
    limit?: { key: string; value: number }
  }
}

interface Extended<T> {
  status: number
  headers: Record<string, string>
  body: T
}
const extended = async <T>(call: Promise<T>) => (await call) as unknown as Extended<T>
const bodyOf = async <T>(call: Promise<T>) => (await extended(call)).body

const client = platformClient.ApiClient.instance
const START = Date.parse('2026-04-01T09:00:00.000Z')
let clock = START
let emulator: Emulator
const outbound = () => new platformClient.OutboundApi()

beforeAll(async () => {
  client.config.live_reload_config = false
  client.setReturnExtendedResponses(true)
  emulator = await createEmulator({ port: 0, quiet: true, now: () => clock, rateLimitPerMinute: 0 })
  pointSdkAt(client, emulator.port)
})

afterAll(() => emulator.close())

beforeEach(async () => {
  clock = START
  await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
  await signInAs(seedUsers.avery.email)
})

async function signInAs(email: string) {
  client.setAccessToken(await issueTestToken(emulator.url, email))
}

async function failureOf(call: Promise<unknown>): Promise<SdkFailure> {
  try {
    await call
  } catch (error) {
    return error as SdkFailure
  }
  throw new Error('expected the SDK call to fail')
}

const advance = (ms: number) => {
  clock += ms
}

const progressOf = (id: string) => bodyOf(outbound().getOutboundCampaignProgress(id))
const statusOf = async (id: string) => (await bodyOf(outbound().getOutboundCampaign(id))).campaignStatus

/** A valid body for each dialing mode, with only what that mode requires. */
function newCampaign(mode: string, name = `Contract ${mode}`): platformClient.Models.Campaign {
  const body: platformClient.Models.Campaign = {
    name,
    dialingMode: mode,
    contactList: { id: seedContactLists.pilotA.id },
    phoneColumns: [{ columnName: 'Cell', type: 'cell' }],
    callerName: 'Demo Sales',
    callerAddress: '+35315550120',
    division: { id: seedDivisions.democcSales.id }
  }
  if (mode !== 'agentless')
    Object.assign(body, { queue: { id: seedQueues.sales.id }, script: { id: seedScripts.salesPitch.id } })
  if (mode !== 'preview') {
    Object.assign(body, {
      edgeGroup: { id: seedEdgeGroups.dublin.id },
      callAnalysisResponseSet: { id: seedResponseSets.standard.id }
    })
  }
  if (mode === 'power' || mode === 'predictive') body.abandonRate = 5
  if (mode === 'agentless') body.outboundLineCount = 10
  return body
}

describe('getOutboundCampaigns', () => {
  test('pages by 25 by default, sorted by name, with the platform paging fields', async () => {
    const first = await bodyOf(outbound().getOutboundCampaigns())

    expect(first).toMatchObject({ pageSize: 25, pageNumber: 1, total: 74, pageCount: 3 })
    expect(first.entities).toHaveLength(25)
    const names = first.entities!.map(c => c.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    expect(first.firstUri).toMatch(/^\/api\/v2\/outbound\/campaigns\?.*pageNumber=1/)
    expect(first.nextUri).toMatch(/pageNumber=2/)
    expect(first.lastUri).toMatch(/pageNumber=3/)
    expect(first.previousUri).toBeUndefined()

    const last = await bodyOf(outbound().getOutboundCampaigns({ pageNumber: 3 }))
    expect(last.entities).toHaveLength(24)
    expect(last.nextUri).toBeUndefined()
    expect(last.previousUri).toMatch(/pageNumber=2/)
    // no campaign on two pages
    const ids = new Set([...first.entities!, ...last.entities!].map(c => c.id))
    expect(ids.size).toBe(49)
  })

  test('answers every Campaign field a client reads', async () => {
    const { entities } = await bodyOf(outbound().getOutboundCampaigns({ id: [knownCampaigns.onPower] }))

    expect(entities).toEqual([
      expect.objectContaining({
        id: knownCampaigns.onPower,
        name: 'Premium Upgrade Push',
        version: expect.any(Number),
        dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        campaignStatus: 'on',
        dialingMode: 'power',
        contactList: {
          id: seedContactLists.broadband.id,
          name: 'Broadband Upgrade Prospects',
          selfUri: `/api/v2/outbound/contactlists/${seedContactLists.broadband.id}`
        },
        queue: expect.objectContaining({ id: seedQueues.sales.id, name: 'Outbound Sales' }),
        script: expect.objectContaining({ id: seedScripts.salesPitch.id }),
        edgeGroup: expect.objectContaining({ id: seedEdgeGroups.dublin.id }),
        callAnalysisResponseSet: expect.objectContaining({ id: seedResponseSets.standard.id }),
        division: expect.objectContaining({ id: seedDivisions.democcSales.id, name: 'Sales' }),
        phoneColumns: [{ columnName: 'Cell', type: 'cell' }],
        abandonRate: expect.any(Number),
        priority: expect.any(Number),
        errors: [],
        selfUri: `/api/v2/outbound/campaigns/${knownCampaigns.onPower}`
      })
    ])
  })

  test('pageSize above 100 is refused', async () => {
    const failure = await failureOf(outbound().getOutboundCampaigns({ pageSize: 101 }))
    expect(failure.status).toBe(400)
    expect(failure.body).toMatchObject({
      code: 'bad.request',
      message: expect.stringMatching(/pageSize.*100/)
    })
  })

  test('name filters by case-insensitive prefix; id, divisionId and contactListId narrow further', async () => {
    const spring = await bodyOf(outbound().getOutboundCampaigns({ name: 'spring ren', filterType: 'Prefix' }))
    expect(spring.entities!.map(c => c.name)).toEqual([
      'Spring Renewals – East',
      'Spring Renewals – North',
      'Spring Renewals – South',
      'Spring Renewals – West'
    ])

    const byIds = await bodyOf(
      outbound().getOutboundCampaigns({
        id: [knownCampaigns.offPower, knownCampaigns.complete, knownCampaigns.northwind]
      })
    )
    expect(byIds.entities!.map(c => c.id).sort()).toEqual(
      [knownCampaigns.offPower, knownCampaigns.complete].sort()
    )

    const collections = await bodyOf(
      outbound().getOutboundCampaigns({ divisionId: [seedDivisions.democcCollections.id], pageSize: 100 })
    )
    expect(collections.total).toBeGreaterThan(5)
    expect(collections.entities!.every(c => c.division?.id === seedDivisions.democcCollections.id)).toBe(true)

    const pilots = await bodyOf(
      outbound().getOutboundCampaigns({ contactListId: seedContactLists.pilotA.id })
    )
    expect(pilots.entities!.map(c => c.id)).toEqual([knownCampaigns.offPower])
  })

  test('sortBy and sortOrder order the whole listing, not just a page', async () => {
    const byStatus = await bodyOf(
      outbound().getOutboundCampaigns({ sortBy: 'campaignStatus', sortOrder: 'descending', pageSize: 100 })
    )
    const statuses = byStatus.entities!.map(c => c.campaignStatus!)
    expect(statuses).toEqual([...statuses].sort().reverse())
    expect(new Set(statuses)).toEqual(new Set(['on', 'off', 'complete', 'invalid', 'forced_off']))

    const byDate = await bodyOf(outbound().getOutboundCampaigns({ sortBy: 'dateModified', pageSize: 100 }))
    const dates = byDate.entities!.map(c => Date.parse(c.dateModified!))
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
  })
})

describe('one campaign', () => {
  test('getOutboundCampaign answers an invalid campaign with its errors; another org’s id is 404', async () => {
    const invalid = await bodyOf(outbound().getOutboundCampaign(knownCampaigns.invalid))
    expect(invalid.campaignStatus).toBe('invalid')
    expect(invalid.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ error: expect.any(String) })])
    )

    const failure = await failureOf(outbound().getOutboundCampaign(knownCampaigns.northwind))
    expect(failure.status).toBe(404)
    expect(failure.body.code).toBe('not.found')
  })

  test.each(['agentless', 'preview', 'power', 'predictive', 'progressive', 'external'])(
    'postOutboundCampaigns creates a %s campaign: off, version 1',
    async mode => {
      const created = await bodyOf(outbound().postOutboundCampaigns(newCampaign(mode)))

      expect(created).toMatchObject({
        name: `Contract ${mode}`,
        dialingMode: mode,
        campaignStatus: 'off',
        version: 1,
        dateCreated: new Date(START).toISOString(),
        division: { id: seedDivisions.democcSales.id, name: 'Sales' }
      })
      const read = await bodyOf(outbound().getOutboundCampaign(created.id!))
      expect(read).toEqual(created)
    }
  )

  test('a body missing what its dialing mode requires is 400 invalid.property naming each field', async () => {
    const power = newCampaign('power')
    delete power.queue
    delete power.abandonRate
    const failure = await failureOf(outbound().postOutboundCampaigns(power))
    expect(failure.status).toBe(400)
    expect(failure.body.code).toBe('invalid.property')
    expect(failure.body.details.map(d => d.fieldName).sort()).toEqual(['abandonRate', 'queue'])

    const agentless = newCampaign('agentless')
    delete agentless.outboundLineCount
    const agentlessFailure = await failureOf(outbound().postOutboundCampaigns(agentless))
    expect(agentlessFailure.body.details).toEqual([
      expect.objectContaining({ fieldName: 'outboundLineCount' })
    ])

    const unknownList = { ...newCampaign('preview'), contactList: { id: 'no-such-list' } }
    const listFailure = await failureOf(outbound().postOutboundCampaigns(unknownList))
    expect(listFailure.body.details).toEqual([
      expect.objectContaining({ fieldName: 'contactList', errorCode: 'not.found' })
    ])

    const badPriority = { ...newCampaign('preview'), priority: 9 }
    const priorityFailure = await failureOf(outbound().postOutboundCampaigns(badPriority))
    expect(priorityFailure.body.details).toEqual([expect.objectContaining({ fieldName: 'priority' })])
  })

  test('putOutboundCampaign needs the current version: it increments it; a stale one is 409', async () => {
    const current = await bodyOf(outbound().getOutboundCampaign(knownCampaigns.offPower))
    advance(60_000)

    const updated = await bodyOf(
      outbound().putOutboundCampaign(knownCampaigns.offPower, {
        ...current,
        callerName: 'Renamed Caller',
        priority: 1
      })
    )
    expect(updated).toMatchObject({
      callerName: 'Renamed Caller',
      priority: 1,
      version: current.version! + 1,
      dateModified: new Date(START + 60_000).toISOString(),
      campaignStatus: 'off'
    })

    const stale = await failureOf(
      outbound().putOutboundCampaign(knownCampaigns.offPower, { ...current, callerName: 'Lost update' })
    )
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'general.conflict', message: expect.stringMatching(/version/) })
    expect((await bodyOf(outbound().getOutboundCampaign(knownCampaigns.offPower))).callerName).toBe(
      'Renamed Caller'
    )
  })

  test('patchOutboundCampaign changes the live settings without a version', async () => {
    const before = await bodyOf(outbound().getOutboundCampaign(knownCampaigns.onPower))

    const { status } = await extended(
      outbound().patchOutboundCampaign(knownCampaigns.onPower, {
        abandonRate: 2.5,
        maxCallsPerAgent: 4,
        queue: { id: seedQueues.retention.id }
      })
    )

    expect(status).toBe(204)
    const after = await bodyOf(outbound().getOutboundCampaign(knownCampaigns.onPower))
    expect(after).toMatchObject({
      abandonRate: 2.5,
      maxCallsPerAgent: 4,
      queue: { id: seedQueues.retention.id, name: 'Retention Specialists' },
      campaignStatus: 'on',
      version: before.version! + 1
    })
  })

  test('deleteOutboundCampaign: only when the campaign is not active', async () => {
    const running = await failureOf(outbound().deleteOutboundCampaign(knownCampaigns.onPower))
    expect(running.status).toBe(409)
    expect(running.body).toMatchObject({ code: 'campaign.not.off', message: expect.stringMatching(/is on/) })

    const deleted = await extended(outbound().deleteOutboundCampaign(knownCampaigns.complete))
    expect(deleted.status).toBe(200)
    expect(deleted.body.id).toBe(knownCampaigns.complete)
    expect((await failureOf(outbound().getOutboundCampaign(knownCampaigns.complete))).status).toBe(404)
  })
})

describe('dialing', () => {
  test('start, progress growing with the clock, stop (stopping, then off), progress frozen', async () => {
    const started = await extended(outbound().postOutboundCampaignStart(knownCampaigns.offPower))
    expect(started.status).toBe(202)
    expect(await statusOf(knownCampaigns.offPower)).toBe('on')

    advance(10_000) // 2 contacts per second by default
    expect(await progressOf(knownCampaigns.offPower)).toEqual({
      campaign: {
        id: knownCampaigns.offPower,
        name: 'Pilot Callback – Power',
        selfUri: `/api/v2/outbound/campaigns/${knownCampaigns.offPower}`
      },
      contactList: {
        id: seedContactLists.pilotA.id,
        name: 'Pilot – Sample A',
        selfUri: `/api/v2/outbound/contactlists/${seedContactLists.pilotA.id}`
      },
      numberOfContactsCalled: 20,
      numberOfContactsMessaged: 0,
      totalNumberOfContacts: 300,
      percentage: 6,
      numberOfContactsSkipped: {}
    })

    await outbound().postOutboundCampaignStop(knownCampaigns.offPower)
    expect(await statusOf(knownCampaigns.offPower)).toBe('stopping')
    advance(1_999)
    expect(await statusOf(knownCampaigns.offPower)).toBe('stopping')
    advance(1)
    expect(await statusOf(knownCampaigns.offPower)).toBe('off')
    advance(60_000)
    expect((await progressOf(knownCampaigns.offPower)).numberOfContactsCalled).toBe(20)
  })

  test('a campaign that has called everyone is complete, at 100 %', async () => {
    await outbound().postOutboundCampaignStart(knownCampaigns.offPreview) // 420 contacts

    advance(209_000)
    expect(await progressOf(knownCampaigns.offPreview)).toMatchObject({
      numberOfContactsCalled: 418,
      percentage: 99
    })
    advance(1_000)
    expect(await progressOf(knownCampaigns.offPreview)).toMatchObject({
      numberOfContactsCalled: 420,
      percentage: 100
    })
    expect(await statusOf(knownCampaigns.offPreview)).toBe('complete')
  })

  test('an invalid campaign cannot start: 400 campaign.invalid with its errors', async () => {
    const failure = await failureOf(outbound().postOutboundCampaignStart(knownCampaigns.invalid))
    expect(failure.status).toBe(400)
    expect(failure.body).toMatchObject({ code: 'campaign.invalid', message: expect.stringMatching(/queue/) })
    expect(await statusOf(knownCampaigns.invalid)).toBe('invalid')
  })

  test('an edit while stopping is 409 campaign.stopping', async () => {
    await outbound().postOutboundCampaignStart(knownCampaigns.offPower)
    await outbound().postOutboundCampaignStop(knownCampaigns.offPower)
    const current = await bodyOf(outbound().getOutboundCampaign(knownCampaigns.offPower))

    const failure = await failureOf(outbound().putOutboundCampaign(knownCampaigns.offPower, current))
    expect(failure.status).toBe(409)
    expect(failure.body.code).toBe('campaign.stopping')

    advance(2_000)
    const saved = await bodyOf(
      outbound().putOutboundCampaign(knownCampaigns.offPower, { ...current, campaignStatus: 'off' })
    )
    expect(saved).toMatchObject({ campaignStatus: 'off', version: current.version! + 1 })
  })

  test('postOutboundCampaignsProgress answers the campaigns found, in order; others are left out', async () => {
    await outbound().postOutboundCampaignStart(knownCampaigns.offAgentless)
    advance(5_000)

    const progress = await bodyOf(
      outbound().postOutboundCampaignsProgress([
        knownCampaigns.offAgentless,
        knownCampaigns.northwind,
        'f0000000-0000-4000-8000-999999999999',
        knownCampaigns.complete
      ])
    )

    expect(progress).toEqual([
      expect.objectContaining({
        campaign: expect.objectContaining({ id: knownCampaigns.offAgentless }),
        numberOfContactsCalled: 10,
        totalNumberOfContacts: 480,
        percentage: 2
      }),
      expect.objectContaining({
        campaign: expect.objectContaining({ id: knownCampaigns.complete }),
        numberOfContactsCalled: 200,
        totalNumberOfContacts: 200,
        percentage: 100
      })
    ])
  })

  test('getOutboundCampaignStats: live figures only while on, cumulative ones follow progress', async () => {
    const idle = await bodyOf(outbound().getOutboundCampaignStats(knownCampaigns.offPredictive))
    expect(idle).toMatchObject({
      contactRate: { attempts: 0, connects: 0, connectRatio: 0 },
      idleAgents: 0,
      outstandingCalls: 0,
      linesUtilization: { assignedOutboundLines: 0, totalAvailableOutboundLines: 0 }
    })

    await outbound().postOutboundCampaignStart(knownCampaigns.offPredictive)
    advance(60_000)
    const live = await bodyOf(outbound().getOutboundCampaignStats(knownCampaigns.offPredictive))
    expect(live.contactRate!.attempts).toBeGreaterThanOrEqual(120)
    expect(live.contactRate!.connects).toBeGreaterThan(0)
    expect(live.contactRate!.connectRatio).toBeGreaterThan(0)
    expect(live.idleAgents).toBeGreaterThan(0)
    expect(live.outstandingCalls).toBeGreaterThan(0)
    expect(live).toEqual(await bodyOf(outbound().getOutboundCampaignStats(knownCampaigns.offPredictive)))
  })

  test('recycle resets progress without turning the campaign on, at most once per 5 s', async () => {
    await outbound().postOutboundCampaignStart(knownCampaigns.offProgressive)
    advance(30_000)
    expect((await progressOf(knownCampaigns.offProgressive)).numberOfContactsCalled).toBe(60)

    const recycled = await extended(outbound().deleteOutboundCampaignProgress(knownCampaigns.offProgressive))
    expect(recycled.status).toBe(204)
    expect((await progressOf(knownCampaigns.offProgressive)).numberOfContactsCalled).toBe(0)
    expect(await statusOf(knownCampaigns.offProgressive)).toBe('on')

    advance(4_000)
    const tooSoon = await failureOf(outbound().deleteOutboundCampaignProgress(knownCampaigns.offProgressive))
    expect(tooSoon.status).toBe(400)
    expect(tooSoon.body.code).toBe('recycle.too.frequent')

    advance(1_000)
    await outbound().deleteOutboundCampaignProgress(knownCampaigns.offProgressive)
    // an off campaign stays off when recycled
    await outbound().postOutboundCampaignStop(knownCampaigns.offProgressive)
    advance(10_000)
    await outbound().deleteOutboundCampaignProgress(knownCampaigns.offProgressive)
    expect(await statusOf(knownCampaigns.offProgressive)).toBe('off')
  })

  test('a complete campaign can be started again: it begins a new pass over its list', async () => {
    await outbound().postOutboundCampaignStart(knownCampaigns.complete)
    advance(10_000)
    expect(await progressOf(knownCampaigns.complete)).toMatchObject({
      numberOfContactsCalled: 20,
      percentage: 10
    })
  })
})

describe('listings for the editor', () => {
  test('getOutboundCampaignsDivisionviews pages id, name and division', async () => {
    await signInAs(seedUsers.vic.email)

    const views = await bodyOf(outbound().getOutboundCampaignsDivisionviews({ name: 'Pilot', pageSize: 10 }))

    expect(views.total).toBe(5)
    expect(views.entities![0]).toEqual({
      id: knownCampaigns.offAgentless,
      name: 'Pilot Callback – Agentless',
      division: expect.objectContaining({ id: seedDivisions.democcCollections.id, name: 'Collections' }),
      selfUri: `/api/v2/outbound/campaigns/${knownCampaigns.offAgentless}`
    })
  })

  test('getOutboundContactlists answers the org’s lists; size only with includeSize', async () => {
    const plain = await bodyOf(outbound().getOutboundContactlists({ pageSize: 100 }))
    expect(plain.total).toBe(13)
    expect(plain.entities![0]!.size).toBeUndefined()

    const sized = await bodyOf(
      outbound().getOutboundContactlists({ includeSize: true, name: 'Customer Survey' })
    )
    expect(sized.entities).toEqual([
      expect.objectContaining({
        id: seedContactLists.surveyPanel.id,
        size: 50_000,
        columnNames: expect.arrayContaining(['Cell', 'Home']),
        // Both numbers' time zone is in the TimeZone column (what callable time sets read).
        phoneColumns: [
          { columnName: 'Cell', type: 'cell', callableTimeColumn: 'TimeZone' },
          { columnName: 'Home', type: 'home', callableTimeColumn: 'TimeZone' }
        ],
        division: expect.objectContaining({ id: seedDivisions.democcHome.id })
      })
    ])

    const one = await bodyOf(
      outbound().getOutboundContactlist(seedContactLists.pilotB.id, { includeSize: true })
    )
    expect(one).toMatchObject({ name: 'Pilot – Sample B', size: 420, version: expect.any(Number) })
    const other = await failureOf(outbound().getOutboundContactlist(seedContactLists.northwindTrials.id))
    expect(other.status).toBe(404)
  })

  test('queues, scripts, edge groups, response sets and divisions are listed for the caller’s org', async () => {
    const queues = await bodyOf(new platformClient.RoutingApi().getRoutingQueues({ pageSize: 100 }))
    expect(queues.entities!.map(q => q.name)).toEqual([
      'Collections Team',
      'Customer Care',
      'Outbound Sales',
      'Retention Specialists'
    ])
    const scripts = await bodyOf(new platformClient.ScriptsApi().getScripts())
    expect(scripts.total).toBe(4)
    const edgeGroups = await bodyOf(
      new platformClient.TelephonyProvidersEdgeApi().getTelephonyProvidersEdgesEdgegroups()
    )
    expect(edgeGroups.entities!.map(e => e.id)).toEqual([seedEdgeGroups.dublin.id, seedEdgeGroups.london.id])
    const sets = await bodyOf(outbound().getOutboundCallanalysisresponsesets())
    expect(sets.total).toBe(3)
    const divisions = await bodyOf(new platformClient.AuthorizationApi().getAuthorizationDivisions())
    expect(divisions.entities!.map(d => [d.name, d.homeDivision])).toEqual([
      ['Collections', false],
      ['Home', true],
      ['Sales', false]
    ])
  })
})

describe('permissions and limits', () => {
  test('Sam may start but not edit; Vic may not start', async () => {
    await signInAs(seedUsers.sam.email)
    const current = await bodyOf(outbound().getOutboundCampaign(knownCampaigns.offPower))
    const edit = await failureOf(outbound().putOutboundCampaign(knownCampaigns.offPower, current))
    expect(edit.status).toBe(403)
    expect(edit.body).toMatchObject({
      code: 'missing.permissions',
      message: expect.stringContaining('outbound:campaign:edit')
    })
    expect((await extended(outbound().postOutboundCampaignStart(knownCampaigns.offPower))).status).toBe(202)

    await signInAs(seedUsers.vic.email)
    const start = await failureOf(outbound().postOutboundCampaignStart(knownCampaigns.offPreview))
    expect(start.status).toBe(403)
    expect(start.body.message).toContain('outbound:campaign:start')
    expect(await statusOf(knownCampaigns.offPreview)).toBe('off')
  })

  test('injected 429s on bulk progress reach the SDK with Retry-After, then the call works again', async () => {
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        path: '/api/v2/outbound/campaigns/progress',
        status: 429,
        times: 2
      })
    })

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failure = await failureOf(outbound().postOutboundCampaignsProgress([knownCampaigns.onPower]))
      expect(failure.status).toBe(429)
      expect(failure.body.code).toBe('too.many.requests')
      expect(failure.headers['retry-after']).toBe('1')
    }
    const progress = await bodyOf(outbound().postOutboundCampaignsProgress([knownCampaigns.onPower]))
    expect(progress).toHaveLength(1)
  })
})
