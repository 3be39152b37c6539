/** GET /api/campaigns: the query it applies and the page of campaigns it answers. */

import type { CampaignCapabilities, CampaignRow, CampaignStatus, DialingMode, NamedRef } from './campaignRow'

export const CAMPAIGN_SORT_FIELDS = [
  'name',
  'status',
  'dialingMode',
  'progress',
  'pace',
  'eta',
  'priority',
  'dateModified'
] as const
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number]

/** GET /api/campaigns query, as applied (echoed back in `params`). Lists are comma-separated in the URL. */
export interface CampaignOverviewParams {
  q: string
  status: CampaignStatus[]
  dialingMode: DialingMode[]
  divisionId: string[]
  contactListId: string[]
  /** `<field>:asc|desc` */
  sort: `${CampaignSortField}:${'asc' | 'desc'}`
  /** 1-based */
  page: number
  /** at most 1000 (the table virtualises) */
  pageSize: number
}

/** GET /api/campaigns's parameters when none is given (the server fills them in; `params` echoes them). */
export const DEFAULT_OVERVIEW_PARAMS: CampaignOverviewParams = {
  q: '',
  status: [],
  dialingMode: [],
  divisionId: [],
  contactListId: [],
  sort: 'name:asc',
  page: 1,
  pageSize: 100
}

/** An active campaign as the summary counts it. */
export interface ActiveCampaign {
  id: string
  status: CampaignStatus
  version: number
  /** contacts not called yet; null while its progress is unknown */
  remaining: number | null
}

export interface CampaignOverview {
  campaigns: CampaignRow[]
  /** campaigns matching the filters */
  total: number
  params: CampaignOverviewParams
  summary: {
    /** every campaign of the caller's view, whatever the filters */
    total: number
    byStatus: Partial<Record<CampaignStatus, number>>
    /** Σ(total − called) over campaigns whose progress is known */
    contactsRemaining: number
  }
  /** the values the filter menus offer (from the campaigns themselves) */
  facets: { divisions: NamedRef[]; contactLists: NamedRef[] }
  /**
   * Every active campaign of the caller's view (on, stopping, forced stopping: at most 50 in an organisation),
   * whatever the filters and page: the browser follows their events too, so the summary's counts stay true.
   */
  active: ActiveCampaign[]
  capabilities: CampaignCapabilities
  /** ISO time the answer was put together */
  refreshedAt: string
}
