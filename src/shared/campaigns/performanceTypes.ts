/**
 * What the app tells of a running campaign's dialing (docs/campaigns.md "Why isn't it dialing?"): the live
 * figures of the overview's performance columns, and the reasons a campaign that is on does not call anyone,
 * most likely first. Reasons carry names and figures, never platform codes: the browser says them in words.
 */
/** The Genesys Cloud admin pages a diagnosis may send someone to (their addresses: genesysCloudPages.ts). */
export const GENESYS_CLOUD_PAGES = [
  'queueMembers',
  'script',
  'contactList',
  'dncList',
  'callableTimeSet',
  'ruleSet',
  'edgeGroup',
  'campaign'
] as const
export type GenesysCloudPageKind = (typeof GENESYS_CLOUD_PAGES)[number]

/** Where in Genesys Cloud a reason's fix is made: a page of one object (a queue's members, a script…). */
export interface GenesysCloudPage {
  page: GenesysCloudPageKind
  id: string
}

export type NotDialingReason = NotDialingCause & {
  /** the Genesys Cloud page where it is fixed, when the fix is made there and the object is known */
  fixIn?: GenesysCloudPage
}

export type NotDialingCause =
  /** the platform marks it invalid; `errors` are the platform's own messages */
  | { kind: 'invalid'; errors: string[] }
  /** an agent-based campaign with no idle agent on its queue */
  | {
      kind: 'noAgents'
      queue: string | null
      /** agents on queue, of whom `busy` are on this campaign's calls and `onOtherCalls` on other calls */
      onQueue: number | null
      busy: number | null
      onOtherCalls: number | null
    }
  /** the remaining contacts are outside their callable hours (until `until`, local time in `timeZone`) */
  | { kind: 'outsideHours'; remaining: number | null; until: string | null; timeZone: string | null }
  /** a rule set filters out the remaining contacts */
  | { kind: 'ruleSet'; ruleSet: string; warnings: string[] }
  /** every contact of the list has been called: recycle it (or add contacts) to go on */
  | { kind: 'listExhausted'; contactList: string | null }
  /** no outbound line is available to it */
  | { kind: 'noLines' }
  /** the organisation's line limit is reached */
  | { kind: 'lineLimit'; lines: number }
  /** the organisation runs as many campaigns as it may */
  | { kind: 'campaignLimit'; active: number; limit: number }
  /** on and silent, and nothing the platform says explains it */
  | { kind: 'unknown' }

export type NotDialingKind = NotDialingReason['kind']

/** An active campaign's live figures (POST /outbound/campaigns/performance/query, and analytics for abandons). */
export interface CampaignPerformance {
  idleAgents: number
  linesInUse: number
  /** the lines it may use (null when the platform does not say) */
  linesAvailable: number | null
  /** connects ÷ attempts, 0–1 (null before the first attempt) */
  contactRate: number | null
  rightPartyContacts: number
  outstandingCalls: number
  /** abandoned ÷ connected today, in % (null when unknown: not power or predictive, no call yet, no permission) */
  abandonRate: number | null
  /** the campaign's target, in % (null when it has none) */
  abandonTarget: number | null
  /** since when it has been on without a call in progress (ISO), null while it dials */
  idleSince: string | null
  /** when it will count as stalled if it stays silent (ISO; null while it dials or once stalled) */
  stallsAt: string | null
  /** on without calling anyone for STALL_MS, or invalid: the overview's marker */
  stalled: boolean
  /** the most likely reason the figures alone tell (the campaign page asks the platform for all of them) */
  reason: NotDialingReason | null
}

/** GET /api/campaigns/:id/diagnosis: why a campaign is (not) dialing. */
export interface CampaignDiagnosis {
  campaignId: string
  /** true while it places calls */
  dialing: boolean
  idleSince: string | null
  stalled: boolean
  /** most likely first; empty when it dials or nothing holds it back */
  reasons: NotDialingReason[]
  checkedAt: string
}

/**
 * One campaign's live figures as the platform's performance query says them now (POST /api/campaigns/performance,
 * asked when a statistics event says they changed): its performance as the overview judges it (the abandon
 * rate is not read here: the last one known), and the figures only the campaign page shows.
 */
export interface CampaignLiveFigures {
  id: string
  performance: CampaignPerformance
  effectiveIdleAgents: number
  scheduledCalls: number
}

/** POST /api/campaigns/performance: the campaigns the platform answered for (others are left out). */
export interface CampaignLiveFiguresAnswer {
  campaigns: CampaignLiveFigures[]
  /** when they were read (ISO): an overview answered later is newer */
  readAt: string
}
