import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'

import type { ListDefinition } from '../model/listDefinition'
import type { ListQuery } from '../model/listQuery'
import { listSearchOf, withListQuery } from '../model/listUrl'

/**
 * The address follows a list's query once the person changes it: replaced, not pushed (one history entry for
 * the screen, whatever was typed), shallow (the page is not loaded again), the list's defaults left out and
 * everyone else's parameters kept; the address the screen opened with is left as it was. `remember` is told
 * every search string (a screen that keeps a way back to itself). Once the person follows a link away, the
 * address is left alone: Next cancels a navigation under way when the address is replaced (a search typed just
 * before a row's link was clicked would keep the person on the list).
 */
export function useListAddress(
  definition: ListDefinition,
  query: ListQuery,
  remember?: (search: string) => void
) {
  const router = useRouter()
  const search = listSearchOf(definition, query)
  const openedWith = useRef(search)
  const leaving = useRef(false)
  useEffect(() => {
    const events = router.events
    if (!events) return
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) leaving.current = true
    }
    const settled = () => {
      leaving.current = false
    }
    events.on('routeChangeStart', start)
    events.on('routeChangeError', settled)
    events.on('routeChangeComplete', settled)
    return () => {
      events.off('routeChangeStart', start)
      events.off('routeChangeError', settled)
      events.off('routeChangeComplete', settled)
    }
  }, [router.events])
  useEffect(() => {
    remember?.(search)
    if (search === openedWith.current || leaving.current) return
    openedWith.current = search
    const [path = '', shown = ''] = router.asPath.split('#')[0]!.split('?')
    const next = withListQuery(definition, shown, query)
    if (next !== (shown ? `?${shown}` : ''))
      void router.replace(`${path}${next}`, undefined, { shallow: true, scroll: false })
  }, [router, definition, search, query, remember])
}
