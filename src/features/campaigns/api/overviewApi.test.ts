import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'
import { createDataStore, type DataFailure, type DataRequest, type DataTransport } from '@/shared/data'

import { campaignRow, overviewOf } from '../testing/fixtures'
import {
  overviewChanged,
  readMatchingCampaigns,
  readOverview,
  selectOverview,
  showOverviewAskedAhead
} from './overviewApi'
import { takeArrivedOverview, takePrefetchedOverview } from './overviewPrefetch'

jest.mock('./overviewPrefetch', () => ({
  takeArrivedOverview: jest.fn(() => null),
  takePrefetchedOverview: jest.fn(() => null)
}))

const DOWN: DataFailure = { status: 502, code: 'platform.unavailable', message: 'Down.' }

/** A page's store whose transport answers the overview given (a fresh JSON copy each time), or fails. */
function storeAnswering(first: CampaignOverview) {
  let answer: CampaignOverview | null = first
  const asked: (DataRequest & { signal?: AbortSignal })[] = []
  let release: (() => void) | null = null
  const transport: DataTransport = {
    request: async <T>(request: DataRequest & { signal?: AbortSignal }) => {
      asked.push(request)
      if (release === null && holding) await new Promise<void>(resolve => (release = resolve))
      if (!answer) throw new Error('down')
      return structuredClone(answer) as T
    },
    failureOf: () => DOWN
  }
  let holding = false
  const store = createDataStore(transport)
  return {
    store,
    asked,
    answer: (next: CampaignOverview | null) => (answer = next),
    hold: () => {
      holding = true
      release = null
      return () => {
        holding = false
        release?.()
      }
    },
    read: (params: Record<string, string | number> = { page: 1 }) =>
      store.dispatch(readOverview(params)).unwrap(),
    shown: () => selectOverview(store.getState())!
  }
}

