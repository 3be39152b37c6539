import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type { BulkActionResponse, CampaignOverview } from '@/shared/campaigns/campaignTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, LIST_ROUTE, NINA, PROGRESS_ROUTE, SAM, useCampaignsFixture } from './support/campaignsFixture'

/**
 * What a screen costs the platform (docs/campaigns.md "Calls to the platform"), counted by the emulator
 * (GET /__emulator/calls).
 */
describeOnDatabases('platform calls of /api/campaigns', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())

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

  it('takes the snapshot with one list call and one bulk progress call; a refresh within the TTL costs one bulk progress call', async () => {
    const first = await refreshCost()
    expect(first.calls.byRoute).toEqual({ [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 })

    app().clock.advance(5_000)
    const second = await refreshCost()
    expect(second.calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })
    // the active campaigns' progress moved on with the clock (2 contacts a second in the emulator)
    const calledAt = (answer: CampaignOverview) =>
      answer.campaigns.find(c => c.id === knownCampaigns.onPredictive)?.progress?.called ?? 0
    expect(calledAt(second.answer) - calledAt(first.answer)).toBe(10)

    // filters, sorting and paging run on the snapshot: they cost nothing more
    const filtered = await refreshCost(AVERY, '?q=renewals&sort=progress:desc&page=1&pageSize=5')
    expect(filtered.calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })

    app().clock.advance(30_000)
    expect((await refreshCost()).calls.byRoute).toEqual({ [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 })
  })

  it('reads a large organisation in pages of 100 and its progress 100 ids a call, never one call per row', async () => {
    await app().control('outbound/generate', { count: 226 })
    const first = await refreshCost()
    expect(first.answer.summary.total).toBe(300)
    expect(first.calls).toEqual({ total: 6, byRoute: { [LIST_ROUTE]: 3, [PROGRESS_ROUTE]: 3 } })
    const second = await refreshCost(AVERY, '?pageSize=1000')
    expect(second.answer.campaigns).toHaveLength(300)
    expect(second.calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })
  })

  it('makes no call at all for a refresh when nothing is active', async () => {
    await overview(NINA)
    const stop = await app().request<BulkActionResponse>('POST', '/api/campaigns/actions', {
      token: await app().tokenFor(NINA),
      body: { data: { action: 'stop', ids: [knownCampaigns.northwindOn] } }
    })
    expect(stop.json.results).toEqual([{ id: knownCampaigns.northwindOn, ok: true, status: 'stopping' }])
    app().clock.advance(31_000) // stopped (the emulator's 2 s) and the snapshot is old
    const retaken = await refreshCost(NINA)
    expect(retaken.answer.summary.byStatus.on).toBeUndefined()
    expect(retaken.calls.byRoute).toEqual({ [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 })
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
    app().clock.advance(10_000)
    const after = await refreshCost()
    expect(after.calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })
    expect(after.answer.campaigns.find(c => c.id === knownCampaigns.offPower)).toMatchObject({
      status: 'on',
      progress: { called: 20, total: 300 }
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

    // nothing settling: back to the single progress call
    app().clock.advance(5_000)
    expect((await refreshCost()).calls).toEqual({ total: 1, byRoute: { [PROGRESS_ROUTE]: 1 } })

    // the pilot calls its last contact (faster dialing): the refresh that reads 300/300 re-reads it as complete
    await app().control('outbound/settings', { contactsPerSecond: 1000 })
    app().clock.advance(1_000)
    const finished = await refreshCost()
    expect(finished.calls).toEqual({ total: 2, byRoute: { [PROGRESS_ROUTE]: 1, [LIST_ROUTE]: 1 } })
    expect(statusOf(finished.answer, knownCampaigns.offPower)).toBe('complete')
  })

  it('keeps one snapshot per person: another person’s first overview reads the list for them', async () => {
    await overview(AVERY)
    expect((await refreshCost(SAM)).calls.byRoute).toEqual({ [LIST_ROUTE]: 1, [PROGRESS_ROUTE]: 1 })
    expect((await refreshCost(AVERY)).calls.byRoute).toEqual({ [PROGRESS_ROUTE]: 1 })
  })
})
