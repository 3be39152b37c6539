import type {
  BulkActionRequest,
  BulkActionResponse,
  CampaignDetail,
  CampaignFormOptions,
  CampaignSettings,
  CampaignSettingsInput,
  CampaignStatus
} from '@/shared/campaigns/campaignTypes'
import type { CampaignDiagnosis, CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'
import { api, type DataState, mergeBase } from '@/shared/data'
import { noteRemoved, noteSaved } from '@/shared/ui/list/model/recentChanges'

import type { CampaignChange } from '../model/campaignEvents'
import { keepReadActivity } from '../model/keepReadActivity'
import { keepReadEvents, type ShownToday, shownToday } from '../model/keepReadEvents'
import { applyEventStats, applyLiveStats } from '../model/liveFigures'
import type { EventFigures } from '../model/statsEventFigures'
import { LIVE_READ, SHOWN_WITH_THE_PAGE } from './liveRead'

const URL = '/api/campaigns'
const campaignUrl = (id: string) => `${URL}/${encodeURIComponent(id)}`

/** A campaign's diagnosis, with the status it was asked for: an answer for another status is not shown. */
export interface DiagnosisRead {
  status: CampaignStatus
  diagnosis: CampaignDiagnosis
}

/** What a save of the campaign's settings sends: the version they were made on, and only what changed. */
export interface CampaignUpdate {
  id: string
  version: number
  changes: Partial<CampaignSettingsInput>
}

/** A campaign this browser saved: the overview's listing may lag behind it (recentChanges.ts). */
function noted(detail: CampaignDetail): CampaignDetail {
  const { name, status, dialingMode, contactList, division, queue, priority, dateModified, errors } =
    detail.campaign
  noteSaved('campaign', detail.campaign.id, detail.campaign.version, {
    name,
    status,
    dialingMode,
    contactList,
    division,
    queue,
    priority,
    dateModified,
    errors,
    ...(detail.campaign.callableTimeSet !== undefined && { callableTimeSet: detail.campaign.callableTimeSet })
  })
  return detail
}

/**
 * A campaign's page, the new campaign's form and the actions, in the data layer (docs/campaigns-ui.md). The
 * pages read on their own cadence (useLiveRefresh) and again after each action or save, so no change
 * invalidates anything: the same calls as the page makes, no more.
 */
export const campaignsApi = api.injectEndpoints({
  endpoints: build => ({
    /** GET /api/campaigns/:id: the campaign, its progress, pace, stats and recent audit entries. */
    campaign: build.query<CampaignDetail, string>({
      query: id => ({ method: 'GET', url: campaignUrl(id) }),
      keepUnusedDataFor: SHOWN_WITH_THE_PAGE
    }),
    /** GET /api/campaigns/:id/today: its last 24 hours (calls per interval, state and health, dialer events). */
    campaignToday: build.query<ShownToday, string>({
      query: id => ({ method: 'GET', url: `${campaignUrl(id)}/today` }),
      transformResponse: shownToday,
      merge: (shown, answer) => {
        const base = mergeBase(shown)
        return keepReadActivity(base, keepReadEvents(base, answer))
      },
      keepUnusedDataFor: SHOWN_WITH_THE_PAGE
    }),
    /** GET /api/campaigns/:id/diagnosis: why it is (not) dialing, most likely reason first. */
    campaignDiagnosis: build.query<DiagnosisRead, { id: string; status: CampaignStatus }>({
      query: ({ id }) => ({ method: 'GET', url: `${campaignUrl(id)}/diagnosis` }),
      // (one entry a campaign, its answer said to be for the status it was asked for)
      serializeQueryArgs: ({ queryArgs }) => ({ id: queryArgs.id }),
      transformResponse: (diagnosis: CampaignDiagnosis, _meta, { status }) => ({ status, diagnosis }),
      keepUnusedDataFor: SHOWN_WITH_THE_PAGE
    }),
    /** GET /api/campaigns/options: what the create and settings forms offer. */
    formOptions: build.query<CampaignFormOptions, void>({
      query: () => ({ method: 'GET', url: `${URL}/options` })
    }),
    /** POST /api/campaigns with the body `{ data: settings }`: 201 with the new campaign. */
    createCampaign: build.mutation<CampaignDetail, CampaignSettings>({
      query: settings => ({ method: 'POST', url: URL, data: settings })
    }),
    /** PUT /api/campaigns/:id `{ data: { version, changes } }`: the campaign as saved, shown at once. */
    updateCampaign: build.mutation<CampaignDetail, CampaignUpdate>({
      query: ({ id, version, changes }) => ({
        method: 'PUT',
        url: campaignUrl(id),
        data: { version, changes }
      }),
      transformResponse: noted,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(campaignsApi.util.updateQueryData('campaign', id, () => data, false))
        } catch {
          // refused: the page shows what it read (the form says why)
        }
      }
    }),
    /**
     * DELETE /api/campaigns/:id (409 `campaign.not_off` unless it is off). The platform may go on listing it for
     * a while: the overview hides it meanwhile (recentChanges.ts).
     */
    deleteCampaign: build.mutation<{ id: string }, string>({
      query: id => ({ method: 'DELETE', url: campaignUrl(id) }),
      transformResponse: (answer: { id: string }, _meta, id) => {
        noteRemoved('campaign', id)
        return answer
      }
    }),
    /** POST /api/campaigns/actions: one result per id, in order (a single action is a list of one). */
    campaignAction: build.mutation<BulkActionResponse, BulkActionRequest>({
      query: ({ action, ids }) => ({ method: 'POST', url: `${URL}/actions`, data: { action, ids: [...ids] } })
    }),
    /** POST /api/campaigns/performance: the campaigns' live figures, read now (at most 100 ids). */
    liveFigures: build.mutation<CampaignLiveFiguresAnswer, readonly string[]>({
      query: ids => ({ method: 'POST', url: `${URL}/performance`, data: { ids: [...ids] } })
    })
  })
})

