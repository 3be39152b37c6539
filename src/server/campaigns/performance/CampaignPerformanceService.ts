import type { CampaignPace, CampaignRow } from '@/shared/campaigns/campaignTypes'
import type { CampaignPerformance } from '@/shared/campaigns/performanceTypes'
import type { Caller } from '@/server/access/Caller'
import type { CampaignPerformanceSamplesTable } from '@/server/db/Database'
import { diagnosticsApi, PlatformError } from '@/server/platform'
import { serverLog } from '@/server/logging/serverLog'
import { callPlatform, VIEW_PERMISSION } from '../callPlatform'
import { sessionOf, type CampaignDeps } from '../CampaignDeps'
import { grantsPermission } from '../grantsPermission'
import type { PerformanceFigures } from './PerformanceFigures'
import { PerformanceSampleRepository } from './PerformanceSampleRepository'
import { judgePerformance, PERFORMANCE_SAMPLE_INTERVAL_MS } from './judgePerformance'

/** A performance read of an organisation's active campaigns is reused this long by every overview call. */
export const PERFORMANCE_REUSE_MS = 10_000
/**
 * With `recheck` (a page just subscribed to the platform's events), only a read of the last second is reused:
 * the pages that opened together share one read.
 */
export const RECHECK_REUSE_MS = 1_000
/** samples are kept a day: since when a campaign has been silent (the campaign page's chart reads analytics) */
export const PERFORMANCE_SAMPLE_RETENTION_MS = 26 * 60 * 60_000
/** what the abandon rates' analytics query needs */
const ABANDONS_PERMISSION = 'analytics:conversationAggregate:view'

/**
 * after a 403 from analytics, the person's abandon rates (and a campaign page's calls per interval,
 * readTodayActivity.ts) are not asked again for this long
 */
export const ABANDON_REFUSAL_MS = 10 * 60_000

const DAY_MS = 24 * 60 * 60_000
const ABANDONING_MODES = new Set(['power', 'predictive'])
const iso = (ms: number) => new Date(ms).toISOString()
const startOfUtcDay = (ms: number) => {
  const day = new Date(ms)
  day.setUTCHours(0, 0, 0, 0)
  return day.getTime()
}

/** What the overview knows of a campaign for its performance: the row, and the target from the platform. */
export interface PerformanceSubject {
  row: CampaignRow
  abandonTarget: number | null
}

/**
 * The overview's live performance (docs/campaigns.md "Why isn't it dialing?"): every active campaign's figures
 * from one POST /outbound/campaigns/performance/query (at most 50 ids: the platform's bound on active
 * campaigns) and their abandons today from one analytics aggregate query (power and predictive campaigns),
 * reused by every overview call of the organisation for PERFORMANCE_REUSE_MS. Each read is judged against the
 * samples kept in the database (shared by every server process): since when a campaign has been silent, and
 * whether it has been so for STALL_MS.
 */
export class CampaignPerformanceService {
  private readonly samples: PerformanceSampleRepository

  constructor(private readonly deps: CampaignDeps) {
    this.samples = new PerformanceSampleRepository(deps.handle.db)
  }

  /** The figures of the active and invalid campaigns among `subjects`, by id (others are left out). */
  async forCampaigns(
    caller: Caller,
    subjects: readonly PerformanceSubject[],
    paces: ReadonlyMap<string, CampaignPace>,
    { recheck = false }: { recheck?: boolean } = {}
  ): Promise<Map<string, CampaignPerformance>> {
    const result = new Map<string, CampaignPerformance>()
    const now = this.deps.now()
    for (const { row } of subjects) if (row.status === 'invalid') result.set(row.id, invalidPerformance(row))
    const active = subjects.filter(({ row }) => row.status === 'on' || row.status === 'stopping')
    if (active.length === 0) return result
    const figures = await this.read(caller, active, now, recheck ? RECHECK_REUSE_MS : PERFORMANCE_REUSE_MS)
    const newest = await this.samples.newest(
      caller.orgId,
      active.map(({ row }) => row.id)
    )
    const due: CampaignPerformanceSamplesTable[] = []
    for (const subject of active) {
      const read = figures.get(subject.row.id)
      if (!read) continue
      const { performance, sample } = judgePerformance({
        row: subject.row,
        abandonTarget: subject.abandonTarget,
        figures: read.performance,
        abandonRate: abandonRateOf(read.abandons),
        last: newest.get(subject.row.id),
        pace: paces.get(subject.row.id)?.contactsPerMinute ?? null,
        orgId: caller.orgId,
        now,
        stallMs: this.deps.stallMs
      })
      if (sample) due.push(sample)
      result.set(subject.row.id, performance)
    }
    await this.samples.insert(due)
    await this.prune(now)
    return result
  }

