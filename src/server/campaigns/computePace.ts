import type { CampaignPace } from '@/shared/campaigns/campaignTypes'

export interface ProgressSample {
  /** ms since the epoch */
  at: number
  called: number
}

/** pace is measured over the samples of this window, newest back */
export const PACE_WINDOW_MS = 5 * 60_000
/** below this span between the oldest and the newest sample the pace is too noisy to show */
export const MIN_PACE_SPAN_MS = 10_000

export const NO_PACE: CampaignPace = { contactsPerMinute: null, etaSeconds: null, sampledAt: null }

/**
 * Pace and ETA of an active campaign from its progress samples (any order; the newest is the progress just
 * read): contacts called per minute between the oldest sample of the last PACE_WINDOW_MS and the newest,
 * and the remaining contacts ÷ that pace. A recycle resets `called`, so only the samples since the last drop
 * count. Unknown (null) until the samples span MIN_PACE_SPAN_MS; no ETA while nothing is being called.
 */
export function computePace(samples: readonly ProgressSample[], remaining: number): CampaignPace {
  const sorted = [...samples].sort((a, b) => a.at - b.at)
  const newest = sorted.at(-1)
  if (!newest) return NO_PACE
  let first = sorted.length - 1
  while (first > 0) {
    const earlier = sorted[first - 1]
    if (!earlier || earlier.called > (sorted[first]?.called ?? 0) || earlier.at < newest.at - PACE_WINDOW_MS)
      break
    first--
  }
  const oldest = sorted[first] ?? newest
  const sampledAt = new Date(newest.at).toISOString()
  const span = newest.at - oldest.at
  if (span < MIN_PACE_SPAN_MS)
    return { contactsPerMinute: null, etaSeconds: remaining === 0 ? 0 : null, sampledAt }
  const contactsPerMinute = Math.round(((newest.called - oldest.called) / span) * 60_000 * 10) / 10
  const etaSeconds =
    remaining <= 0 ? 0 : contactsPerMinute > 0 ? Math.ceil((remaining / contactsPerMinute) * 60) : null
  return { contactsPerMinute, etaSeconds, sampledAt }
}
