import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'

import { rememberOverviewSearch } from '../model/lastOverviewSearch'
import type { OverviewQuery } from '../model/overviewQuery'
import { overviewSearchOf, withOverviewQuery } from '../model/overviewUrl'

/**
 * The address follows the query once the person changes it (replaced, not pushed: one history entry for the
 * overview, whatever was typed; other parameters stay; the address they came with is left as it was), and
 * this tab remembers the query for the campaign pages' way back.
 */
export function useOverviewAddress(query: OverviewQuery) {
  const router = useRouter()
  const search = overviewSearchOf(query)
  const openedWith = useRef(search)
  useEffect(() => {
    rememberOverviewSearch(search)
    if (search === openedWith.current) return
    openedWith.current = search
    const [path = '', shown = ''] = router.asPath.split('#')[0]!.split('?')
    const next = withOverviewQuery(shown, query)
    if (next !== (shown ? `?${shown}` : ''))
      void router.replace(`${path}${next}`, undefined, { shallow: true, scroll: false })
  }, [router, search, query])
}
