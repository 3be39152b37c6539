/**
 * A campaign as the emulator keeps it: the platform's Campaign fields (references by id, resolved to
 * `{id, name, selfUri}` when answered) plus the dialing state the platform keeps behind the scenes. The fields a
 * Campaign body sets are declared once, `CampaignInput` (validateCampaign.ts reads a body into it); the record
 * adds what the platform sets. `campaignViews.ts` turns it into the platform's models. Imports nothing: every
 * store and view may use these types.
 */

/** Genesys Cloud's dialing modes, spelled as the API spells them. */
export const DIALING_MODES = [
  'agentless',
  'preview',
  'power',
  'predictive',
  'progressive',
  'external'
] as const
export type DialingMode = (typeof DIALING_MODES)[number]

/** Every `campaignStatus` the platform reports. */
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

/** The statuses that count towards the platform's limit of 50 active campaigns per organisation. */
export const ACTIVE_STATUSES: readonly CampaignStatus[] = ['on', 'stopping', 'forced_stopping']

export const MAX_ACTIVE_CAMPAIGNS = 50

/** The platform's DomainEntityRef, for references the emulator does not model (DNC lists, rule sets…). */
export interface EntityRef {
  id: string
  name?: string
}

export interface PhoneColumn {
  columnName: string
  type: string
}

/** The platform's RestErrorDetail: why an invalid campaign is invalid. */
export interface CampaignError {
  error: string
  details?: string
}

export interface CampaignSort {
  fieldName: string
  direction: 'ASC' | 'DESC'
  numeric: boolean
}

/** What a valid body sets on a campaign (everything but id, status, version, dates and dialing state). */
export interface CampaignInput {
  name: string
  divisionId: string
  dialingMode: DialingMode
  contactListId: string
  queueId?: string
  scriptId?: string
  edgeGroupId?: string
  siteId?: string
  callAnalysisResponseSetId?: string
  phoneColumns: PhoneColumn[]
  abandonRate?: number
  outboundLineCount?: number
  maxCallsPerAgent?: number
  callerName: string
  callerAddress: string
  priority: number
  dncLists: EntityRef[]
  ruleSets: EntityRef[]
  contactListFilters: EntityRef[]
  callableTimeSet?: EntityRef
  contactSorts: CampaignSort[]
  skipPreviewDisabled: boolean
  previewTimeOutSeconds: number
  alwaysRunning: boolean
  noAnswerTimeout: number
  callAnalysisLanguage: string
}

/** why an `on` campaign calls nobody: no idle agent, no line, or no contact it may call now */
export type WaitingFor = 'agents' | 'lines' | 'contacts'

/** One stretch a campaign dialed, with what it ran at, for analytics (dialer/dialLog.ts). */
export interface DialStretch {
  /** epoch ms the stretch began (the campaign's runningSince) */
  from: number
  /** epoch ms it was written down; absent when it ran until its list was worked through (bounded by `endCalled`) */
  until?: number
  /** contacts of the pass reached when it began */
  startCalled: number
  /** contacts of the pass reached when it ended */
  endCalled: number
  /** contacts reached per second */
  perSecond: number
  dialingMode: DialingMode
  /** percent of connected calls abandoned during the stretch (power and predictive; 0 otherwise) */
  abandonPercent: number
  /** the campaign's abandonRate target during the stretch */
  abandonTarget?: number
}

/** One change of status, or of dialing / not dialing, for the diagnostics summary (dialer/statusHistory.ts). */
export interface StatusEntry {
  status: CampaignStatus
  dialingMode: DialingMode
  /** on and able to dial (some pace): the summary's health */
  dialing: boolean
  /** on and unable to dial: what it waits for */
  waitingFor?: WaitingFor
  /** epoch ms */
  at: number
}

export interface CampaignRecord extends CampaignInput {
  id: string
  organizationId: string
  /** ms since the epoch */
  dateCreated: number
  dateModified: number
  version: number
  status: CampaignStatus
  errors: CampaignError[]

  // Dialing state (see dialing.ts). Progress is computed from the clock, never by a timer.
  /** contacts called up to `runningSince` (or up to now when the campaign is not on) */
  called: number
  /** when the current `on` stretch began; set only while on */
  runningSince?: number
  /** when a `stopping` campaign becomes `off` */
  stoppingUntil?: number
  /** the last recycle, for the platform's one-recycle-per-5-seconds rule */
  lastRecycledAt?: number
  /** contacts of the current pass whose outcome is written on the contacts (contacts/dialRecorder.ts) */
  recorded?: number
  /** contacts of the current pass skipped, per reason (the progress' numberOfContactsSkipped) */
  skipped?: Record<string, number>
  /** contacts of the current pass reached outside their callable times, so not called (timeZoneRescheduledCalls) */
  timeZoneRescheduled?: number
  /**
   * the share of its pace the campaign dials at, from the agents and lines it has (dialer/livePace.ts); unset = 1.
   * Only ever changed after a rebase, so the contacts called so far keep the pace they were called at.
   */
  paceFactor?: number
  /**
   * percent of connected calls the current stretch abandons (dialer/livePace.ts), set with `paceFactor`; unset =
   * as a well-staffed campaign
   */
  abandonPercent?: number
  /** while it cannot dial (pace 0): what it waits for, as the diagnostics summary's health says it */
  waitingFor?: WaitingFor
  /**
   * set with its pace while on: its callable time set is closed for every contact, so it calls nobody
   * (dialer/callableHours.ts); `hoursUntil` the instant that next changes, `hoursKey` what it was computed from
   */
  outsideHours?: boolean
  hoursUntil?: number
  hoursKey?: string
  /** the stretches it dialed, with their pace and abandon ratio, for analytics (dialer/dialLog.ts) */
  dialLog?: DialStretch[]
  /** status changes and dialing/not dialing, for the diagnostics summary (dialer/statusHistory.ts) */
  history?: StatusEntry[]
}
