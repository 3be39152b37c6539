import { loadCampaignsOverviewPage, loadOverviewPrefetch, prefetchOverview } from '@/features/campaigns'

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
