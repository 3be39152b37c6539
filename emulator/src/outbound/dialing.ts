/**
 * How an `on` campaign works through its contact list, computed from the clock instead of timers: a campaign
 * that is on has called `called + contactsPerSecond × seconds since runningSince` contacts (never more than the
 * list holds). `settle` writes that down whenever the campaign is looked at, and makes the transitions the
 * dialer would have made meanwhile: on → complete when everything is called, stopping → off when the stop
 * delay is over. Tests move the clock (`options.now`) instead of waiting. A campaign short of agents or lines
 * dials slower, or not at all (`paceOf`); an always-running one stays on at the end of its list.
 */
import type { CampaignRecord } from './campaignRecord'
import { noteStretch } from './dialer/dialLog'

export interface DialingSettings {
  /** contacts called per campaign and second of clock time (may be fractional; 0 = frozen) */
  contactsPerSecond: number
  /** how long `stopping` lasts */
  stoppingMs: number
}

/**
 * The campaign's own pace: the configured contactsPerSecond times its pace factor (dialer/livePace.ts: the share
 * of the agents and lines it needs that it has; 1 when nothing is short, 0 when it cannot dial at all).
 */
export function paceOf(campaign: CampaignRecord, settings: DialingSettings): number {
  return settings.contactsPerSecond * (campaign.paceFactor ?? 1)
}

/** Contacts called by `now`, for a campaign with `total` contacts. */
export function calledAt(
  campaign: CampaignRecord,
  total: number,
  now: number,
  settings: DialingSettings
): number {
  if (campaign.status !== 'on' || campaign.runningSince === undefined) return Math.min(campaign.called, total)
  const elapsedSeconds = Math.max(0, now - campaign.runningSince) / 1000
  return Math.min(total, campaign.called + Math.floor(elapsedSeconds * paceOf(campaign, settings)))
}

/** Brings the campaign's status and counters up to `now`. */
export function settle(
  campaign: CampaignRecord,
  total: number,
  now: number,
  settings: DialingSettings
): void {
  if (campaign.status === 'on') {
    const called = calledAt(campaign, total, now, settings)
    // An always-running campaign stays on at the end of its list, waiting for new contacts (the platform's rule).
    if (called >= total && !campaign.alwaysRunning) {
      // The stretch ran until its last contact: kept for analytics, bounded by the list rather than an instant.
      noteStretch(campaign, total, paceOf(campaign, settings), undefined)
      campaign.called = total
      campaign.runningSince = undefined
      campaign.status = 'complete'
    }
    return
  }
  if (
    (campaign.status === 'stopping' || campaign.status === 'forced_stopping') &&
    campaign.stoppingUntil !== undefined &&
    now >= campaign.stoppingUntil
  ) {
    campaign.status = campaign.status === 'stopping' ? 'off' : 'forced_off'
    campaign.stoppingUntil = undefined
  }
}

/**
 * Writes the progress so far into `called` and restarts the running stretch at `now`: done before anything
 * changes the pace (a new contactsPerSecond) or stops the campaign, so the past is not recomputed at the new pace.
 */
export function rebase(
  campaign: CampaignRecord,
  total: number,
  now: number,
  settings: DialingSettings
): void {
  if (campaign.status !== 'on') return
  const called = calledAt(campaign, total, now, settings)
  // The stretch that ends here is kept with its pace and abandon ratio (dialer/dialLog.ts), for analytics.
  noteStretch(campaign, called, paceOf(campaign, settings), now)
  campaign.called = called
  campaign.runningSince = now
}

/**
 * The instant an `on` campaign reaches its last contact at the current pace (Infinity when it never will: not
 * on, or a pace of 0). What a sequence waits for to start its next campaign.
 */
export function completionAt(campaign: CampaignRecord, total: number, settings: DialingSettings): number {
  if (campaign.status !== 'on' || campaign.runningSince === undefined || campaign.alwaysRunning)
    return Infinity
  const remaining = total - campaign.called
  if (remaining <= 0) return campaign.runningSince
  const pace = paceOf(campaign, settings)
  if (!(pace > 0)) return Infinity
  let at = campaign.runningSince + Math.ceil((remaining * 1000) / pace)
  // The division may be a millisecond off either way in floating point: settle on the first instant calledAt agrees.
  while (at > campaign.runningSince && calledAt(campaign, total, at - 1, settings) >= total) at -= 1
  while (calledAt(campaign, total, at, settings) < total) at += 1
  return at
}
