import { urlQueryOf } from '@/shared/ui/list/model/listUrl'

import {
  initialOverviewQuery,
  overviewRequestParams,
  shownQuery,
  toOverviewParams
} from '../model/overviewQuery'
import { overviewQueryFromUrl } from '../model/overviewUrl'
import { overviewOf } from '../testing/fixtures'
import { requestOverview } from './overviewRequest'
import {
  prefetchOverview,
  prefetchOverviewAt,
  takeArrivedOverview,
  takePrefetchedOverview
} from './overviewPrefetch'

jest.mock('./overviewRequest', () => ({ requestOverview: jest.fn() }))
const request = jest.mocked(requestOverview)
// what the page asks first on this address at this width (CampaignsOverviewPage, CampaignsOverview)
const pageQuestion = (search: string, narrow: boolean) =>
  overviewRequestParams(toOverviewParams(shownQuery(overviewQueryFromUrl(urlQueryOf(search)), narrow)))
const DEFAULT = { sort: 'name:asc', page: 1, pageSize: 25, performance: 1 }

describe('the overview asked for ahead of its page', () => {
  beforeEach(() => {
    localStorage.clear()
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

  it("asks for the address's query, at the width's page (cards: at most 100), as the page will", async () => {
    prefetchOverviewAt('?status=on&status=off&sort=pace:desc&pageSize=500', false)
    const wide = { sort: 'pace:desc', page: 1, pageSize: 500, status: 'on,off', performance: 1 }
    expect(request).toHaveBeenLastCalledWith(wide)
    await expect(
      takePrefetchedOverview(pageQuestion('?status=on&status=off&sort=pace:desc&pageSize=500', false))
    ).resolves.toMatchObject({ total: 0 })
    prefetchOverviewAt('?pageSize=500&page=2', true)
    const cards = { sort: 'name:asc', page: 6, pageSize: 100, performance: 1 }
    expect(request).toHaveBeenLastCalledWith(cards)
    await expect(takePrefetchedOverview(pageQuestion('?pageSize=500&page=2', true))).resolves.toMatchObject({
      total: 0
    })
  })

  it('does not ask twice for the same first page while its answer is good to use', async () => {
    await prefetchOverview()
    await prefetchOverviewAt('', false)
    expect(request).toHaveBeenCalledTimes(1)
    expect(takeArrivedOverview({ ...DEFAULT })).toMatchObject({ total: 0 })
  })

  it("is only for the session it was asked for in (its token): not for another person's sign-in in this page", async () => {
    localStorage.setItem('accessToken', 'token-of-avery')
    await prefetchOverview()
    // Avery signed out, and Sam signed in, in the same page, within the answer's 10 s
    localStorage.setItem('accessToken', 'token-of-sam')
    expect(takeArrivedOverview({ ...DEFAULT })).toBeNull()
    expect(takePrefetchedOverview({ ...DEFAULT })).toBeNull()
    // and asked for Sam, it is asked for afresh, not taken from Avery's
    localStorage.setItem('accessToken', 'token-of-avery')
    await prefetchOverview()
    localStorage.setItem('accessToken', 'token-of-sam')
    await prefetchOverview()
    expect(request).toHaveBeenCalledTimes(3)
    expect(takeArrivedOverview({ ...DEFAULT })).toMatchObject({ total: 0 })
  })

  it('when it fails, the page that takes it asks once itself and gets that answer', async () => {
    request.mockRejectedValueOnce(new Error('503'))
    await prefetchOverview()
    expect(takeArrivedOverview({ ...DEFAULT })).toBeNull()
    request.mockResolvedValueOnce(overviewOf([], { total: 7 }))
    await expect(takePrefetchedOverview({ ...DEFAULT })).resolves.toMatchObject({ total: 7 })
    expect(request).toHaveBeenCalledTimes(2)
  })
})