export const {
  useCreateCampaignMutation,
  useDeleteCampaignMutation,
  useFormOptionsQuery,
  useUpdateCampaignMutation
} = campaignsApi

const { campaign, campaignToday, campaignDiagnosis } = campaignsApi.endpoints

/** The reads a campaign's page makes on its own cadence (useEndpointReads). */
export const readCampaign = (id: string) => campaign.initiate(id, LIVE_READ)
export const readCampaignToday = (id: string) => campaignToday.initiate(id, LIVE_READ)
export const readCampaignDiagnosis = (id: string, status: CampaignStatus) =>
  campaignDiagnosis.initiate({ id, status }, LIVE_READ)

/** What the page shows of each (null until a first answer). */
export const selectCampaign = (id: string) => {
  const select = campaign.select(id)
  return (state: DataState) => select(state).data ?? null
}
export const selectCampaignToday = (id: string) => {
  const select = campaignToday.select(id)
  return (state: DataState) => select(state).data ?? null
}
export const selectCampaignDiagnosis = (id: string) => {
  // (the status is not part of the entry's key: any will do)
  const select = campaignDiagnosis.select({ id, status: 'on' })
  return (state: DataState) => select(state).data ?? null
}

/** The campaign's progress, pushed by the platform while it dials (ProgressOrder decided it is news). */
export const campaignProgressed = ({ id, called, total, percentage }: ProgressChange) =>
  campaignsApi.util.updateQueryData(
    'campaign',
    id,
    detail => {
      detail.campaign.progress = { called, total, percentage }
    },
    false
  )

/** The campaign's live figures, read after its statistics events: its statistics change in place. */
export const campaignFiguresRead = (id: string, answer: CampaignLiveFiguresAnswer) =>
  campaignsApi.util.updateQueryData('campaign', id, detail => applyLiveStats(detail, answer), false)

/** A statistics event that names its figures: the page's statistics change in place, with no read. */
export const campaignFiguresHeard = (id: string, figures: EventFigures) =>
  campaignsApi.util.updateQueryData('campaign', id, detail => applyEventStats(detail, figures), false)

type ProgressChange = Extract<CampaignChange, { kind: 'progress' }>
