import type { CampaignTodayPoint } from '@/shared/campaigns/campaignTodayTypes'
import type { diagnosticsApi } from '@/server/platform'

/**
 * The intervals of "Today at a glance": 5 minutes, as the analytics query's granularity. Fine enough to show a
 * campaign that stopped dialing within minutes (the server's own samples, kept only while someone watched, are
 * no longer needed for that), coarse enough for one query a day of 288 buckets at most.
 */
export const ACTIVITY_GRANULARITY = 'PT5M'
export const ACTIVITY_INTERVAL_MS = 5 * 60_000

type Bucket = Awaited<ReturnType<typeof diagnosticsApi.queryCampaignActivity>>[number]

/**
 * What analytics is asked for the window of `windowMs` ending `now`: its complete intervals only, aligned to
 * them (UTC; 5 minutes divide every time zone's hour), so the interval is a whole number of them as the platform
 * requires, and no half-counted interval looks like a campaign slowing down.
 */
export function activityInterval(now: number, windowMs: number): { start: number; end: number } {
  const end = Math.floor(now / ACTIVITY_INTERVAL_MS) * ACTIVITY_INTERVAL_MS
  return { start: end - windowMs, end }
}

/**
 * The campaign's calls per interval of [start, end), from the first interval with a call to the last one: the
 * intervals the platform left out (nothing happened) are there with zeros, so a campaign that stopped dialing
 * drops to 0 instead of a line drawn straight across the gap. Empty when it placed no call at all.
 */
export function todayActivity(
  buckets: readonly Bucket[],
  start: number,
  end: number,
  stepMs: number = ACTIVITY_INTERVAL_MS
): CampaignTodayPoint[] {
  const count = Math.max(0, Math.floor((end - start) / stepMs))
  const sums = Array.from({ length: count }, () => ({ attempted: 0, connected: 0, abandoned: 0 }))
  for (const bucket of buckets) {
    const at = Date.parse(bucket.interval.split('/')[0] ?? '')
    if (!Number.isFinite(at) || at < start || at >= end) continue
    const sum = sums[Math.floor((at - start) / stepMs)]!
    sum.attempted += bucket.attempted
    sum.connected += bucket.connected
    sum.abandoned += bucket.abandoned
  }
  const first = sums.findIndex(sum => sum.attempted + sum.connected + sum.abandoned > 0)
  if (first < 0) return []
  return sums.slice(first).map((sum, i) => ({
    from: new Date(start + (first + i) * stepMs).toISOString(),
    to: new Date(start + (first + i + 1) * stepMs).toISOString(),
    ...sum
  }))
}
