import { act, renderHook } from '@testing-library/react'

import { type LoadOutcome, useLiveRefresh } from './useLiveRefresh'

let visibility: DocumentVisibilityState = 'visible'
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
const setVisibility = (value: DocumentVisibilityState) => {
  visibility = value
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A load that answers when told to. */
function controllableLoad() {
  const pending: { resolve: (outcome: LoadOutcome) => void; signal: AbortSignal }[] = []
  const load = jest.fn(
    (signal: AbortSignal) => new Promise<LoadOutcome>(resolve => pending.push({ resolve, signal }))
  )
  const answer = async (outcome: LoadOutcome = null) => {
    await act(async () => {
      pending.shift()!.resolve(outcome)
    })
  }
  return { load, answer, pending }
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })

beforeEach(() => {
  jest.useFakeTimers()
  visibility = 'visible'
})
afterEach(() => jest.useRealTimers())

describe('useLiveRefresh', () => {
  it('loads at once, then every 5 s after each answer', async () => {
    const { load, answer } = controllableLoad()
    renderHook(() => useLiveRefresh(load, { key: 'a' }))
    expect(load).toHaveBeenCalledTimes(1)
    await answer()
    await advance(4999)
    expect(load).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never runs two loads at once: a tick or refreshNow while one is in flight waits for it', async () => {
    const { load, answer } = controllableLoad()
    const { result } = renderHook(() => useLiveRefresh(load, { key: 'a' }))
    act(() => result.current.refreshNow())
    act(() => result.current.refreshNow())
    await advance(20_000)
    expect(load).toHaveBeenCalledTimes(1)
    await answer()
    // the refreshNow asked for meanwhile runs once, right after
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('pauses while the tab is hidden and loads at once when it shows again', async () => {
    const { load, answer } = controllableLoad()
    renderHook(() => useLiveRefresh(load, { key: 'a' }))
    await answer()
    act(() => setVisibility('hidden'))
    await advance(60_000)
    expect(load).toHaveBeenCalledTimes(1)
    act(() => setVisibility('visible'))
    expect(load).toHaveBeenCalledTimes(2)
    await answer()
    await advance(5000)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('a new key aborts the load in flight and loads at once', async () => {
    const { load, pending } = controllableLoad()
    const { rerender } = renderHook(({ key }) => useLiveRefresh(load, { key }), {
      initialProps: { key: 'a' }
    })
    const first = pending[0]!.signal
    rerender({ key: 'b' })
    expect(first.aborted).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('backs off after failures, and no sooner than a 429 asks', async () => {
    const { load, answer } = controllableLoad()
    renderHook(() => useLiveRefresh(load, { key: 'a' }))
    await answer({
      status: 429,
      code: 'platform.rate_limited',
      message: '',
      details: { retryAfterSeconds: 8 }
    })
    await advance(7999)
    expect(load).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(load).toHaveBeenCalledTimes(2)
    await answer({ status: 502, code: 'platform.unavailable', message: '' })
    await advance(9999)
    expect(load).toHaveBeenCalledTimes(2)
    await advance(1)
    expect(load).toHaveBeenCalledTimes(3)
    await answer(null)
    await advance(5000)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('without live, loads once per key and does not tick', async () => {
    const { load, answer } = controllableLoad()
    renderHook(() => useLiveRefresh(load, { key: 'a', live: false }))
    await answer()
    await advance(60_000)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('turning live on and off starts and stops the ticks, without an extra load', async () => {
    const { load, answer } = controllableLoad()
    const { rerender } = renderHook(({ live }) => useLiveRefresh(load, { key: 'a', live }), {
      initialProps: { live: false }
    })
    await answer()
    rerender({ live: true })
    expect(load).toHaveBeenCalledTimes(1)
    await advance(5000)
    expect(load).toHaveBeenCalledTimes(2)
    await answer()
    rerender({ live: false })
    await advance(60_000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('stops on unmount, aborting what runs', async () => {
    const { load, pending } = controllableLoad()
    const { unmount } = renderHook(() => useLiveRefresh(load, { key: 'a' }))
    unmount()
    expect(pending[0]!.signal.aborted).toBe(true)
    await advance(60_000)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
