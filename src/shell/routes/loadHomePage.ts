import { hasValidStoredSession } from '@/features/auth'
import {
  loadCampaignsOverviewPage,
  loadOverviewPrefetch,
  prefetchOverview,
  prefetchOverviewAt
} from '@/features/campaigns'
import { readClientAppParams } from '@/shared/clientApp'
import { BELOW_MD_QUERY } from '@/theme/breakpoints'

/**
 * The home page's code (the campaign overview: its grid, filters, Redux and texts) is its own chunk, outside
 * every route's first load (the bundle budget, docs/quality.md). The home route loads it as soon as its code
 * runs, and the OAuth callback page already while the sign-in is being completed (the token exchange and its
 * check take a few hundred milliseconds): most sign-ins land on the overview. One loader, so both share the
 * chunk and its loading.
 */
export const loadHomePage = loadCampaignsOverviewPage

/**
 * Loads the code that asks for the home page's first answer, so that the asking does not wait for it: the
 * callback page loads it while the sign-in completes (measured: the question then left ~100 ms sooner).
 */
export const loadHomeDataPrefetch = loadOverviewPrefetch

/** Asks for the home page's first answer once a sign-in has completed. */
export const prefetchHomeData = prefetchOverview

/**
 * The home page opened with a session stored (a reload of the wall, a new tab): its first answer is asked for
 * as soon as the route's code runs, for the address's query at this width, while the overview's code loads and
 * the app renders — not once the page is there, after all of that (docs/quality.md). Not without a session
 * (the guards send the visitor to sign in), nor when the address starts a Client App: its region is resolved
 * at start first, and the question must go to it.
 */
export function prefetchHomeDataOnOpen(): void {
  const { pathname, search } = window.location
  // (the route's code also runs when the app goes to it from another page, which then still is the address:
  // the overview asks itself, as it would anyway — after a sign-in, the callback page has asked already)
  if (pathname !== '/' || !hasValidStoredSession(Date.now()) || readClientAppParams(search)) return
  const narrow = typeof window.matchMedia === 'function' && window.matchMedia(BELOW_MD_QUERY).matches
  void prefetchOverviewAt(search, narrow).catch(() => undefined)
}
