import { useMemo } from 'react'

import { useListAddress } from '@/shared/ui/list/hooks/useListAddress'

import { rememberOverviewSearch } from '../model/lastOverviewSearch'
import { CAMPAIGNS_LIST, type OverviewQuery, toListQuery } from '../model/overviewQuery'

/**
 * The address follows the query once the person changes it (the list module's rule: replaced, not pushed;
 * other parameters stay; the address they came with is left as it was), and this tab remembers the query for
 * the campaign pages' way back.
 */
export function useOverviewAddress(query: OverviewQuery) {
  useListAddress(
    CAMPAIGNS_LIST,
    useMemo(() => toListQuery(query), [query]),
    rememberOverviewSearch
  )
}
