import type { CampaignProgress } from '@/shared/campaigns/campaignTypes'
import type { CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'
import type { Caller } from '@/server/access/Caller'
import { diagnosticsApi, type PlatformCampaignPerformance } from '@/server/platform'
import { callPlatform, VIEW_PERMISSION } from '../callPlatform'
import { sessionOf, type CampaignDeps } from '../CampaignDeps'
import type { SnapshotEntry } from '../CampaignSnapshotStore'
import { isDialingMode, readStatus, toCampaignRow } from '../toCampaignRow'
import { type JudgedCampaign, judgePerformance } from './judgePerformance'
import { PerformanceSampleRepository } from './PerformanceSampleRepository'

/**
 * What the judgement knows of a campaign: its row from any snapshot of the organisation (no platform call),
 * with the status the performance query just gave; without one (a campaign page opened by its link), what the
 * query itself says. Progress read with the snapshot may be old: a percentage of 100 from the query says the
 * list is worked through.
 */
function campaignOf(
  entry: SnapshotEntry | undefined,
  figures: PlatformCampaignPerformance
): JudgedCampaign | null {
  const workedThrough: CampaignProgress | null =
    (figures.progress?.percentage ?? 0) >= 100 ? { called: 1, total: 1, percentage: 100 } : null
  const status = figures.campaignStatus ? readStatus(figures.campaignStatus) : null
  const row = entry && toCampaignRow(entry.campaign, entry.progress)
  if (row) return { ...row, status: status ?? row.status, progress: workedThrough ?? row.progress }
  if (!status || !figures.dialingMode || !isDialingMode(figures.dialingMode)) return null
  const { id } = figures.campaign
  return {
    id,
    status,
    dialingMode: figures.dialingMode,
    progress: workedThrough,
    contactList: null,
    queue: null
  }
}

/**
 * The live figures of the campaigns a page heard a statistics event of (docs/campaigns.md "Live figures"):
 * the event only says that they changed (the platform documents its shape, not which figures it carries), so
 * they are read with one POST /outbound/campaigns/performance/query per 50 ids, with the person's token (the
 * platform leaves out campaigns they may not see, or of another organisation). Each is judged as the
 * overview judges it (dialing, silent since, stalled), keeping the samples; a campaign that started or
 * stopped dialing drops the organisation's shared overview read, so that the next overview reads anew.
 */
export class CampaignLiveFiguresService {
  private readonly samples: PerformanceSampleRepository

  constructor(private readonly deps: CampaignDeps) {
    this.samples = new PerformanceSampleRepository(deps.handle.db)
  }

  async read(caller: Caller, ids: readonly string[]): Promise<CampaignLiveFiguresAnswer> {
    const session = sessionOf(this.deps, caller)
    const asked = new Set(ids)
    const read = (
      await callPlatform(VIEW_PERMISSION, () => diagnosticsApi.queryCampaignPerformance(session, ids))
    ).filter(figures => asked.has(figures.campaign.id))
    const now = this.deps.now()
    const newest = await this.samples.newest(
      caller.orgId,
      read.map(figures => figures.campaign.id)
    )
    const answer: CampaignLiveFiguresAnswer = { campaigns: [], readAt: new Date(now).toISOString() }
    const due = []
    let dialingChanged = false
    for (const figures of read) {
      const { id } = figures.campaign
      const entry = this.deps.state.snapshots.find(caller.orgId, id)
      const campaign = campaignOf(entry, figures)
      if (!campaign) continue
      const last = newest.get(id)
      const { performance, sample } = judgePerformance({
        row: campaign,
        abandonTarget: entry?.campaign.abandonRate ?? null,
        figures,
        // not read here: the last known (the sample keeps it, the page shows its own)
        abandonRate: last?.abandon_rate ?? null,
        last,
        pace: last?.pace ?? null,
        orgId: caller.orgId,
        now,
        stallMs: this.deps.stallMs
      })
      if (sample) due.push(sample)
      if (last && sample && sample.dialing !== last.dialing) dialingChanged = true
      answer.campaigns.push({
        id,
        performance,
        effectiveIdleAgents: figures.effectiveIdleAgents,
        scheduledCalls: figures.scheduledCalls
      })
    }
    await this.samples.insert(due)
    if (dialingChanged) this.deps.state.performanceReads.delete(caller.orgId)
    return answer
  }
}
