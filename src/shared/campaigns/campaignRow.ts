/** A campaign as the overview's table shows it: its platform vocabulary, progress, pace, and what a person may do. */

import type { StoredSchedule } from '@/shared/schedules/scheduleDefinition'
import type { CampaignAction, MissingPermissions } from './campaignPermissions'
import type { CampaignPerformance } from './performanceTypes'

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
