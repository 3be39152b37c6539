import { useSyncExternalStore } from 'react'

import { safeReturnUrl } from '@/features/auth'

// Per tab (sessionStorage): another tab keeps its own view of the overview.
const KEY = 'campaigns.overviewSearch'

/** Remembers the overview's query (a search string such as `?status=on`) for the ways back to it. */
export function rememberOverviewSearch(search: string) {
  try {
    window.sessionStorage.setItem(KEY, search)
  } catch {
    // storage full or refused (private mode): the way back then opens the overview's defaults
  }
}

function readOverviewSearch(): string {
  try {
    const search = window.sessionStorage.getItem(KEY) ?? ''
    // only a query string of our own: never a path or another origin
    return search.startsWith('?') ? search : ''
  } catch {
    return ''
  }
}

const noSubscription = () => () => undefined

/**
 * The overview's address as this tab last showed it (`/` on the server and at hydration), so that
 * "Campaigns" in a campaign's breadcrumb comes back to the same search, filters, order and page.
 */
export function useOverviewHref(): string {
  const search = useSyncExternalStore(noSubscription, readOverviewSearch, () => '')
  return safeReturnUrl(`/${search}`)
}

/** The same, outside React (after an action that leaves a campaign's page). Every way back: safeReturnUrl. */
export const overviewHref = () => safeReturnUrl(`/${readOverviewSearch()}`)
