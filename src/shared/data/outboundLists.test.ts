import { act, renderHook } from '@testing-library/react'

import {
  downloadExport,
  IMPORT_POLL_MS,
  listDetailQuery,
  listExportCall,
  MAX_IMPORT_POLLS,
  useFollowImport
} from './outboundLists'

const downloaded = jest.fn()
jest.mock('@/shared/files/downloadCsv', () => ({
  downloadCsv: (name: string, text: string) => downloaded(name, text)
}))

describe('what the contact lists and the do-not-call lists share', () => {
  it('asks for one list by its id, tagged by it, and for its export as text', () => {
    const detail = listDetailQuery('/api/dnc-lists', 'DncList')
    expect(detail.query('a b')).toEqual({ method: 'GET', url: '/api/dnc-lists/a%20b' })
    expect(detail.providesTags(undefined, undefined, 'l1')).toEqual([{ type: 'DncList', id: 'l1' }])
    const exported = listExportCall('/api/contact-lists')
    expect(exported.query({ id: 'l1', q: 'Ada' })).toEqual({
      method: 'GET',
      url: '/api/contact-lists/l1/export',
      params: { q: 'Ada' },
      responseType: 'text'
    })
    expect(exported.query({ id: 'l1' }).params).toEqual({})
  })

  it('downloads an export’s text and forgets it, whether or not it came', async () => {
    const reset = jest.fn()
    await downloadExport({ unwrap: async () => 'a,b\n', reset }, 'list.csv')
    expect(downloaded).toHaveBeenCalledWith('list.csv', 'a,b\n')
    await expect(
      downloadExport({ unwrap: () => Promise.reject(new Error('no')), reset }, 'list.csv')
    ).rejects.toThrow('no')
    expect(reset).toHaveBeenCalledTimes(2)
  })

  describe('following an import the platform is processing', () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    it('reads again after each answer while it is in progress, then says it is done', () => {
      const reload = jest.fn()
      const done = jest.fn()
      const { rerender } = renderHook(
        ({ importing, answered }) => useFollowImport(importing, answered, reload, done),
        { initialProps: { importing: true, answered: 1 } }
      )
      act(() => jest.advanceTimersByTime(IMPORT_POLL_MS))
      expect(reload).toHaveBeenCalledTimes(1)
      // no answer yet: no other read
      act(() => jest.advanceTimersByTime(IMPORT_POLL_MS * 3))
      expect(reload).toHaveBeenCalledTimes(1)
      rerender({ importing: true, answered: 2 })
      act(() => jest.advanceTimersByTime(IMPORT_POLL_MS))
      expect(reload).toHaveBeenCalledTimes(2)
      rerender({ importing: false, answered: 3 })
      expect(done).toHaveBeenCalledTimes(1)
      act(() => jest.advanceTimersByTime(IMPORT_POLL_MS * 3))
      expect(reload).toHaveBeenCalledTimes(2)
    })

    it('stops after MAX_IMPORT_POLLS reads of one import', () => {
      const reload = jest.fn()
      const { rerender } = renderHook(({ answered }) => useFollowImport(true, answered, reload), {
        initialProps: { answered: 0 }
      })
      for (let answer = 1; answer <= MAX_IMPORT_POLLS + 5; answer++) {
        act(() => jest.advanceTimersByTime(IMPORT_POLL_MS))
        rerender({ answered: answer })
      }
      expect(reload).toHaveBeenCalledTimes(MAX_IMPORT_POLLS)
    })
  })
})
