import type { CampaignPace, CampaignProgress } from '@/shared/campaigns/campaignTypes'
import type { CampaignProgressSamplesTable } from '@/server/db/Database'
import { computePace, PACE_WINDOW_MS } from './computePace'
import type { ProgressSampleRepository } from './ProgressSampleRepository'

/** at most one sample per campaign in this interval, however often the overview is refreshed */
export const SAMPLE_INTERVAL_MS = 10_000
/** samples older than this are pruned */
export const SAMPLE_RETENTION_MS = 2 * 60 * 60_000
const PRUNE_INTERVAL_MS = 60_000

export interface ProgressRead {
  campaignId: string
  progress: CampaignProgress
}

/** When this process last pruned (shared by every request: see campaignState). */
export interface PruneSchedule {
  lastPrunedAt: number
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Keeps active campaigns' progress reads as samples and answers their pace and ETA (computePace), so both
 * are there at once after a reload or a restart, and shared by everyone of the organisation.
 */
export class ProgressSampler {
  constructor(
    private readonly samples: ProgressSampleRepository,
    private readonly schedule: PruneSchedule
  ) {}

  /** Records the reads (at most one sample per campaign per SAMPLE_INTERVAL_MS) and answers each one's pace. */
  async pace(orgId: string, reads: readonly ProgressRead[], now: number): Promise<Map<string, CampaignPace>> {
    if (reads.length === 0) return new Map()
    const recent = await this.samples.recent(
      orgId,
      reads.map(read => read.campaignId),
      iso(now - PACE_WINDOW_MS)
    )
    const byCampaign = new Map<string, { at: number; called: number }[]>()
    for (const row of recent) {
      const list = byCampaign.get(row.campaign_id) ?? []
      list.push({ at: Date.parse(row.sampled_at), called: row.called })
      byCampaign.set(row.campaign_id, list)
    }
    const due: CampaignProgressSamplesTable[] = reads
      .filter(read => {
        const newest = byCampaign.get(read.campaignId)?.at(-1)
        return !newest || newest.at <= now - SAMPLE_INTERVAL_MS
      })
      .map(read => ({
        org_id: orgId,
        campaign_id: read.campaignId,
        sampled_at: iso(now),
        called: read.progress.called,
        total: read.progress.total
      }))
    await this.samples.insert(due)
    if (now - this.schedule.lastPrunedAt >= PRUNE_INTERVAL_MS) {
      this.schedule.lastPrunedAt = now
      await this.samples.pruneBefore(iso(now - SAMPLE_RETENTION_MS))
    }
    // The read itself is the newest point, whether or not it was due to be kept.
    return new Map(
      reads.map(({ campaignId, progress }) => [
        campaignId,
        computePace(
          [...(byCampaign.get(campaignId) ?? []), { at: now, called: progress.called }],
          Math.max(0, progress.total - progress.called)
        )
      ])
    )
  }
}
