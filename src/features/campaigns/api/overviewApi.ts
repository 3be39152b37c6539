import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'
import type { CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'
import { api, type DataDispatch, type DataState, type DataTransport, mergeBase } from '@/shared/data'
import { recentChanges } from '@/shared/ui/list/model/recentChanges'

import { type SelectedCampaign, selectedOf } from '../model/bulkPlan'
import { applyCampaignChanges, type CampaignChange } from '../model/campaignEvents'
import { keepNewerEvents } from '../model/keepNewerEvents'
import { applyLiveFigures } from '../model/liveFigures'
import { shareUnchanged } from '../model/shareUnchanged'
import { withRecentChanges } from '../model/withRecentChanges'
import { LIVE_READ, SHOWN_WITH_THE_PAGE } from './liveRead'
import { takeArrivedOverview, takePrefetchedOverview } from './overviewPrefetch'

/** GET /api/campaigns's query (lists comma-separated, as `toOverviewParams` gives them). */
export type OverviewParams = Record<string, string | number>

/** The campaigns that match a query, as a selection takes them, and how many there are. */
export interface MatchingCampaigns {
  campaigns: SelectedCampaign[]
  total: number
}

/** The overview is one entry, whatever query it answers: any parameters name it. */
const SHOWN: OverviewParams = {}

/**
 * The campaigns overview in the data layer (docs/campaigns-ui.md). One entry, the overview shown: each answer is
 * laid into it, keeping the objects of what did not change (shareUnchanged: the grid re-renders only the rows
 * that did) and what the platform's events told since when the answer is older (keepNewerEvents); the events
 * themselves change it in place (overviewChanged). Read on the page's cadence (useOverviewData).
 */
export const overviewApi = api.injectEndpoints({
  endpoints: build => ({
    /**
     * GET /api/campaigns with the page's parameters: the answer asked for ahead of the page when it is for
     * these very parameters (overviewPrefetch), else asked now; with what this browser deleted or saved in the
     * last minute over a listing that may lag behind it.
     */
    overview: build.query<CampaignOverview, OverviewParams>({
      serializeQueryArgs: () => SHOWN,
      queryFn: async (params, { signal, extra }, _options, baseQuery) => {
        const ahead = takePrefetchedOverview(params, signal)
        let answer: CampaignOverview
        if (ahead)
          try {
            answer = await ahead
          } catch (error) {
            return { error: (extra as DataTransport).failureOf(error) }
          }
        else {
          const asked = await baseQuery({ method: 'GET', url: '/api/campaigns', params })
          if (asked.error) return { error: asked.error }
          answer = asked.data as CampaignOverview
        }
        return { data: withRecentChanges(answer, recentChanges()) }
      },
      merge: (shown, answer) => {
        const before = mergeBase(shown)
        return shareUnchanged(before, keepNewerEvents(before, answer))
      },
      keepUnusedDataFor: SHOWN_WITH_THE_PAGE
    }),
    /** GET /api/campaigns for a selection of every campaign that matches (a page of the server's largest). */
    matchingCampaigns: build.query<MatchingCampaigns, OverviewParams>({
      query: params => ({ method: 'GET', url: '/api/campaigns', params }),
      transformResponse: (answer: CampaignOverview) => ({
        campaigns: answer.campaigns.map(selectedOf),
        total: answer.total
      }),
      // (the selection keeps what it needs: nothing to keep here)
      keepUnusedDataFor: 0
    })
  })
})

const { overview, matchingCampaigns } = overviewApi.endpoints
const selectShown = overview.select(SHOWN)

/** The overview shown (null until a first answer). */
export const selectOverview = (state: DataState): CampaignOverview | null => selectShown(state).data ?? null

/** Reads the overview with these parameters (the page's cadence decides when: useEndpointReads). */
export const readOverview = (params: OverviewParams) => overview.initiate(params, LIVE_READ)

/** Reads one page of the campaigns that match (for a selection of them all). */
export const readMatchingCampaigns = (params: OverviewParams) =>
  matchingCampaigns.initiate(params, { subscribe: false, forceRefetch: true })

/**
 * The overview's first answer when it was asked for ahead of the page for these very parameters and is already
 * here: laid into the page's store now, so the first render shows the rows. Answers whether the overview has
 * data (the page's first read then waits an interval).
 */
export const showOverviewAskedAhead =
  (params: OverviewParams) =>
  (dispatch: DataDispatch, getState: () => DataState): boolean => {
    if (!selectOverview(getState())) {
      const arrived = takeArrivedOverview(params)
      if (arrived)
        dispatch(
          overviewApi.util.upsertQueryEntries([{ endpointName: 'overview', arg: params, value: arrived }])
        )
    }
    return selectOverview(getState()) !== null
  }

/** Campaigns changed on the platform (their notifications, in order): the rows change in place. */
export const overviewChanged = (changes: readonly CampaignChange[]) =>
  overviewApi.util.updateQueryData('overview', SHOWN, shown => applyCampaignChanges(shown, changes), false)

/** Live figures read after statistics events: the rows' performance changes in place. */
export const overviewFiguresRead = (answer: CampaignLiveFiguresAnswer) =>
  overviewApi.util.updateQueryData('overview', SHOWN, shown => applyLiveFigures(shown, answer), false)
