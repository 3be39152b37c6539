/**
 * When each campaign dialed what, for analytics (`POST /api/v2/analytics/conversations/aggregates/query`,
 * analytics/conversationAggregates.ts). The dialing model has no timers: an `on` campaign has called
 * `called + floor(seconds since runningSince × pace)` contacts (dialing.ts). Each time that stretch is written
 * down (`rebase`: a change of agents, lines, settings, configuration, a stop…) or ends by itself (the list
 * worked through), the stretch is kept here with what it ran at: its pace, its dialing mode and the share of
 * connected calls it abandoned (livePace.ts). The stretch running now is read from the campaign itself. So the
 * contacts reached by any instant are known exactly, and a change of agents changes the abandon ratio from then
 * on while the past stays as it was.
 */
import type { CampaignRecord, DialStretch } from '../campaignRecord'
import { abandonPercent } from './livePace'

/** The most stretches kept per campaign, oldest dropped (a campaign changed thousands of times forgets its start). */
export const MAX_STRETCHES = 2000

/**
 * The abandon ratio the campaign's current stretch dials at: set with its pace (dialerSimulation.ts
 * `applyPace`); a campaign never paced (seeded or generated on, at the seed's full staffing) abandons as a
 * well-staffed one.
 */
export const abandonPercentOf = (campaign: CampaignRecord) =>
  campaign.abandonPercent ?? abandonPercent(campaign, 1)

/**
 * Keeps the stretch the campaign ran since `runningSince`, up to `until` (or to the end of its list), having
 * reached `endCalled` contacts at `perSecond`. A stretch that reached nobody is not worth keeping.
 */
export function noteStretch(
  campaign: CampaignRecord,
  endCalled: number,
  perSecond: number,
  until: number | undefined
): void {
  const from = campaign.runningSince
  if (from === undefined || endCalled <= campaign.called) return
  const log = (campaign.dialLog ??= [])
  log.push({
    from,
    ...(until === undefined ? {} : { until }),
    startCalled: campaign.called,
    endCalled,
    perSecond,
    dialingMode: campaign.dialingMode,
    abandonPercent: abandonPercentOf(campaign),
    ...(campaign.abandonRate === undefined ? {} : { abandonTarget: campaign.abandonRate })
  })
  if (log.length > MAX_STRETCHES) log.shift()
}

/** Contacts of the pass the stretch had reached at `at` (the same arithmetic as dialing.ts `calledAt`). */
export function reachedAt(stretch: DialStretch, at: number): number {
  if (at <= stretch.from) return stretch.startCalled
  if (stretch.until !== undefined && at >= stretch.until) return stretch.endCalled
  const elapsedSeconds = (at - stretch.from) / 1000
  return Math.min(stretch.endCalled, stretch.startCalled + Math.floor(elapsedSeconds * stretch.perSecond))
}
