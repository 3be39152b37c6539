import {
  knownCampaigns,
  seedContactLists,
  seedEdgeGroups,
  seedQueues,
  seedResponseSets,
  seedScripts
} from '../../../emulator/src/outbound/seedOutbound'
import { seedDncLists } from '../../../emulator/src/outbound/contacts/seedDncLists'
import { seedDivisions } from '../../../emulator/src/seed'
import type {
  CampaignApiError,
  CampaignDetail,
  CampaignFormOptions,
  CampaignOverview,
  CampaignSettings,
  DialingMode
} from '@/shared/campaigns/campaignTypes'
import type { DncListsAnswer } from '@/shared/dncLists/dncListTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, callsOf, SAM, useCampaignsFixture } from './support/campaignsFixture'

const { offPower, offPreview, onPower, northwind } = knownCampaigns
const CREATE_ROUTE = 'POST /api/v2/outbound/campaigns'

/** Valid settings for each dialing mode: only what the mode needs. */
function settingsFor(mode: DialingMode, name: string): Partial<CampaignSettings> {
  const base: Partial<CampaignSettings> = {
    name,
    dialingMode: mode,
    contactListId: seedContactLists.pilotA.id,
    phoneColumn: 'Home',
    callerName: 'Demo Contact Centre',
    callerAddress: '+35315550100',
    divisionId: seedDivisions.democcHome.id
  }
  if (mode !== 'agentless')
    Object.assign(base, { queueId: seedQueues.care.id, scriptId: seedScripts.general.id })
  if (mode !== 'preview')
    Object.assign(base, {
      edgeGroupId: seedEdgeGroups.dublin.id,
      callAnalysisResponseSetId: seedResponseSets.standard.id
    })
  if (mode === 'power' || mode === 'predictive') Object.assign(base, { abandonRate: 3, maxCallsPerAgent: 2 })
  if (mode === 'agentless') Object.assign(base, { outboundLineCount: 10 })
  return base
}

