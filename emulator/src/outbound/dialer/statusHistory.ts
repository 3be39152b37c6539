/**
 * What a campaign went through, for the diagnostics summary (`GET /outbound/diagnostics/campaigns/{id}/summary`):
 * each change of its status, and of whether an `on` campaign could dial, at the instant it happened (the
 * dialer's own transitions at their computed instant: completion, the end of stopping). Kept on the campaign,
 * at most MAX_ENTRIES, oldest dropped.
 */
import type { CampaignRecord } from '../campaignRecord'

export const MAX_ENTRIES = 500

/** Appends the campaign's current status if it differs from the last entry. */
export function noteStatus(campaign: CampaignRecord, at: number): void {
  const history = (campaign.history ??= [])
  const dialing = campaign.status === 'on' && (campaign.paceFactor ?? 1) > 0
  const waitingFor = campaign.status === 'on' && !dialing ? (campaign.waitingFor ?? 'agents') : undefined
  const last = history.at(-1)
  if (
    last &&
    last.status === campaign.status &&
    last.dialing === dialing &&
    last.waitingFor === waitingFor &&
    last.dialingMode === campaign.dialingMode
  )
    return
  history.push({ status: campaign.status, dialingMode: campaign.dialingMode, dialing, waitingFor, at })
  if (history.length > MAX_ENTRIES) history.shift()
}
