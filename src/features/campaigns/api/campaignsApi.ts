import { sessionRequest } from '@/features/sessionApi'
import type {
  BulkAction,
  BulkActionResponse,
  CampaignDetail,
  CampaignFormOptions,
  CampaignOverview,
  CampaignSettings,
  CampaignSettingsInput
} from '@/shared/campaigns/campaignTypes'
import type { CampaignDiagnosis } from '@/shared/campaigns/performanceTypes'
import type { CampaignToday } from '@/shared/campaigns/campaignTodayTypes'
import { noteRemoved, noteSaved } from '@/shared/ui/list/model/recentChanges'

/** GET /api/campaigns: the overview page (lists comma-separated, as `toOverviewParams` gives them). */
export const requestOverview = (params: Record<string, string | number>, signal?: AbortSignal) =>
  sessionRequest<CampaignOverview>({ method: 'GET', url: '/api/campaigns', params, signal })

/** GET /api/campaigns/:id: the campaign, its progress, pace, stats and recent audit entries. */
export const requestCampaign = (id: string, signal?: AbortSignal) =>
  sessionRequest<CampaignDetail>({ method: 'GET', url: `/api/campaigns/${encodeURIComponent(id)}`, signal })

/** GET /api/campaigns/:id/today: the campaign's last 24 hours (samples, state and health, dialer events). */
export const requestCampaignToday = (id: string, signal?: AbortSignal) =>
  sessionRequest<CampaignToday>({
    method: 'GET',
    url: `/api/campaigns/${encodeURIComponent(id)}/today`,
    signal
  })

/** GET /api/campaigns/:id/diagnosis: why the campaign is (not) dialing, most likely reason first. */
export const requestCampaignDiagnosis = (id: string, signal?: AbortSignal) =>
  sessionRequest<CampaignDiagnosis>({
    method: 'GET',
    url: `/api/campaigns/${encodeURIComponent(id)}/diagnosis`,
    signal
  })

/** GET /api/campaigns/options: what the create and settings forms offer. */
export const requestFormOptions = (signal?: AbortSignal) =>
  sessionRequest<CampaignFormOptions>({ method: 'GET', url: '/api/campaigns/options', signal })

/** POST /api/campaigns with the body `{ data: settings }`: 201 with the new campaign. */
export const requestCreateCampaign = (settings: CampaignSettings) =>
  sessionRequest<CampaignDetail>({ method: 'POST', url: '/api/campaigns', data: settings })

/** PUT /api/campaigns/:id with the body `{ data: { version, changes } }` (only the changed fields). */
export const requestUpdateCampaign = (id: string, version: number, changes: Partial<CampaignSettingsInput>) =>
  sessionRequest<CampaignDetail>({
    method: 'PUT',
    url: `/api/campaigns/${encodeURIComponent(id)}`,
    data: { version, changes }
  }).then(detail => {
    // The overview's listing may lag behind the save: what a row shows of it, at the saved version.
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
      ...(detail.campaign.callableTimeSet !== undefined && {
        callableTimeSet: detail.campaign.callableTimeSet
      })
    })
    return detail
  })

/**
 * DELETE /api/campaigns/:id (409 `campaign.not_off` unless it is off). The platform may go on listing it for a
 * while: the overview hides it meanwhile (recentChanges.ts).
 */
export const requestDeleteCampaign = (id: string) =>
  sessionRequest<{ id: string }>({ method: 'DELETE', url: `/api/campaigns/${encodeURIComponent(id)}` }).then(
    answer => {
      noteRemoved('campaign', id)
      return answer
    }
  )

/** POST /api/campaigns/actions: one result per id, in order (a single action is a list of one). */
export const requestCampaignAction = (action: BulkAction, ids: readonly string[]) =>
  sessionRequest<BulkActionResponse>({
    method: 'POST',
    url: '/api/campaigns/actions',
    data: { action, ids: [...ids] }
  })