describeOnDatabases('/api/campaigns/:id and POST /api/campaigns', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

  const as = async (email = AVERY) => ({ token: await app().tokenFor(email) })
  const detail = async (id: string) =>
    app().request<CampaignDetail>('GET', `/api/campaigns/${id}`, await as())
  const update = async (id: string, version: number, changes: Partial<CampaignSettings>) =>
    app().request<CampaignDetail & CampaignApiError>('PUT', `/api/campaigns/${id}`, {
      ...(await as()),
      body: { data: { version, changes } }
    })
  const create = async (data: unknown, email = AVERY) =>
    app().request<CampaignDetail & CampaignApiError>('POST', '/api/campaigns', {
      ...(await as(email)),
      body: { data }
    })
  const total = async () =>
    (await app().request<CampaignOverview>('GET', '/api/campaigns', await as())).json.summary.total

  it('answers a campaign’s page: settings, progress, stats, audit and capabilities', async () => {
    const answer = await detail(onPower)
    expect(answer.status).toBe(200)
    expect(answer.json.campaign).toMatchObject({
      id: onPower,
      status: 'on',
      dialingMode: 'power',
      progress: { total: 25_000 },
      settings: { dialingMode: 'power', phoneColumn: 'Cell', abandonRate: expect.any(Number) }
    })
    expect(answer.json.campaign.dateCreated).toEqual(expect.any(String))
    expect(answer.json.stats).toMatchObject({
      contactRate: expect.any(Object),
      linesUtilization: expect.any(Number)
    })
    expect(answer.json.audit).toEqual([])
    expect(answer.json.capabilities.edit).toEqual({ allowed: true })
    expect((await detail(northwind)).status).toBe(404)
  })

  it('saves an edit with the version read, and records which settings changed', async () => {
    const before = (await detail(offPower)).json.campaign
    const saved = await update(offPower, before.version, { name: 'Pilot Callback – Power (v2)', priority: 2 })
    expect(saved.status).toBe(200)
    expect(saved.json.campaign).toMatchObject({
      name: 'Pilot Callback – Power (v2)',
      priority: 2,
      version: before.version + 1
    })
    expect(saved.json.audit).toEqual([
      expect.objectContaining({
        action: 'edit',
        outcome: 'succeeded',
        detail: 'name,priority',
        campaignName: 'Pilot Callback – Power',
        actor: { name: 'Avery Admin', email: AVERY }
      })
    ])
    // the overview shows the new name at once (its snapshot was patched), without reading the list again
    const list = await app().request<CampaignOverview>('GET', '/api/campaigns?q=v2', await as())
    expect(list.json.campaigns.map(c => c.id)).toEqual([offPower])
  })

  it('attaches do-not-call lists to a campaign and detaches them; the DNC lists screen follows', async () => {
    const { optOuts, regulatory } = seedDncLists
    const before = (await detail(offPower)).json.campaign
    expect(before.settings.dncListIds).toEqual([])
    const options = await app().request<CampaignFormOptions>('GET', '/api/campaigns/options', await as())
    expect(options.json.dncLists).toEqual([
      { id: optOuts.id, name: optOuts.name },
      { id: regulatory.id, name: regulatory.name }
    ])

    const attached = await update(offPower, before.version, { dncListIds: [optOuts.id, regulatory.id] })
    expect(attached.status).toBe(200)
    expect(attached.json.campaign.settings.dncListIds.sort()).toEqual([optOuts.id, regulatory.id].sort())
    expect(attached.json.audit[0]).toMatchObject({
      action: 'edit',
      outcome: 'succeeded',
      detail: 'dncListIds'
    })
    // read back from the platform, and the other settings kept
    const read = (await detail(offPower)).json.campaign
    expect(read.settings).toMatchObject({
      dncListIds: expect.arrayContaining([optOuts.id, regulatory.id]),
      priority: before.settings.priority,
      phoneColumn: before.settings.phoneColumn
    })
    const lists = await app().request<DncListsAnswer>('GET', '/api/dnc-lists', await as())
    expect(lists.json.dncLists.find(list => list.id === optOuts.id)?.campaigns.map(c => c.id)).toContain(
      offPower
    )

    const detached = await update(offPower, read.version, { dncListIds: [regulatory.id] })
    expect(detached.status).toBe(200)
    expect((await detail(offPower)).json.campaign.settings.dncListIds).toEqual([regulatory.id])
  })

  it('refuses a do-not-call list nobody has, naming the field, before the platform is asked', async () => {
    const before = (await detail(offPower)).json.campaign
    await app().resetCalls()
    const answer = await update(offPower, before.version, { dncListIds: ['not-a-list'] })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ code: 'request.invalid', fields: ['dncListIds'] })
    expect(callsOf(await app().calls(), 'PUT /api/v2/outbound/campaigns/{campaignId}')).toBe(0)
    const twice = await update(offPower, before.version, {
      dncListIds: [seedDncLists.optOuts.id, seedDncLists.optOuts.id]
    })
    expect(twice.status).toBe(400)
    expect(twice.json.message).toContain('dncListIds')
  })

  it('answers a stale version with 409 and the campaign as it now is', async () => {
    const read = (await detail(offPreview)).json.campaign
    expect((await update(offPreview, read.version, { callerName: 'Demo Sales Desk' })).status).toBe(200)
    const stale = await update(offPreview, read.version, { priority: 1 })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      code: 'campaign.version_conflict',
      current: { id: offPreview, version: read.version + 1, settings: { callerName: 'Demo Sales Desk' } }
    })
    expect((await detail(offPreview)).json.audit.map(e => [e.outcome, e.detail])).toEqual([
      ['failed', 'campaign.version_conflict'],
      ['succeeded', 'callerName']
    ])
  })

  it('refuses an edit while the campaign is stopping', async () => {
    const read = (await detail(onPower)).json.campaign
    await app().request('POST', '/api/campaigns/actions', {
      ...(await as()),
      body: { data: { action: 'stop', ids: [onPower] } }
    })
    const current = (await detail(onPower)).json.campaign
    expect(current.status).toBe('stopping')
    const answer = await update(onPower, current.version, { priority: 1 })
    expect(answer.status).toBe(409)
    expect(answer.json.code).toBe('campaign.busy')
    expect(read.version).toBeLessThan(current.version)
  })

  it.each(['agentless', 'preview', 'power', 'predictive', 'progressive', 'external'] as const)(
    'creates a %s campaign',
    async mode => {
      const answer = await create(settingsFor(mode, `New ${mode} campaign`))
      expect(answer.status).toBe(201)
      expect(answer.json.campaign).toMatchObject({
        name: `New ${mode} campaign`,
        status: 'off',
        dialingMode: mode,
        settings: { phoneColumn: 'Home', contactListId: seedContactLists.pilotA.id }
      })
      expect(answer.json.audit).toEqual([expect.objectContaining({ action: 'create', outcome: 'succeeded' })])
      // in the person's overview at once
      const list = await app().request<CampaignOverview>('GET', `/api/campaigns?q=New ${mode}`, await as())
      expect(list.json.campaigns.map(c => c.id)).toEqual([answer.json.campaign.id])
    }
  )

  it.each([
    ['power without an abandon rate', { ...settingsFor('power', 'x'), abandonRate: null }, ['abandonRate']],
    [
      'agentless without outbound lines',
      { ...settingsFor('agentless', 'x'), outboundLineCount: null },
      ['outboundLineCount']
    ],
    [
      'preview without a queue and script',
      { ...settingsFor('preview', 'x'), queueId: null, scriptId: null },
      ['queueId', 'scriptId']
    ],
    [
      'predictive without edge group and response set',
      { ...settingsFor('predictive', 'x'), edgeGroupId: null, callAnalysisResponseSetId: null },
      ['edgeGroupId', 'callAnalysisResponseSetId']
    ],
    ['a queue of no one', { ...settingsFor('progressive', 'x'), queueId: 'nope' }, ['queueId']],
    [
      'a phone column the list lacks',
      { ...settingsFor('external', 'x'), phoneColumn: 'Fax' },
      ['phoneColumn']
    ],
    [
      'a Northwind contact list',
      { ...settingsFor('preview', 'x'), contactListId: 'f0000000-0000-4000-8000-999999999999' },
      ['contactListId']
    ]
  ])('refuses %s with 400 naming the fields, creating nothing', async (_, data, fields) => {
    await total()
    await app().resetCalls()
    const answer = await create(data)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ code: 'request.invalid', fields })
    for (const field of fields) expect(answer.json.message).toContain(field)
    expect(callsOf(await app().calls(), CREATE_ROUTE)).toBe(0)
    expect(await total()).toBe(74)
    expect(await app().audit()).toEqual([])
  })

  it('refuses a create the platform permission does not allow, and records it', async () => {
    const answer = await create(settingsFor('preview', 'Sam’s campaign'), SAM)
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:campaign:add'
    })
    expect(await app().audit()).toEqual([
      expect.objectContaining({
        action: 'create',
        outcome: 'failed',
        campaign_id: '',
        campaign_name: 'Sam’s campaign'
      })
    ])
  })

  it('passes the platform’s refusal of a duplicate name on as 400', async () => {
    const answer = await create(settingsFor('preview', 'Pilot Callback – Power'))
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({
      code: 'request.invalid',
      message: expect.stringContaining('already exists')
    })
  })

  it('deletes an off campaign, refuses a running one, and answers 404 after', async () => {
    const running = await app().request('DELETE', `/api/campaigns/${onPower}`, await as())
    expect(running.status).toBe(409)
    expect(running.json).toMatchObject({ code: 'campaign.not_off' })
    const deleted = await app().request('DELETE', `/api/campaigns/${offPower}`, await as())
    expect(deleted.status).toBe(200)
    expect(deleted.json).toEqual({ id: offPower })
    expect((await app().request('DELETE', `/api/campaigns/${offPower}`, await as())).json).toMatchObject({
      code: 'campaign.not_found'
    })
    expect(await total()).toBe(73)
    expect((await app().audit()).map(e => [e.action, e.campaign_id, e.outcome, e.detail])).toEqual(
      expect.arrayContaining([
        ['delete', onPower, 'failed', 'campaign.not_off'],
        ['delete', offPower, 'succeeded', null],
        ['delete', offPower, 'failed', 'campaign.not_found']
      ])
    )
    const denied = await app().request('DELETE', `/api/campaigns/${offPreview}`, await as(SAM))
    expect(denied.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:campaign:delete'
    })
  })

  it('offers the forms’ choices, cached per person', async () => {
    const first = await app().request<CampaignFormOptions>('GET', '/api/campaigns/options', await as())
    expect(first.status).toBe(200)
    expect(first.json.contactLists.find(l => l.id === seedContactLists.pilotA.id)).toEqual({
      id: seedContactLists.pilotA.id,
      name: 'Pilot – Sample A',
      phoneColumns: ['Cell', 'Home']
    })
    expect(first.json.queues.map(q => q.id)).toContain(seedQueues.care.id)
    expect(first.json.scripts.length).toBeGreaterThan(0)
    expect(first.json.edgeGroups.map(e => e.id)).toContain(seedEdgeGroups.dublin.id)
    expect(first.json.callAnalysisResponseSets.map(r => r.id)).toContain(seedResponseSets.standard.id)
    expect(first.json.divisions.map(d => d.id)).toContain(seedDivisions.democcSales.id)
    expect(first.json.queues.map(q => q.id)).not.toContain(seedQueues.northwind.id)
    await app().resetCalls()
    expect((await app().request('GET', '/api/campaigns/options', await as())).status).toBe(200)
    expect((await app().calls()).total).toBe(0)
  })
})
