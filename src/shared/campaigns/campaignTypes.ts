/**
 * The contract between the app's backend for the browser (`/api/campaigns…`, src/server/campaigns) and the
 * browser (src/features/campaigns): the JSON shapes both sides speak. docs/campaigns.md explains each call.
 * Platform vocabulary (dialing modes, statuses, permission names) is kept as Genesys Cloud spells it.
 */

import type { StoredSchedule } from '@/shared/schedules/scheduleDefinition'
import type { CampaignAction, MissingPermissions, RefusableOptionList } from './campaignPermissions'
import type { CampaignPerformance } from './performanceTypes'

export {
  CAMPAIGN_ACTIONS,
  type CampaignAction,
  type MissingPermissions,
  PLATFORM_PERMISSIONS_FOR,
  REFUSABLE_OPTION_LISTS,
  type RefusableOptionList
} from './campaignPermissions'

export const DIALING_MODES = [
  'agentless',
  'preview',
  'power',
  'predictive',
  'progressive',
  'external'
] as const
export type DialingMode = (typeof DIALING_MODES)[number]

export const CAMPAIGN_STATUSES = [
  'on',
  'stopping',
  'off',
  'complete',
  'invalid',
  'forced_off',
  'forced_stopping'
] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

/** Statuses whose progress can still change (and which count towards the platform's 50-active limit). */
export const ACTIVE_STATUSES: readonly CampaignStatus[] = ['on', 'stopping', 'forced_stopping']

