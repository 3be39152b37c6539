import { renderHook } from '@testing-library/react'

import type { ListDefinition } from '../model/listDefinition'
import { initialListQuery, type ListQuery } from '../model/listQuery'
import { useListAddress } from './useListAddress'

type Handler = (url: string, options: { shallow: boolean }) => void
const handlers = new Map<string, Set<Handler>>()
const router = {
  asPath: '/things',
  replace: jest.fn(() => Promise.resolve(true)),
  events: {
    on: (event: string, handler: Handler) =>
      void handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event: string, handler: Handler) => void handlers.get(event)?.delete(handler)
  }
}
const emit = (event: string, url: string, shallow = false) =>
  handlers.get(event)?.forEach(handler => handler(url, { shallow }))
jest.mock('next/router', () => ({ useRouter: () => router }))

const DEFINITION: ListDefinition = {
  id: 'things',
  texts: 'things',
  filters: [],
  sortFields: [],
  defaultSort: null,
  pageSizes: [25, 50]
}

describe('useListAddress', () => {
  beforeEach(() => {
    router.replace.mockClear()
    handlers.clear()
  })

  const render = () =>
    renderHook(({ query }: { query: ListQuery }) => useListAddress(DEFINITION, query), {
      initialProps: { query: initialListQuery(DEFINITION) }
    })

  it('keeps the search in the address, replaced and shallow', () => {
    const { rerender } = render()
    rerender({ query: { ...initialListQuery(DEFINITION), q: 'pilot' } })
    expect(router.replace).toHaveBeenCalledWith('/things?q=pilot', undefined, {
      shallow: true,
      scroll: false
    })
  })

  it('leaves the address alone once a link is followed, so the navigation under way is not cancelled', () => {
    const { rerender } = render()
    emit('routeChangeStart', '/things/1')
    rerender({ query: { ...initialListQuery(DEFINITION), q: 'pilot' } })
    expect(router.replace).not.toHaveBeenCalled()
    // the navigation failed or was cancelled: the address follows the list again
    emit('routeChangeError', '/things/1')
    rerender({ query: { ...initialListQuery(DEFINITION), q: 'pilots' } })
    expect(router.replace).toHaveBeenCalledWith('/things?q=pilots', undefined, {
      shallow: true,
      scroll: false
    })
  })

  it('is not stopped by its own shallow replaces', () => {
    const { rerender } = render()
    emit('routeChangeStart', '/things?q=a', true)
    rerender({ query: { ...initialListQuery(DEFINITION), q: 'a' } })
    expect(router.replace).toHaveBeenCalledTimes(1)
  })
})