  /** The figures of one read: the organisation's reuse when it covers these ids, else the platform's. */
  private async read(
    caller: Caller,
    active: readonly PerformanceSubject[],
    now: number,
    reuseMs: number
  ): Promise<Map<string, PerformanceFigures>> {
    const ids = active.map(({ row }) => row.id)
    const reads = this.deps.state.performanceReads
    const kept = reads.get(caller.orgId)
    if (kept && now - kept.startedAt < reuseMs && ids.every(id => kept.ids.has(id))) {
      // another person's read: their abandon rates only for someone analytics answers too
      const refused = (this.deps.state.abandonRefusals.get(caller.userId) ?? 0) > now
      return kept.read.then(
        answer =>
          refused
            ? new Map([...answer].map(([id, figures]) => [id, { ...figures, abandons: null }]))
            : answer,
        () => this.readFromPlatform(caller, active, now)
      )
    }
    const read = this.readFromPlatform(caller, active, now)
    const entry = { startedAt: now, ids: new Set(ids), read }
    reads.set(caller.orgId, entry)
    read.catch(() => {
      if (reads.get(caller.orgId) === entry) reads.delete(caller.orgId)
    })
    return read
  }

  private async readFromPlatform(
    caller: Caller,
    active: readonly PerformanceSubject[],
    now: number
  ): Promise<Map<string, PerformanceFigures>> {
    const session = sessionOf(this.deps, caller)
    const abandoning = active
      .filter(({ row }) => ABANDONING_MODES.has(row.dialingMode))
      .map(({ row }) => row.id)
    const [performance, abandons] = await Promise.all([
      callPlatform(VIEW_PERMISSION, () =>
        diagnosticsApi.queryCampaignPerformance(
          session,
          active.map(({ row }) => row.id)
        )
      ),
      this.readAbandons(caller, abandoning, now)
    ])
    return new Map(
      performance.map(figures => [
        figures.campaign.id,
        {
          performance: figures,
          abandons: abandons ? (abandons.get(figures.campaign.id) ?? { connected: 0, abandoned: 0 }) : null
        }
      ])
    )
  }

  /**
   * Connected and abandoned calls since midnight (UTC) per campaign; null when they cannot be known (no such
   * campaign, the person may not read analytics, analytics failed): the column then says "—", and the rest of
   * the figures still show.
   */
  private async readAbandons(
    caller: Caller,
    ids: readonly string[],
    now: number
  ): Promise<Map<string, { connected: number; abandoned: number }> | null> {
    if (ids.length === 0) return null
    const refusals = this.deps.state.abandonRefusals
    const refusedUntil = refusals.get(caller.userId)
    if (refusedUntil !== undefined && refusedUntil > now) return null
    // known from the token's validation: analytics would only refuse it (a viewer's wall, every 10 minutes)
    if (caller.platformPermissions && !grantsPermission(caller.platformPermissions, ABANDONS_PERMISSION))
      return null
    try {
      return await diagnosticsApi.queryCampaignAbandons(
        sessionOf(this.deps, caller),
        ids,
        // the whole day: the platform counts what happened up to its own clock
        `${iso(startOfUtcDay(now))}/${iso(startOfUtcDay(now) + DAY_MS)}`
      )
    } catch (error) {
      if (error instanceof PlatformError && error.status === 403) {
        refusals.set(caller.userId, now + ABANDON_REFUSAL_MS)
        return null
      }
      if (error instanceof PlatformError && error.status === 401) throw error
      serverLog.warning('Abandon rates could not be read: {Reason}', {
        Reason: error instanceof Error ? error.message : String(error)
      })
      return null
    }
  }

  private async prune(now: number) {
    const schedule = this.deps.state.performancePruning
    if (now - schedule.lastPrunedAt < PERFORMANCE_SAMPLE_INTERVAL_MS) return
    schedule.lastPrunedAt = now
    await this.samples.pruneBefore(iso(now - PERFORMANCE_SAMPLE_RETENTION_MS))
  }
}

export const abandonRateOf = (abandons: PerformanceFigures['abandons']) =>
  abandons && abandons.connected > 0 ? (abandons.abandoned / abandons.connected) * 100 : null

/** An invalid campaign: the marker, with the platform's own messages. */
function invalidPerformance(row: CampaignRow): CampaignPerformance {
  return {
    idleAgents: 0,
    linesInUse: 0,
    linesAvailable: null,
    contactRate: null,
    rightPartyContacts: 0,
    outstandingCalls: 0,
    abandonRate: null,
    abandonTarget: null,
    idleSince: null,
    stallsAt: null,
    stalled: true,
    reason: { kind: 'invalid', errors: row.errors }
  }
}
