import { getHttpClient } from '@/shared/http/httpClient'

/*
 * The campaigns screens, each a chunk of its own that its route loads: the overview (`/`), the page kept open
 * all day, does not load the campaign page's forms nor the new campaign's (one chunk for the three was half
 * again as much code to load and run before the first row). Only loaders here: whatever this index exported
 * itself would be in the first load of every route that loads a page of it, the shell's among them.
 */

export const loadCampaignsOverviewPage = () =>
  import('./components/CampaignsOverviewPage').then(module => module.CampaignsOverviewPage)

export const loadCampaignDetailPage = () =>
  import('./components/CampaignDetailPage').then(module => module.CampaignDetailPage)

export const loadNewCampaignPage = () =>
  import('./components/NewCampaignPage').then(module => module.NewCampaignPage)

/**
 * The code that asks for the overview's first answer ahead of its page, loaded early so that it asks at once.
 * The HTTP client it asks with is a chunk of its own, loaded with the first call: its loading starts here too,
 * beside this code's, not once this code runs (on a reload of the wall the question left a whole round of
 * loading later, traced). The question is registered as soon as this code runs, so that the page, should it
 * come first, takes it rather than asking again.
 */
export const loadOverviewPrefetch = () => {
  void getHttpClient().catch(() => undefined) // (a failed load is tried again by the call that needs it)
  return import('./api/overviewPrefetch')
}

/** Asks for the overview's first answer ahead of its page (right after a sign-in). */
export const prefetchOverview = () => loadOverviewPrefetch().then(module => module.prefetchOverview())

/** The same when the overview opens on an address (its search string) at a width (`narrow`: below 900 px). */
export const prefetchOverviewAt = (search: string, narrow: boolean) =>
  loadOverviewPrefetch().then(module => module.prefetchOverviewAt(search, narrow))
