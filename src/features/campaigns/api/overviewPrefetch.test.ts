import { overviewOf } from '../testing/fixtures'
import { requestOverview } from './campaignsApi'
import { prefetchOverview, takePrefetchedOverview } from './overviewPrefetch'

jest.mock('./campaignsApi', () => ({ requestOverview: jest.fn() }))
const request = jest.mocked(requestOverview)
const DEFAULT = { sort: 'name:asc', page: 1, pageSize: 25 }

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

  it('is not used for another query, nor when it is old', () => {
    prefetchOverview()
    expect(takePrefetchedOverview({ ...DEFAULT, page: 2 })).toBeNull()
    jest.useFakeTimers({ now: Date.now() })
    prefetchOverview()
    jest.advanceTimersByTime(10_001)
    expect(takePrefetchedOverview({ ...DEFAULT })).toBeNull()
  })
})
