import type { CampaignRow } from '@/shared/campaigns/campaignTypes'
import type { CampaignPerformance, NotDialingReason } from '@/shared/campaigns/performanceTypes'
import type { CampaignPerformanceSamplesTable } from '@/server/db/Database'
import type { PlatformCampaignPerformance } from '@/server/platform'
import { placesCalls } from '@/shared/campaigns/dialingNow'

/** at most one kept sample per campaign in this interval, unless it starts or stops dialing */
export const PERFORMANCE_SAMPLE_INTERVAL_MS = 60_000
/** an older newest sample says nothing about what happened since: a silence is counted from now */
const SAMPLE_GAP_MS = 3 * PERFORMANCE_SAMPLE_INTERVAL_MS

const AGENTLESS = 'agentless'
const ABANDONING_MODES = new Set(['power', 'predictive'])
const iso = (ms: number) => new Date(ms).toISOString()

/** What a judgement needs of the campaign (its overview row has it). */
export type JudgedCampaign = Pick<
  CampaignRow,
  'id' | 'status' | 'dialingMode' | 'progress' | 'contactList' | 'queue'
>

/** What a judgement reads: the campaign, one performance read of it, and what the samples kept. */
export interface PerformanceReading {
  row: JudgedCampaign
  /** the campaign's abandon target (%), from the platform */
  abandonTarget: number | null
  figures: PlatformCampaignPerformance
  /** today's abandon rate (%), null when unknown */
  abandonRate: number | null
  /** the campaign's newest kept sample */
  last: CampaignPerformanceSamplesTable | undefined
  /** contacts a minute, for the sample */
  pace: number | null
  orgId: string
  now: number
  stallMs: number
}

/**
 * One read of an active campaign's live figures judged against its samples (docs/campaigns.md "Why isn't it
 * dialing?"): dialing while it has a call in progress or a line in use (one rule: placesCalls), since when it
 * has been silent, whether it has been so for `stallMs` (then stalled, with the likeliest reason the figures
 * tell), and the sample to keep now, if one is due (one a minute, and one at once when it starts or stops
 * dialing). The overview's read and the live read of the events judge alike.
 */
export function judgePerformance(reading: PerformanceReading): {
  performance: CampaignPerformance
  sample: CampaignPerformanceSamplesTable | null
} {
  const { row, figures, last, now } = reading
  const dialing = placesCalls({
    outstanding: figures.outstandingCalls,
    linesInUse: figures.linesUtilization?.assignedOutboundLines ?? 0,
    called: row.progress?.called,
    total: row.progress?.total
  })
  const lastAt = last ? Date.parse(last.sampled_at) : Number.NEGATIVE_INFINITY
  const idleSince = dialing
    ? null
    : last && last.dialing === 0 && last.idle_since && now - lastAt <= SAMPLE_GAP_MS
      ? last.idle_since
      : iso(now)
  const due = !last || now - lastAt >= PERFORMANCE_SAMPLE_INTERVAL_MS || (last.dialing === 1) !== dialing
  const stalled = row.status === 'on' && idleSince !== null && now - Date.parse(idleSince) >= reading.stallMs
  return {
    performance: {
      idleAgents: figures.idleAgents,
      linesInUse: figures.linesUtilization?.assignedOutboundLines ?? 0,
      linesAvailable: figures.linesUtilization?.totalAvailableOutboundLines ?? null,
      contactRate: figures.contactRate?.connectRatio ?? null,
      rightPartyContacts: figures.rightPartyContactsCount,
      outstandingCalls: figures.outstandingCalls,
      abandonRate: reading.abandonRate,
      abandonTarget: ABANDONING_MODES.has(row.dialingMode) ? reading.abandonTarget : null,
      idleSince,
      stallsAt:
        !stalled && idleSince !== null && row.status === 'on'
          ? iso(Date.parse(idleSince) + reading.stallMs)
          : null,
      stalled,
      reason: stalled ? reasonFromFigures(row, figures) : null
    },
    sample: due
      ? {
          org_id: reading.orgId,
          campaign_id: row.id,
          sampled_at: iso(now),
          dialing: dialing ? 1 : 0,
          idle_since: idleSince,
          idle_agents: figures.idleAgents,
          outstanding_calls: figures.outstandingCalls,
          pace: reading.pace,
          abandon_rate: reading.abandonRate
        }
      : null
  }
}

/**
 * The likeliest reason the performance figures alone tell (the campaign page asks the platform's diagnostics
 * for every reason): its list worked through, no idle agent on its queue, no line; else unknown.
 */
export function reasonFromFigures(
  row: JudgedCampaign,
  figures: PlatformCampaignPerformance
): NotDialingReason {
  if (row.progress && row.progress.total > 0 && row.progress.called >= row.progress.total)
    return { kind: 'listExhausted', contactList: row.contactList?.name ?? null }
  if (row.dialingMode !== AGENTLESS && figures.idleAgents === 0)
    return { kind: 'noAgents', queue: row.queue?.name ?? null, onQueue: null, busy: null, onOtherCalls: null }
  if (figures.linesUtilization?.totalAvailableOutboundLines === 0) return { kind: 'noLines' }
  return { kind: 'unknown' }
}
