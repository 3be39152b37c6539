import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type { BulkActionResponse, CampaignOverview } from '@/shared/campaigns/campaignTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import {
  AVERY,
  LIST_ROUTE,
  NINA,
  PROGRESS_ROUTE,
  SAM,
  useCampaignsFixture,
  VIC
} from './support/campaignsFixture'

/**
 * What a screen costs the platform (docs/campaigns.md "Calls to the platform"), counted by the emulator
 * (GET /__emulator/calls).
 */
const SCHEDULES_ROUTE = 'GET /api/v2/outbound/schedules/campaigns'

describeOnDatabases('platform calls of /api/campaigns', kind => {
  const fixture = useCampaignsFixture(kind)
  beforeEach(() => fixture().reset())

  /**
   * The calls counted apart from the rows' schedules (one per overview read, shared by a burst: the tests at
   * the end): what the campaigns' snapshot costs.
   */
  const app = () => {
    const current = fixture()
    return Object.assign(Object.create(current) as typeof current, {
      calls: async () => {
        const counted = await current.calls()
        const { [SCHEDULES_ROUTE]: schedules = 0, ...byRoute } = counted.byRoute
        return { total: counted.total - schedules, byRoute }
      }
    })
  }

  const first74 = 74
  const overview = async (email = AVERY, query = '') => {
    const answer = await app().request<CampaignOverview>('GET', `/api/campaigns${query}`, {
      token: await app().tokenFor(email)
    })
    expect(answer.status).toBe(200)
    return answer.json
  }

  /** The calls one overview refresh costs. */
  const refreshCost = async (email = AVERY, query = '') => {
    await app().tokenFor(email)
    await app().resetCalls()
    const answer = await overview(email, query)
    return { answer, calls: await app().calls() }
  }

  it('takes the snapshot with one list call and one bulk progress call; then a refresh costs one bulk progress call, and one "what changed" call at most every 10 s', async () => {
    const first = await refreshCost()
    expect(first.calls.byRoute).toEqual({ [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 })

    app().clock.advance(5_000)
    const second = await refreshCost()
    expect(second.calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })
    // the active campaigns' progress moved on with the clock (2 contacts a second in the emulator)
    const calledAt = (answer: CampaignOverview) =>
      answer.campaigns.find(c => c.id === knownCampaigns.onPredictive)?.progress?.called ?? 0
    expect(calledAt(second.answer) - calledAt(first.answer)).toBe(10)

    // filters, sorting and paging run on the snapshot, and progress read less than 2 s ago is reused: a
    // burst of calls (another tab, a reload) costs nothing more
    const filtered = await refreshCost(AVERY, '?q=renewals&sort=progress:desc&page=1&pageSize=5')
    expect(filtered.calls).toEqual({ total: 0, byRoute: {} })
    expect(filtered.answer.campaigns).toHaveLength(5)
    for (const { name } of filtered.answer.campaigns) expect(name.toLowerCase()).toContain('renewals')

    // 10 s after the snapshot: one page of the campaigns changed last, never the whole list again
    app().clock.advance(5_000)
    expect((await refreshCost()).calls).toEqual({
      total: 2,
      byRoute: { [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 }
    })
    app().clock.advance(30 * 60_000)
    expect((await refreshCost()).calls).toEqual({
      total: 2,
      byRoute: { [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 }
    })
  })

  it('while the browser receives the platform’s events (live=1), a refresh a minute costs one call, and progress is read every 2 minutes', async () => {
    await overview()
    const minute = async () => {
      app().clock.advance(60_000)
      return (await refreshCost(AVERY, '?live=1')).calls
    }
    expect(await minute()).toEqual({ total: 1, byRoute: { [LIST_ROUTE]: 1 } })
    expect(await minute()).toEqual({ total: 2, byRoute: { [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 } })
    expect(await minute()).toEqual({ total: 1, byRoute: { [LIST_ROUTE]: 1 } })
    // the pace keeps coming from the samples: the answer still has it
    const answer = (await refreshCost(AVERY, '?live=1')).answer
    expect(answer.campaigns.find(c => c.id === knownCampaigns.onPredictive)?.pace.contactsPerMinute).toBe(120)
  })

  it('shows a campaign changed or created outside the app (Genesys Cloud’s own pages) with one call, and re-reads the list when one was deleted', async () => {
    await overview()
    const sam = await app().tokenFor(SAM)
    const platform = (method: string, path: string, body?: unknown) =>
      fetch(`${app().emulator.url}/api/v2/outbound${path}`, {
        method,
        headers: { Authorization: `Bearer ${sam}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
    expect((await platform('POST', `/campaigns/${knownCampaigns.offPower}/start`)).status).toBeLessThan(300)
    const avery = await app().tokenFor(AVERY)
    const template = (await (
      await fetch(`${app().emulator.url}/api/v2/outbound/campaigns/${knownCampaigns.offPreview}`, {
        headers: { Authorization: `Bearer ${avery}` }
      })
    ).json()) as Record<string, unknown>
    const { id: _id, version: _version, selfUri: _selfUri, ...copy } = template
    const created = await fetch(`${app().emulator.url}/api/v2/outbound/campaigns`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${avery}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...copy, name: 'Made in Genesys Cloud', campaignStatus: 'off' })
    })
    expect(created.status).toBe(200)

    app().clock.advance(10_000)
    const after = await refreshCost()
    // one page of the campaigns changed last, and the progress of the active ones and of the new one
    expect(after.calls).toEqual({ total: 2, byRoute: { [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 } })
    expect(after.answer.campaigns.find(c => c.id === knownCampaigns.offPower)?.status).toBe('on')
    expect(after.answer.campaigns.find(c => c.name === 'Made in Genesys Cloud')?.progress).not.toBeNull()
    expect(after.answer.summary.total).toBe(first74 + 1)

    const removed = await fetch(
      `${app().emulator.url}/api/v2/outbound/campaigns/${knownCampaigns.complete}`,
      {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${avery}` }
      }
    )
    expect(removed.status).toBeLessThan(300)
    app().clock.advance(10_000)
    const deleted = await refreshCost()
    // the total no longer matches: the whole list again (1 page), with every campaign's progress
    expect(deleted.calls).toEqual({ total: 3, byRoute: { [LIST_ROUTE]: 2, [PROGRESS_ROUTE]: 1 } })
    expect(deleted.answer.campaigns.some(c => c.id === knownCampaigns.complete)).toBe(false)
    expect(deleted.answer.summary.total).toBe(first74)
  })

  it('a page just subscribed to the events (recheck=1) has what changed before at once: the changes check within the 10 s, at most once a second', async () => {
    await overview()
    const sam = await app().tokenFor(SAM)
    // turned on outside the app (a schedule, Genesys Cloud's own pages) 3 s after the snapshot
    app().clock.advance(3_000)
    const started = await fetch(
      `${app().emulator.url}/api/v2/outbound/campaigns/${knownCampaigns.offPower}/start`,
      { method: 'POST', headers: { Authorization: `Bearer ${sam}` } }
    )
    expect(started.status).toBeLessThan(300)
    const statusOf = (answer: CampaignOverview) =>
      answer.campaigns.find(c => c.id === knownCampaigns.offPower)?.status
    // a plain refresh within the 10 s does not ask what changed
    expect(statusOf((await refreshCost()).answer)).toBe('off')

    const rechecked = await refreshCost(AVERY, '?live=1&recheck=1')
    expect(statusOf(rechecked.answer)).toBe('on')
    expect(rechecked.calls.byRoute[LIST_ROUTE]).toBe(1)
    // a burst of tabs subscribing together: one check for them all
    expect((await refreshCost(AVERY, '?live=1&recheck=1')).calls.byRoute[LIST_ROUTE]).toBeUndefined()
  })

  it('reads the whole list every 30 s as before when the platform refuses to sort campaigns by date', async () => {
    await overview()
    await app().control('faults', { method: 'GET', path: '/api/v2/outbound/campaigns', status: 400 })
    app().clock.advance(10_000)
    // the refused check: the snapshot is kept (it is younger than 30 s)
    expect((await refreshCost()).calls).toEqual({
      total: 2,
      byRoute: { [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 }
    })
    app().clock.advance(10_000)
    expect((await refreshCost()).calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })
    app().clock.advance(10_000)
    expect((await refreshCost()).calls.byRoute).toEqual({ [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 })
  })

  it('answers a burst of one person’s calls with the platform reads of one', async () => {
    await overview()
    app().clock.advance(10_000)
    await app().resetCalls()
    const token = await app().tokenFor(AVERY)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app().request('GET', '/api/campaigns', { token }))
    )
    expect(answers.map(answer => answer.status)).toEqual(Array(20).fill(200))
    expect(await app().calls()).toEqual({ total: 2, byRoute: { [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 } })
  })

  it('reads a large organisation in pages of 100 and its progress 100 ids a call, never one call per row', async () => {
    await app().control('outbound/generate', { count: 226 })
    const first = await refreshCost()
    expect(first.answer.summary.total).toBe(300)
    expect(first.calls).toEqual({ total: 6, byRoute: { [LIST_ROUTE]: 3, [PROGRESS_ROUTE]: 3 } })
    app().clock.advance(5_000)
    const second = await refreshCost(AVERY, '?pageSize=1000')
    expect(second.answer.campaigns).toHaveLength(300)
    expect(second.calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })
    app().clock.advance(5_000)
    app().clock.advance(10_000)
    // what changed: one page, not three
    app().clock.advance(5_000)
    expect((await refreshCost()).calls).toEqual({
      total: 2,
      byRoute: { [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 }
    })
  })

  it('makes no call at all for a refresh when nothing is active', async () => {
    await overview(NINA)
    const stop = await app().request<BulkActionResponse>('POST', '/api/campaigns/actions', {
      token: await app().tokenFor(NINA),
      body: { data: { action: 'stop', ids: [knownCampaigns.northwindOn] } }
    })
    expect(stop.json.results).toEqual([{ id: knownCampaigns.northwindOn, ok: true, status: 'stopping' }])
    app().clock.advance(3_000) // stopped (the emulator's 2 s)
    const settled = await refreshCost(NINA)
    expect(settled.answer.summary.byStatus.on).toBeUndefined()
    // the stopping one read again by id (with its progress): it is off
    expect(settled.calls.byRoute).toEqual({ [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 })
    const idle = await refreshCost(NINA)
    expect(idle.calls).toEqual({ total: 0, byRoute: {} })
    expect(idle.answer.summary.total).toBe(5)
  })

  it('shows the person’s own actions at once, without reading the list again', async () => {
    await overview()
    const started = await app().request<BulkActionResponse>('POST', '/api/campaigns/actions', {
      token: await app().tokenFor(AVERY),
      body: { data: { action: 'start', ids: [knownCampaigns.offPower] } }
    })
    expect(started.json.results[0]).toMatchObject({ ok: true, status: 'on' })
    app().clock.advance(5_000)
    const after = await refreshCost()
    expect(after.calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })
    expect(after.answer.campaigns.find(c => c.id === knownCampaigns.offPower)).toMatchObject({
      status: 'on',
      progress: { called: 10, total: 300 }
    })
  })

  it('re-reads only the campaigns whose status changes by itself (stopping → off, all called → complete), in one call', async () => {
    await overview()
    const token = await app().tokenFor(AVERY)
    const act = (action: string, ids: string[]) =>
      app().request<BulkActionResponse>('POST', '/api/campaigns/actions', {
        token,
        body: { data: { action, ids } }
      })
    await act('start', [knownCampaigns.offPower])
    await act('stop', [knownCampaigns.onPower])

    // stopping, and 300 contacts at 2 a second take 150 s: the first refresh sees the stop end
    app().clock.advance(3_000)
    const stopped = await refreshCost()
    expect(stopped.calls).toEqual({ total: 2, byRoute: { [PROGRESS_ROUTE]: 1, [LIST_ROUTE]: 1 } })
    const statusOf = (answer: CampaignOverview, id: string) => answer.campaigns.find(c => c.id === id)?.status
    expect(statusOf(stopped.answer, knownCampaigns.onPower)).toBe('off')

    // nothing settling: back to the single progress call (9 s in all: no changes check yet)
    app().clock.advance(4_000)
    expect((await refreshCost()).calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })

    // the pilot calls its last contact (faster dialing): the refresh that reads 300/300 re-reads it as complete
    await app().control('outbound/settings', { contactsPerSecond: 1000 })
    app().clock.advance(2_000)
    const finished = await refreshCost()
    expect(finished.calls).toEqual({ total: 2, byRoute: { [PROGRESS_ROUTE]: 1, [LIST_ROUTE]: 1 } })
    expect(statusOf(finished.answer, knownCampaigns.offPower)).toBe('complete')
  })

  it('keeps one snapshot per person: another person’s first overview reads the list for them', async () => {
    await overview(AVERY)
    expect((await refreshCost(SAM)).calls.byRoute).toEqual({ [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 })
    app().clock.advance(5_000)
    expect((await refreshCost(AVERY)).calls.byRoute).toEqual({ [PROGRESS_ROUTE]: 1 })
  })
  it("reads the rows' schedules with one call per overview read, shared by a burst and kept 2 s", async () => {
    const token = await fixture().tokenFor(AVERY)
    await fixture().resetCalls()
    const read = () => fixture().request<CampaignOverview>('GET', '/api/campaigns', { token })
    const answers = await Promise.all(Array.from({ length: 10 }, read))
    expect(answers.map(answer => answer.status)).toEqual(Array(10).fill(200))
    expect((await fixture().calls()).byRoute[SCHEDULES_ROUTE]).toBe(1)
    // the rows carry what the platform says: a seeded weekly schedule, or none
    const rows = answers[0]!.json.campaigns
    expect(rows.every(row => row.schedule !== undefined)).toBe(true)
    fixture().clock.advance(2_000)
    await fixture().resetCalls()
    await read()
    expect((await fixture().calls()).byRoute[SCHEDULES_ROUTE]).toBe(1)
  })

  it('makes no schedules call for a person who may not read schedules, whose rows carry none', async () => {
    // Vic's Genesys role has no outbound:schedule:view (known from the token's validation)
    await fixture().tokenFor(VIC)
    await fixture().resetCalls()
    const rows = (await overview(VIC)).campaigns
    expect((await fixture().calls()).byRoute[SCHEDULES_ROUTE]).toBeUndefined()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every(row => row.schedule === undefined)).toBe(true)
  })
})