/** Bulk-capable actions of POST /api/campaigns/actions. */
export const BULK_ACTIONS = ['start', 'stop', 'recycle'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

export interface NamedRef {
  id: string
  name: string
}

export interface CampaignProgress {
  /** numberOfContactsCalled */
  called: number
  /** totalNumberOfContacts */
  total: number
  /** 0–100, as the platform computes it */
  percentage: number
}

export interface CampaignPace {
  /** contacts called per minute over the recent samples; null while not enough is known */
  contactsPerMinute: number | null
  /** seconds until every contact is called at that pace; null when unknown (not active, no pace yet) */
  etaSeconds: number | null
  /** ISO time of the newest progress sample the pace was computed from */
  sampledAt: string | null
}

/** One campaign as the overview table shows it. */
export interface CampaignRow {
  id: string
  name: string
  version: number
  status: CampaignStatus
  dialingMode: DialingMode
  contactList: NamedRef | null
  division: NamedRef | null
  queue: NamedRef | null
  priority: number | null
  dateModified: string | null
  /** null when unknown (never read yet); active campaigns' progress is fresh on every overview call */
  progress: CampaignProgress | null
  pace: CampaignPace
  /** the platform's error messages for an invalid campaign */
  errors: string[]
  /** the callable time set whose hours it keeps to (null: none); absent from answers that predate it */
  callableTimeSet?: NamedRef | null
  /**
   * when the platform runs it (GET /outbound/schedules/campaigns): null when it has none; absent when the
   * schedules could not be read (the person may lack outbound:schedule:view, or the call failed)
   */
  schedule?: StoredSchedule | null
  /**
   * live figures and whether it is stuck (GET /api/campaigns?performance=1): null for a campaign neither
   * active nor invalid; absent when not asked for
   */
  performance?: CampaignPerformance | null
}

/** Per action: may the signed-in person do it, and if not, why (for the disabled control's tooltip). */
export type CampaignCapabilities = Record<
  CampaignAction,
  | { allowed: true }
  | ({
      allowed: false
      /** `role`: the app role forbids it; `platform`: the Genesys Cloud user lacks `permissions` */
      reason: 'role' | 'platform'
    } & Partial<MissingPermissions>)
>

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

/** The editable settings (PUT /api/campaigns/:id `changes`, and part of POST /api/campaigns). */
export interface CampaignSettings {
  name: string
  dialingMode: DialingMode
  contactListId: string
  queueId: string | null
  scriptId: string | null
  edgeGroupId: string | null
  /**
   * the site whose edges place the calls, in place of an edge group (the platform takes either): what a
   * person who may not list edge groups chooses, the organisation's default site
   */
  siteId: string | null
  callAnalysisResponseSetId: string | null
  divisionId: string | null
  callerName: string
  callerAddress: string
  /** percent, 0–100; required for power and predictive */
  abandonRate: number | null
  /** required for agentless */
  outboundLineCount: number | null
  maxCallsPerAgent: number | null
  /** 1–5 */
  priority: number | null
  /** phone column of the contact list to dial */
  phoneColumn: string
  /** the do-not-call lists the campaign honours (attached to it): their numbers are never dialled */
  dncListIds: string[]
}

/**
 * What POST /api/campaigns (`data`) and PUT /api/campaigns/:id (`changes`, in part) take: the settings, and the
 * callable time set whose hours the campaign keeps to (docs/schedules.md; sent as the platform's
 * `callableTimeSet: {id}`): null detaches it; absent leaves it as it is (an edit) or none (a create). Read back as
 * the row's `callableTimeSet`.
 */
export interface CampaignSettingsInput extends CampaignSettings {
  callableTimeSetId?: string | null
}

export interface CampaignDetail {
  campaign: CampaignRow & {
    settings: CampaignSettings
    dateCreated: string | null
  }
  stats: CampaignStats | null
  audit: AuditEntry[]
  capabilities: CampaignCapabilities
  refreshedAt: string
}

export interface CampaignStats {
  contactRate: { attempts: number; connects: number; connectRatio: number }
  idleAgents: number
  effectiveIdleAgents: number
  outstandingCalls: number
  scheduledCalls: number
  /** 0–1 */
  linesUtilization: number
}

export interface AuditEntry {
  id: string
  campaignId: string
  campaignName: string
  action: CampaignAction
  outcome: 'succeeded' | 'failed'
  /** error code on failure, changed field names on edit */
  detail: string | null
  actor: { name: string; email: string }
  at: string
}

/** POST /api/campaigns/actions body */
export interface BulkActionRequest {
  action: BulkAction
  /** 1–100 distinct campaign ids */
  ids: string[]
}

export type ActionResult =
  | { id: string; ok: true; status: CampaignStatus | null }
  | {
      id: string
      ok: false
      httpStatus: number
      code: string
      message: string
      /** platform.missing_permission: the permissions the Genesys Cloud user lacks */
      permission?: string
      permissions?: string[]
      anyOf?: boolean
      /** platform.rate_limited: seconds until a retry may succeed */
      retryAfterSeconds?: number
    }

export interface BulkActionResponse {
  action: BulkAction
  results: ActionResult[]
}

/** GET /api/campaigns/options: what the create and settings forms offer. */
export interface CampaignFormOptions {
  contactLists: (NamedRef & { phoneColumns: string[] })[]
  queues: NamedRef[]
  scripts: NamedRef[]
  edgeGroups: NamedRef[]
  callAnalysisResponseSets: NamedRef[]
  divisions: NamedRef[]
  /** the organisation's do-not-call lists, to attach to a campaign */
  dncLists: NamedRef[]
  /** the organisation's callable time sets, for a campaign's `callableTimeSetId` (empty: none may be read) */
  callableTimeSets?: NamedRef[]
  /** the organisation's default site (a campaign's `siteId` in place of an edge group); null when unknown */
  defaultSiteId?: string | null
  /** the lists the platform refused to the person (its 403), with the permissions it asked for */
  refused?: Partial<Record<RefusableOptionList, MissingPermissions>>
}

/** Every error of /api/campaigns… (`code`s listed in docs/campaigns.md). */
export interface CampaignApiError {
  message: string
  code: string
  /** 403 from the platform: the permissions the Genesys Cloud user lacks (MissingPermissions) */
  permission?: string
  permissions?: string[]
  anyOf?: boolean
  /** 409 version conflict: the campaign as it is now */
  current?: CampaignDetail['campaign']
  /** 429: seconds until a retry may succeed */
  retryAfterSeconds?: number
  /** 400 from the settings' checks: the CampaignSettings fields at fault, for the form to point at */
  fields?: (keyof CampaignSettings)[]
  /** 400: each problem with where it is (`['data', 'changes', 'abandonRate']`, or the settings field) */
  issues?: { path: string[]; message: string }[]
}
