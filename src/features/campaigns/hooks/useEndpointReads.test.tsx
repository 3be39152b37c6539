import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'

import { createDataStore, type DataFailure, type DataRequest, type DataTransport } from '@/shared/data'

import { readCampaign } from '../api/campaignsApi'
import { readOverview } from '../api/overviewApi'
import { detailOf, overviewOf, powerSettings } from '../testing/fixtures'
import { useEndpointReads } from './useEndpointReads'

const DOWN: DataFailure = { status: 502, code: 'platform.unavailable', message: 'Down.' }

/** A page's store whose answers the test releases one by one; `fail` makes the next answers a failure. */
function page() {
  const asked: { url: string; params?: object; signal?: AbortSignal }[] = []
  const pending: (() => void)[] = []
  let failing = false
  const transport: DataTransport = {
    request: <T,>({ url, params, signal }: DataRequest & { signal?: AbortSignal }) =>
      new Promise<T>((resolve, reject) => {
        asked.push({ url, params, signal })
        signal?.addEventListener('abort', () => reject(new Error('aborted')))
        pending.push(() =>
          failing
            ? reject(new Error('down'))
            : resolve((url === '/api/campaigns' ? overviewOf([]) : detailOf(powerSettings)) as T)
        )
      }),
    failureOf: () => DOWN
  }
  const store = createDataStore(transport)
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const { result } = renderHook(() => useEndpointReads(), { wrapper })
  return {
    asked,
    result,
    answer: () => act(async () => void pending.shift()?.()),
    fail: () => (failing = true)
  }
}

describe('reads on the page’s own cadence', () => {
  it('asks afresh each time, and says how the last read ended, for what', async () => {
    const { asked, result, answer, fail } = page()
    let outcome: Promise<unknown> = Promise.resolve()
    act(() => void (outcome = result.current.read(readCampaign('c1'), new AbortController().signal, 'c1')))
    await answer()
    await expect(outcome).resolves.toBeNull()
    expect(result.current.settled).toEqual({ key: 'c1', error: null })
    const settled = result.current.settled

    act(() => void (outcome = result.current.read(readCampaign('c1'), new AbortController().signal, 'c1')))
    await answer()
    await outcome
    // the same as the last: the same object (nothing to re-render)
    expect(result.current.settled).toBe(settled)
    expect(asked.map(request => request.url)).toEqual(['/api/campaigns/c1', '/api/campaigns/c1'])

    fail()
    act(() => void (outcome = result.current.read(readCampaign('c1'), new AbortController().signal, 'c1')))
    await answer()
    await expect(outcome).resolves.toEqual(DOWN)
    expect(result.current.settled).toEqual({ key: 'c1', error: DOWN })
  })

  it('an aborted read changes nothing, and the read asked right after it is sent (not dropped)', async () => {
    const { asked, result, answer } = page()
    const first = new AbortController()
    let aborted: Promise<unknown> = Promise.resolve()
    let next: Promise<unknown> = Promise.resolve()
    act(() => void (aborted = result.current.read(readOverview({ page: 1 }), first.signal)))
    expect(asked).toHaveLength(1)
    // a new query: the read in flight is aborted, and the new one asked at once, for the same entry
    act(() => {
      first.abort()
      next = result.current.read(readOverview({ page: 2 }), new AbortController().signal)
    })
    await expect(aborted).resolves.toMatchObject({ code: 'aborted' })
    await act(async () => undefined)
    expect(asked.map(request => request.params)).toEqual([{ page: 1 }, { page: 2 }])
    expect(asked[0]!.signal!.aborted).toBe(true)
    await answer()
    await answer()
    await expect(next).resolves.toBeNull()
    expect(result.current.settled).toEqual({ key: '', error: null })
  })
})
