import type { CampaignStats } from './campaignDetail'
import type { CampaignPace, CampaignRow } from './campaignRow'

/** Every contact of a list with contacts has been called (false when either count is unknown). */
export const workedThrough = (called: number | undefined, total: number | undefined): boolean =>
  total !== undefined && called !== undefined && total > 0 && called >= total

/**
 * Whether live figures (diagnostics, the performance query, a statistics event) say calls are being placed:
 * calls outstanding or lines in use, and contacts left to call (the platform may keep a line assigned to a
 * campaign that has nobody left to call: that is not dialing). `called`/`total` unknown: only the calls and
 * lines tell. The server's judgement and the browser's reading of events use this one rule.
 */
export function placesCalls(figures: {
  outstanding: number
  linesInUse: number
  called?: number
  total?: number
}): boolean {
  const { outstanding, linesInUse, called, total } = figures
  return !workedThrough(called, total) && (outstanding > 0 || linesInUse > 0)
}

/** A row that is on and whose live figures say it has gone silent (the performance's idleSince). */
export const silentRow = (row: Pick<CampaignRow, 'status' | 'performance'>): boolean =>
  row.status === 'on' && row.performance != null && row.performance.idleSince !== null

/** A campaign page's campaign that is on and whose statistics say it places no call now. */
export const silentStats = (
  campaign: Pick<CampaignRow, 'status' | 'progress'>,
  stats: Pick<CampaignStats, 'outstandingCalls' | 'linesUtilization'> | null
): boolean =>
  campaign.status === 'on' &&
  stats !== null &&
  !placesCalls({
    outstanding: stats.outstandingCalls,
    linesInUse: stats.linesUtilization > 0 ? 1 : 0,
    called: campaign.progress?.called,
    total: campaign.progress?.total
  })

/**
 * The pace to show: the one measured over the last minutes while the campaign places calls; 0 a minute with no
 * time left to tell from the moment its live figures say it has gone silent (an average of the minutes before
 * would still read "119.9/min" beside "No agent is on queue").
 */
export function paceNow(pace: CampaignPace, silent: boolean): CampaignPace {
  if (!silent || pace.contactsPerMinute === 0) return pace
  return { ...pace, contactsPerMinute: 0, etaSeconds: null }
}
