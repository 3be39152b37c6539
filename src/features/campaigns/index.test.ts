import { getHttpClient } from '@/shared/http/httpClient'

import { loadOverviewPrefetch } from './index'

jest.mock('@/shared/http/httpClient', () => ({
  getHttpClient: jest.fn(() => new Promise(() => undefined))
}))
const httpClient = jest.mocked(getHttpClient)

describe("loading the code that asks for the overview's first answer", () => {
  it('starts loading the HTTP client beside it, and does not wait for it to be there', async () => {
    // the HTTP client never arrives here: the code must be there all the same, ready to register its question
    const prefetchCode = await loadOverviewPrefetch()
    expect(httpClient).toHaveBeenCalledTimes(1)
    expect(typeof prefetchCode.prefetchOverviewAt).toBe('function')
  })

  it('is not held up by an HTTP client that failed to load (the call that needs it tries again)', async () => {
    httpClient.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
    await expect(loadOverviewPrefetch()).resolves.toHaveProperty('takePrefetchedOverview')
  })
})
