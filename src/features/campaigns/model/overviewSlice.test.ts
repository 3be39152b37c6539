import { campaignRow, overviewOf } from '../testing/fixtures'
import { campaignsChanged, fetchOverview, initialOverviewState, overviewReducer } from './overviewSlice'

const answered = (payload: ReturnType<typeof overviewOf>) =>
  fetchOverview.fulfilled(payload, 'request', { page: 1 })

describe('the overview state, refreshed', () => {
  const rows = [
    campaignRow('Spring renewals', { status: 'on', version: 3 }),
    campaignRow('Winback'),
    campaignRow('Survey')
  ]

  it('keeps the objects of what did not change, so the grid re-renders only the rows that did', () => {
    const first = overviewReducer(initialOverviewState, answered(overviewOf(rows))).data!
    // the same page asked again: every value equal, but new objects (a JSON answer)
    const again = structuredClone(overviewOf(rows))
    again.campaigns[1] = { ...again.campaigns[1]!, progress: { called: 121, total: 400, percentage: 30.25 } }
    again.refreshedAt = '2026-11-27T10:00:05.000Z'
    const next = overviewReducer({ ...initialOverviewState, data: first }, answered(again)).data!

    expect(next.campaigns[0]).toBe(first.campaigns[0])
    expect(next.campaigns[2]).toBe(first.campaigns[2])
    expect(next.campaigns[1]).not.toBe(first.campaigns[1])
    expect(next.campaigns[1]!.progress).toEqual({ called: 121, total: 400, percentage: 30.25 })
    // the same capabilities: the columns (which depend on them) are not rebuilt
    expect(next.capabilities).toBe(first.capabilities)
    expect(next.facets).toBe(first.facets)
    expect(next.refreshedAt).toBe('2026-11-27T10:00:05.000Z')
  })

  it('finds an unchanged row wherever the new order puts it', () => {
    const first = overviewReducer(initialOverviewState, answered(overviewOf(rows))).data!
    const reordered = structuredClone(overviewOf([rows[2]!, rows[0]!, rows[1]!]))
    const next = overviewReducer({ ...initialOverviewState, data: first }, answered(reordered)).data!
    expect(next.campaigns.map(row => row.name)).toEqual(['Survey', 'Spring renewals', 'Winback'])
    expect(next.campaigns[0]).toBe(first.campaigns[2])
    expect(next.campaigns[1]).toBe(first.campaigns[0])
  })

  it('an answer with nothing new leaves the rows as they were (the same list)', () => {
    const first = overviewReducer(initialOverviewState, answered(overviewOf(rows))).data!
    const next = overviewReducer(
      { ...initialOverviewState, data: first },
      answered(structuredClone(overviewOf(rows)))
    ).data!
    expect(next.campaigns).toBe(first.campaigns)
  })

  it('a request sent changes nothing the page shows', () => {
    const state = overviewReducer(initialOverviewState, answered(overviewOf(rows)))
    const sending = overviewReducer(state, fetchOverview.pending('request', { page: 1 }))
    expect(sending.data).toBe(state.data)
    expect(sending.error).toBe(state.error)
  })
})

describe('the overview state, changed by the platform’s events', () => {
  it('changes the rows the events are about, and only those, in a page of 2,000', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      campaignRow(`Campaign ${String(i).padStart(4, '0')}`, { status: i % 40 === 0 ? 'on' : 'off' })
    )
    const state = overviewReducer(initialOverviewState, answered(overviewOf(many)))
    const target = state.data!.campaigns[1234]!
    const next = overviewReducer(
      state,
      campaignsChanged([
        { kind: 'progress', id: target.id, called: 50, total: 200, percentage: 25 },
        { kind: 'campaign', id: target.id, status: 'on', version: target.version + 1 }
      ])
    ).data!

    expect(next.campaigns[1234]).toMatchObject({
      status: 'on',
      progress: { called: 50, total: 200, percentage: 25 }
    })
    expect(next.summary.byStatus.on).toBe((state.data!.summary.byStatus.on ?? 0) + 1)
    // every other row is the very object it was: nothing else re-renders
    expect(next.campaigns.filter((row, i) => row !== state.data!.campaigns[i])).toEqual([
      next.campaigns[1234]
    ])
  })
})
