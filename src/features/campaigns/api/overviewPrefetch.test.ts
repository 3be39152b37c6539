import { initialOverviewQuery, overviewRequestParams, toOverviewParams } from '../model/overviewQuery'
import { overviewOf } from '../testing/fixtures'
import { requestOverview } from './campaignsApi'
import { prefetchOverview, takeArrivedOverview, takePrefetchedOverview } from './overviewPrefetch'

jest.mock('./campaignsApi', () => ({ requestOverview: jest.fn() }))
const request = jest.mocked(requestOverview)
const DEFAULT = { sort: 'name:asc', page: 1, pageSize: 25, performance: 1 }

describe('the overview asked for ahead of its page', () => {
  beforeEach(() => {
    request.mockReset()
    request.mockResolvedValue(overviewOf([]))
  })
  afterEach(() => jest.useRealTimers())

  it('asks for the default first page once, and hands the answer to the page that asks for the same, once', async () => {
    prefetchOverview()
    expect(request).toHaveBeenCalledWith(DEFAULT)
    await expect(takePrefetchedOverview({ ...DEFAULT })).resolves.toMatchObject({ total: 0 })
    expect(takePrefetchedOverview({ ...DEFAULT })).toBeNull()
  })

  it("is what the page's first question asks (its default query, with the live performance), so the page takes it", async () => {
    prefetchOverview()
    const firstQuestion = overviewRequestParams(toOverviewParams(initialOverviewQuery))
    await expect(takePrefetchedOverview(firstQuestion)).resolves.toMatchObject({ total: 0 })
  })

  it('is not used for another query, nor when it is old', () => {
    prefetchOverview()
    expect(takePrefetchedOverview({ ...DEFAULT, page: 2 })).toBeNull()
    jest.useFakeTimers({ now: Date.now() })
    prefetchOverview()
    jest.advanceTimersByTime(10_001)
    expect(takePrefetchedOverview({ ...DEFAULT })).toBeNull()
  })

  it('hands its answer over at once, once it has arrived (not before), and once', async () => {
    let arrive: (overview: ReturnType<typeof overviewOf>) => void = () => undefined
    request.mockReturnValue(new Promise(resolve => (arrive = resolve)))
    const done = prefetchOverview()
    expect(takeArrivedOverview({ ...DEFAULT })).toBeNull()
    arrive(overviewOf([]))
    await done
    expect(takeArrivedOverview({ ...DEFAULT, page: 2 })).toBeNull()
    expect(takeArrivedOverview({ ...DEFAULT })).toMatchObject({ total: 0 })
    expect(takeArrivedOverview({ ...DEFAULT })).toBeNull()
    expect(takePrefetchedOverview({ ...DEFAULT })).toBeNull()
  })
})