describe('the overview in the data layer, read again', () => {
  const rows = [
    campaignRow('Spring renewals', { status: 'on', version: 3 }),
    campaignRow('Winback'),
    campaignRow('Survey')
  ]

  it('asks GET /api/campaigns with the parameters, and keeps one overview whatever the query', async () => {
    const page = storeAnswering(overviewOf(rows))
    await page.read({ page: 1, performance: 1 })
    await page.read({ page: 2, performance: 1 })
    expect(page.asked.map(({ method, url, params }) => ({ method, url, params }))).toEqual([
      { method: 'GET', url: '/api/campaigns', params: { page: 1, performance: 1 } },
      { method: 'GET', url: '/api/campaigns', params: { page: 2, performance: 1 } }
    ])
    expect(page.shown().campaigns.map(row => row.name)).toEqual(['Spring renewals', 'Winback', 'Survey'])
  })

  it('keeps the objects of what did not change, so the grid re-renders only the rows that did', async () => {
    const page = storeAnswering(overviewOf(rows))
    await page.read()
    const first = page.shown()
    const again = structuredClone(overviewOf(rows))
    again.campaigns[1] = { ...again.campaigns[1]!, progress: { called: 121, total: 400, percentage: 30.25 } }
    again.refreshedAt = '2026-11-27T10:00:05.000Z'
    page.answer(again)
    await page.read()
    const next = page.shown()

    expect(next.campaigns[0]).toBe(first.campaigns[0])
    expect(next.campaigns[2]).toBe(first.campaigns[2])
    expect(next.campaigns[1]).not.toBe(first.campaigns[1])
    expect(next.campaigns[1]!.progress).toEqual({ called: 121, total: 400, percentage: 30.25 })
    // the same capabilities: the columns (which depend on them) are not rebuilt
    expect(next.capabilities).toBe(first.capabilities)
    expect(next.facets).toBe(first.facets)
    expect(next.refreshedAt).toBe('2026-11-27T10:00:05.000Z')
  })

  it('finds an unchanged row wherever the new order puts it', async () => {
    const page = storeAnswering(overviewOf(rows))
    await page.read()
    const first = page.shown()
    page.answer(overviewOf([rows[2]!, rows[0]!, rows[1]!]))
    await page.read()
    const next = page.shown()
    expect(next.campaigns.map(row => row.name)).toEqual(['Survey', 'Spring renewals', 'Winback'])
    expect(next.campaigns[0]).toBe(first.campaigns[2])
    expect(next.campaigns[1]).toBe(first.campaigns[0])
  })

  it('an answer with nothing new leaves the overview as it was (the same object)', async () => {
    const page = storeAnswering(overviewOf(rows))
    await page.read()
    const first = page.shown()
    await page.read()
    expect(page.shown().campaigns).toBe(first.campaigns)
  })

  it('a request sent, or failed, changes nothing the page shows', async () => {
    const page = storeAnswering(overviewOf(rows))
    await page.read()
    const first = page.shown()
    const release = page.hold()
    const sending = page.read()
    expect(page.shown()).toBe(first)
    page.answer(null)
    release()
    await expect(sending).rejects.toEqual(DOWN)
    expect(page.shown()).toBe(first)
  })

  it('an answer older than what the events told keeps the events’ status', async () => {
    const page = storeAnswering(overviewOf(rows))
    await page.read()
    page.store.dispatch(overviewChanged([{ kind: 'campaign', id: 'id-winback', status: 'on', version: 2 }]))
    await page.read()
    expect(page.shown().campaigns[1]).toMatchObject({ status: 'on', version: 2 })
    expect(page.shown().summary.byStatus.on).toBe(2)
  })

  it('takes the answer asked for ahead of the page for the same parameters instead of asking', async () => {
    const page = storeAnswering(overviewOf(rows))
    jest.mocked(takePrefetchedOverview).mockReturnValueOnce(Promise.resolve(overviewOf(rows.slice(0, 1))))
    await page.read({ page: 1 })
    expect(page.asked).toEqual([])
    expect(page.shown().campaigns).toHaveLength(1)
    expect(takePrefetchedOverview).toHaveBeenCalledWith({ page: 1 }, expect.any(AbortSignal))
  })

  it('shows at once an answer asked for ahead that has arrived, and says whether there is one', () => {
    const page = storeAnswering(overviewOf(rows))
    expect(page.store.dispatch(showOverviewAskedAhead({ page: 1 }))).toBe(false)
    jest.mocked(takeArrivedOverview).mockReturnValueOnce(overviewOf(rows))
    expect(page.store.dispatch(showOverviewAskedAhead({ page: 1 }))).toBe(true)
    expect(page.shown().campaigns).toHaveLength(3)
    expect(page.asked).toEqual([])
  })

  it('reads a page of the campaigns that match as a selection takes them, not shown', async () => {
    const page = storeAnswering(overviewOf(rows, { total: 3 }))
    const matching = await page.store.dispatch(readMatchingCampaigns({ page: 1, pageSize: 2000 })).unwrap()
    expect(matching).toEqual({
      campaigns: rows.map(({ id, name, status }) => ({ id, name, status })),
      total: 3
    })
    expect(selectOverview(page.store.getState())).toBeNull()
  })
})

describe('the overview in the data layer, changed by the platform’s events', () => {
  it('changes the rows the events are about, and only those, in a page of 2,000', async () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      campaignRow(`Campaign ${String(i).padStart(4, '0')}`, { status: i % 40 === 0 ? 'on' : 'off' })
    )
    const page = storeAnswering(overviewOf(many))
    await page.read()
    const before = page.shown()
    const target = before.campaigns[1234]!
    page.store.dispatch(
      overviewChanged([
        { kind: 'progress', id: target.id, called: 50, total: 200, percentage: 25 },
        { kind: 'campaign', id: target.id, status: 'on', version: target.version + 1 }
      ])
    )
    const next = page.shown()

    expect(next.campaigns[1234]).toMatchObject({
      status: 'on',
      progress: { called: 50, total: 200, percentage: 25 }
    })
    expect(next.summary.byStatus.on).toBe((before.summary.byStatus.on ?? 0) + 1)
    // every other row is the very object it was: nothing else re-renders
    expect(next.campaigns.filter((row, i) => row !== before.campaigns[i])).toEqual([next.campaigns[1234]])
  })

  it('changes nothing before the first answer', () => {
    const page = storeAnswering(overviewOf([]))
    page.store.dispatch(overviewChanged([{ kind: 'campaign', id: 'x', status: 'on', version: 2 }]))
    expect(selectOverview(page.store.getState())).toBeNull()
  })
})
