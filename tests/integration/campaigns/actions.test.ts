import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type { BulkActionResponse, CampaignOverview } from '@/shared/campaigns/campaignTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import { addFault } from '../../support/emulatorControl'
import { AVERY, callsOf, DEMO_ORG, SAM, useCampaignsFixture, VIC } from './support/campaignsFixture'

const START_PATH = (id: string) => `/api/v2/outbound/campaigns/${id}/start`
const START_ROUTE = 'POST /api/v2/outbound/campaigns/{campaignId}/start'
const { offPower, offPreview, offAgentless, onPower, northwind } = knownCampaigns

describeOnDatabases('POST /api/campaigns/actions', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const act = async (email: string, action: string, ids: string[]) =>
    app().request<BulkActionResponse>('POST', '/api/campaigns/actions', {
      token: await app().tokenFor(email),
      body: { data: { action, ids } }
    })

  const statuses = async (ids: string[]) => {
    const answer = await app().request<CampaignOverview>('GET', '/api/campaigns?pageSize=1000', {
      token: await app().tokenFor(AVERY)
    })
    return ids.map(id => answer.json.campaigns.find(c => c.id === id)?.status)
  }

  it('starts and stops three campaigns, one result each in the request’s order, and records each', async () => {
    const ids = [offAgentless, offPower, offPreview]
    const started = await act(AVERY, 'start', ids)
    expect(started.status).toBe(200)
    expect(started.json).toEqual({
      action: 'start',
      results: ids.map(id => ({ id, ok: true, status: 'on' }))
    })
    expect(await statuses(ids)).toEqual(['on', 'on', 'on'])
    const stopped = await act(AVERY, 'stop', ids)
    expect(stopped.json.results).toEqual(ids.map(id => ({ id, ok: true, status: 'stopping' })))

    const audit = await app().audit()
    expect(audit).toHaveLength(6)
    expect(audit.map(entry => [entry.action, entry.outcome]).sort()).toEqual([
      ...Array(3).fill(['start', 'succeeded']),
      ...Array(3).fill(['stop', 'succeeded'])
    ])
    expect(audit[0]).toMatchObject({
      org_id: DEMO_ORG,
      actor_name: 'Avery Admin',
      actor_email: AVERY,
      detail: null
    })
    expect(audit.find(e => e.campaign_id === offPower)?.campaign_name).toBe('Pilot Callback – Power')
  })

  it('answers each id’s own failure: a permission the platform refuses for one, an unknown id', async () => {
    await addFault(app().emulator.url, {
      method: 'POST',
      path: START_PATH(offPreview),
      status: 403,
      body: {
        code: 'missing.permissions',
        status: 403,
        message: 'You are missing the following permission(s): outbound:campaign:start'
      }
    })
    const answer = await act(AVERY, 'start', [offPower, offPreview, northwind])
    expect(answer.status).toBe(200)
    expect(answer.json.results).toEqual([
      { id: offPower, ok: true, status: 'on' },
      {
        id: offPreview,
        ok: false,
        httpStatus: 403,
        code: 'platform.missing_permission',
        permission: 'outbound:campaign:start',
        permissions: ['outbound:campaign:start'],
        anyOf: false,
        message: expect.stringContaining('outbound:campaign:start')
      },
      { id: northwind, ok: false, httpStatus: 404, code: 'campaign.not_found', message: expect.any(String) }
    ])
    const audit = await app().audit()
    expect(audit.map(e => [e.campaign_id, e.outcome, e.detail]).sort()).toEqual(
      [
        [offPower, 'succeeded', null],
        [offPreview, 'failed', 'platform.missing_permission'],
        [northwind, 'failed', 'campaign.not_found']
      ].sort()
    )
  })

  it('refuses Vic (a platform viewer) without asking the platform, and records the failure', async () => {
    await app().tokenFor(VIC)
    await app().resetCalls()
    const answer = await act(VIC, 'start', [offPower])
    expect(answer.status).toBe(200)
    expect(answer.json.results).toEqual([
      {
        id: offPower,
        ok: false,
        httpStatus: 403,
        code: 'platform.missing_permission',
        permission: 'outbound:campaign:start',
        permissions: ['outbound:campaign:start'],
        anyOf: false,
        message: 'Your Genesys Cloud user lacks the permission outbound:campaign:start.'
      }
    ])
    expect(callsOf(await app().calls(), START_ROUTE)).toBe(0)
    expect(await app().audit()).toEqual([
      expect.objectContaining({
        action: 'start',
        outcome: 'failed',
        detail: 'platform.missing_permission',
        actor_email: VIC
      })
    ])
    expect(await statuses([offPower])).toEqual(['off'])
  })

  it('lets Sam (a platform supervisor) start and stop but not recycle', async () => {
    expect((await act(SAM, 'start', [offPower])).json.results[0]).toMatchObject({ ok: true })
    expect((await act(SAM, 'recycle', [onPower])).json.results[0]).toMatchObject({
      ok: false,
      code: 'platform.missing_permission',
      permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'],
      anyOf: true
    })
  })

  it('refuses a client for the app role: nothing attempted, nothing recorded', async () => {
    await app().tokenFor(AVERY)
    await app().setRole(DEMO_ORG, AVERY, 'client')
    const answer = await act(AVERY, 'start', [offPower])
    expect(answer.status).toBe(403)
    expect(answer.json).toEqual({
      code: 'access.forbidden',
      message: 'Your role (client) may not update campaigns.'
    })
    expect(await app().audit()).toEqual([])
  })

  it('recycles a running campaign, and answers a second recycle within 5 s with when to try again', async () => {
    const first = await act(AVERY, 'recycle', [onPower])
    expect(first.json.results).toEqual([{ id: onPower, ok: true, status: 'on' }])
    const second = await act(AVERY, 'recycle', [onPower])
    expect(second.json.results).toEqual([
      {
        id: onPower,
        ok: false,
        httpStatus: 429,
        code: 'platform.rate_limited',
        retryAfterSeconds: 5,
        message: expect.any(String)
      }
    ])
  })

  it('rides out a 429 storm: retried after Retry-After, at most three attempts per call', async () => {
    await addFault(app().emulator.url, { method: 'POST', path: START_PATH(offPower), status: 429, times: 2 })
    await app().tokenFor(AVERY)
    await app().resetCalls()
    const answer = await act(AVERY, 'start', [offPower])
    expect(answer.json.results).toEqual([{ id: offPower, ok: true, status: 'on' }])
    expect(callsOf(await app().calls(), START_ROUTE)).toBe(3)

    await addFault(app().emulator.url, {
      method: 'POST',
      path: START_PATH(offPreview),
      status: 429,
      times: 3
    })
    const limited = await act(AVERY, 'start', [offPreview])
    expect(limited.json.results).toEqual([
      {
        id: offPreview,
        ok: false,
        httpStatus: 429,
        code: 'platform.rate_limited',
        retryAfterSeconds: 1,
        message: expect.any(String)
      }
    ])
  }, 20_000)

  it('starts 20 campaigns with at most five calls at once, in order', async () => {
    const answer = await app().request<CampaignOverview>('GET', '/api/campaigns?status=off&pageSize=20', {
      token: await app().tokenFor(AVERY)
    })
    const ids = answer.json.campaigns.map(c => c.id)
    expect(ids).toHaveLength(20)
    const started = await act(AVERY, 'start', ids)
    expect(started.json.results.map(r => r.id)).toEqual(ids)
    expect(started.json.results.every(r => r.ok)).toBe(true)
    expect(await app().audit()).toHaveLength(20)
  })
})
