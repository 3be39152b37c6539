import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'

import { createDataStore, type DataRequest, type DataTransport } from '@/shared/data'
import type { SchedulesAnswer } from '@/shared/schedules'

import { useSchedules } from './useSchedules'

const week = (activeLimit: number): SchedulesAnswer => ({
  campaigns: [],
  callableTimeSets: [],
  capabilities: {
    editSchedules: { allowed: true },
    editCallableTimeSets: { allowed: true },
    editSequences: { allowed: true },
    runSequences: { allowed: true }
  },
  activeLimit
})

/** The week's reads, each answered when the test says so (`answer(n)`, the n-th read's limit n). */
function heldReads() {
  const waiting: (() => void)[] = []
  let reads = 0
  const transport: DataTransport = {
    request: <T,>(_request: DataRequest) => {
      const n = ++reads
      return new Promise<T>(resolve => waiting.push(() => resolve(week(n) as T)))
    },
    failureOf: () => ({ status: null, code: 'network', message: 'down' })
  }
  const store = createDataStore(transport)
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return { transport, wrapper, reads: () => reads, answerNext: () => act(() => waiting.shift()?.()) }
}

let visibility: DocumentVisibilityState = 'visible'
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})
beforeEach(() => {
  visibility = 'visible'
})

describe('useSchedules', () => {
  it('reads once more after a read under way when asked meanwhile (its answer may predate the reason)', async () => {
    const held = heldReads()
    const { result } = renderHook(() => useSchedules(), { wrapper: held.wrapper })
    await waitFor(() => expect(held.reads()).toBe(1))
    let refreshed: Promise<void> = Promise.resolve()
    act(() => {
      refreshed = result.current.refresh()
    })
    await held.answerNext()
    await waitFor(() => expect(held.reads()).toBe(2))
    await held.answerNext()
    await act(() => refreshed)
    await waitFor(() => expect(result.current.answer?.activeLimit).toBe(2))
    expect(result.current.updatedAt).not.toBeNull()
  })

  it('reads again on its cadence while the page is visible, and at once when it is shown again', async () => {
    const held = heldReads()
    const { result } = renderHook(() => useSchedules(), { wrapper: held.wrapper })
    await waitFor(() => expect(held.reads()).toBe(1))
    act(() => result.current.refreshEvery(20))
    await held.answerNext()
    await waitFor(() => expect(held.reads()).toBe(2))
    visibility = 'hidden'
    await held.answerNext()
    await new Promise(resolve => setTimeout(resolve, 60))
    expect(held.reads()).toBe(2)
    visibility = 'visible'
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await waitFor(() => expect(held.reads()).toBe(3))
    await held.answerNext()
  })

  it('says a read the person asked for is under way, not the quiet ones', async () => {
    const held = heldReads()
    const { result } = renderHook(() => useSchedules(), { wrapper: held.wrapper })
    await held.answerNext()
    await waitFor(() => expect(result.current.loading).toBe(false))
    act(() => void result.current.refresh())
    expect(result.current.loading).toBe(false)
    await held.answerNext()
    let reloaded: Promise<void> = Promise.resolve()
    act(() => {
      reloaded = result.current.reload()
    })
    expect(result.current.loading).toBe(true)
    await held.answerNext()
    await act(() => reloaded)
    await waitFor(() => expect(result.current.loading).toBe(false))
  })
})
