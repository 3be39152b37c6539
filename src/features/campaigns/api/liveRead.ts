/**
 * How the campaigns pages read their data: on their own cadence (useLiveRefresh: after each answer, paused
 * while the tab is hidden, backing off on failures), each read asking afresh, rather than when a query hook
 * mounts. Nothing holds a subscription meanwhile, so what a page shows is kept for as long as the page is open:
 * its store goes with it.
 */
export const LIVE_READ = { subscribe: false, forceRefetch: true } as const

/** The entries the campaigns pages read on their cadence stay until the page (and its store) goes. */
export const SHOWN_WITH_THE_PAGE = Infinity
