import {
  ACTIVE_STATUSES,
  type CampaignDetail,
  type CampaignOverview,
  type CampaignRow
} from '@/shared/campaigns/campaignTypes'
import { placesCalls } from '@/shared/campaigns/dialingNow'
import type { CampaignLiveFigures, CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'

import type { EventFigures } from './statsEventFigures'

/**
 * The overview's rows with the live figures read after their statistics events (POST /api/campaigns/performance),
 * in place: each row that shows performance, or runs since the overview's answer, takes the new one, keeping
 * its abandon rate and target (not read there). An answer read before the overview's own last answer says nothing newer and changes nothing.
 */
export function applyLiveFigures(overview: CampaignOverview, answer: CampaignLiveFiguresAnswer): void {
  if (Date.parse(answer.readAt) < Date.parse(overview.refreshedAt)) return
  const byId = new Map(answer.campaigns.map(figures => [figures.id, figures]))
  for (const row of overview.campaigns) {
    const figures = byId.get(row.id)
    // (a row without figures yet: a campaign started since the overview's answer)
    if (!figures || (!row.performance && !ACTIVE_STATUSES.includes(row.status))) continue
    const { abandonRate, abandonTarget } = row.performance ?? figures.performance
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
  layStats(stats, {
    ...performance,
    effectiveIdleAgents: figures.effectiveIdleAgents,
    scheduledCalls: figures.scheduledCalls
  })
}

/** Whether a row's live figures, or these, say it places calls (placesCalls: one rule with the server). */
const dialingBy = (row: CampaignRow, figures: Pick<EventFigures, 'outstandingCalls' | 'linesInUse'>) =>
  placesCalls({
    outstanding: figures.outstandingCalls,
    linesInUse: figures.linesInUse,
    called: row.progress?.called,
    total: row.progress?.total
  })

/**
 * Whether a statistics event's figures turn a row that shows performance from dialing to silent or back: the
 * server then judges it (since when, stalled, why) with one read; figures that keep it as it was need none.
 */
export function turnsDialing(row: CampaignRow, figures: EventFigures): boolean {
  const performance = row.performance
  // a campaign started since the overview's answer has no judgement yet: its first is read
  if (!performance) return ACTIVE_STATUSES.includes(row.status)
  return (performance.idleSince === null) !== dialingBy(row, figures)
}

/**
 * A statistics event's own figures laid into its row, in place (no read): idle agents, calls, lines and the
 * connect ratio; silent from the event's time when they turn it so (the pace then follows at once: paceNow),
 * dialing again clears what the silence said. Figures older than the overview's answer change nothing.
 */
export function applyEventFigures(overview: CampaignOverview, row: CampaignRow, figures: EventFigures): void {
  const performance = row.performance
  if (!performance || figures.at < Date.parse(overview.refreshedAt)) return
  performance.idleAgents = figures.idleAgents
  performance.outstandingCalls = figures.outstandingCalls
  performance.linesInUse = figures.linesInUse
  if (figures.linesAvailable !== null) performance.linesAvailable = figures.linesAvailable
  if (figures.contactRate !== null) performance.contactRate = figures.contactRate
  if (figures.rightPartyContacts !== null) performance.rightPartyContacts = figures.rightPartyContacts
  if (dialingBy(row, figures)) {
    performance.idleSince = null
    performance.stallsAt = null
    performance.stalled = false
    performance.reason = null
  } else if (performance.idleSince === null) performance.idleSince = new Date(figures.at).toISOString()
}

/** A campaign page's statistics with a statistics event's own figures, in place (no read). */
export function applyEventStats(detail: CampaignDetail, figures: EventFigures): void {
  const stats = detail.stats
  if (!stats || figures.at < Date.parse(detail.refreshedAt)) return
  layStats(stats, figures)
}

/** Live figures laid into a page's statistics: one way for the performance query's and an event's own. */
function layStats(
  stats: NonNullable<CampaignDetail['stats']>,
  figures: Omit<EventFigures, 'at' | 'rightPartyContacts'>
) {
  stats.idleAgents = figures.idleAgents
  stats.outstandingCalls = figures.outstandingCalls
  if (figures.effectiveIdleAgents !== null) stats.effectiveIdleAgents = figures.effectiveIdleAgents
  if (figures.scheduledCalls !== null) stats.scheduledCalls = figures.scheduledCalls
  if (figures.contactRate !== null) stats.contactRate.connectRatio = figures.contactRate
  if (figures.linesAvailable) stats.linesUtilization = figures.linesInUse / figures.linesAvailable
  else if (figures.linesInUse === 0) stats.linesUtilization = 0
}
