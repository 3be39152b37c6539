/** GET and PUT /api/campaigns/:id, POST /api/campaigns, GET /api/campaigns/options: one campaign and its forms. */

import type { CampaignAction, MissingPermissions, RefusableOptionList } from './campaignPermissions'
import type { CampaignCapabilities, CampaignRow, DialingMode, NamedRef } from './campaignRow'

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
    /**
     * The names the platform gave with the campaign's own references (contact list, queue, script, edge group,
     * site, response set, division, do-not-call lists, callable time set), by id: what a person who may not read
     * a form's list (or does not load it: read-only settings) still sees named. An id without a name is absent.
     */
    referenceNames?: Record<string, string>
  }
  stats: CampaignStats | null
  /** the campaign's activity: the app's own entries and the changes made in Genesys Cloud, newest first */
  audit: AuditEntry[]
  /** whether the changes made in Genesys Cloud could be read (absent: an answer from before they were) */
  genesysCloudActivity?: GenesysCloudActivity
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
  /** who; the email is empty for a change made in Genesys Cloud (the platform's audit names the person only) */
  actor: { name: string; email: string }
  at: string
  /** `genesysCloud`: made outside this app, as the platform's audit tells it (absent: made in this app) */
  source?: 'genesysCloud'
  /** a change made in Genesys Cloud: each property it changed (the platform's names), with its values */
  changes?: AuditPropertyChange[]
}

export interface AuditPropertyChange {
  property: string
  oldValues: string[]
  newValues: string[]
}

/**
 * Whether a campaign's activity could include the changes made in Genesys Cloud: read; refused (the platform's
 * audit needs a permission the person lacks, named); or failed (the platform did not answer).
 */
export type GenesysCloudActivity =
  { read: 'ok' } | { read: 'refused'; needs: MissingPermissions } | { read: 'failed' }

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
