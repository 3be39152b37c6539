import type { CampaignDetail, CampaignOverview } from '@/shared/campaigns/campaignTypes'
import type { CampaignLiveFigures, CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'

/**
 * The overview's rows with the live figures read after their statistics events (POST /api/campaigns/performance),
 * in place: each row that shows performance takes the new one, keeping its abandon rate and target (not read
 * there). An answer read before the overview's own last answer says nothing newer and changes nothing.
 */
export function applyLiveFigures(overview: CampaignOverview, answer: CampaignLiveFiguresAnswer): void {
  if (Date.parse(answer.readAt) < Date.parse(overview.refreshedAt)) return
  const byId = new Map(answer.campaigns.map(figures => [figures.id, figures]))
  for (const row of overview.campaigns) {
    const figures = byId.get(row.id)
    if (!figures || !row.performance) continue
    const { abandonRate, abandonTarget } = row.performance
    row.performance = { ...figures.performance, abandonRate, abandonTarget }
  }
}

/**
 * A campaign page's statistics with its live figures, in place: idle agents, lines in use, calls in progress,
 * the connect ratio (attempts and connects are not in the performance query: they stay as last read, until the
 * page's next read). An answer read before the page's own last read changes nothing.
 */
export function applyLiveStats(detail: CampaignDetail, answer: CampaignLiveFiguresAnswer): void {
  const figures: CampaignLiveFigures | undefined = answer.campaigns.find(c => c.id === detail.campaign.id)
  const stats = detail.stats
  if (!figures || !stats || Date.parse(answer.readAt) < Date.parse(detail.refreshedAt)) return
  const { performance } = figures
  stats.idleAgents = performance.idleAgents
  stats.effectiveIdleAgents = figures.effectiveIdleAgents
  stats.outstandingCalls = performance.outstandingCalls
  stats.scheduledCalls = figures.scheduledCalls
  if (performance.contactRate !== null) stats.contactRate.connectRatio = performance.contactRate
  if (performance.linesAvailable) stats.linesUtilization = performance.linesInUse / performance.linesAvailable
  else if (performance.linesInUse === 0) stats.linesUtilization = 0
}
