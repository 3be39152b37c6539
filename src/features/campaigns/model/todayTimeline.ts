import type { CampaignTodayHealth, HealthReason } from '@/shared/campaigns/campaignTodayTypes'
import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'

/** What a stretch of the day was: on and dialing, on and not dialing (unhealthy), on (health not told), or a status. */
export type TimelineKind = 'dialing' | 'notDialing' | CampaignStatus | 'unknown'

export interface TimelineSegment {
  kind: TimelineKind
  /** not dialing: what it waited for, when the platform told */
  reason?: HealthReason
  /** ms since the epoch */
  from: number
  to: number
}

/**
 * The state and health windows as one line of segments in time order: each `on` window split by its health
 * (dialing, not dialing and why; `on` where the platform told no health), neighbours of the same kind and reason
 * merged. Time the platform told nothing about is left out (a gap).
 */
export function todayTimeline(health: CampaignTodayHealth): TimelineSegment[] {
  const healthSpans = health.health
    .map(span => ({
      kind: span.state === 'healthy' ? ('dialing' as const) : ('notDialing' as const),
      reason: span.state === 'healthy' ? undefined : span.reason,
      from: Date.parse(span.from),
      to: Date.parse(span.to)
    }))
    .filter(span => span.to > span.from)
    .sort((a, b) => a.from - b.from)
  const segments: TimelineSegment[] = []
  const push = (kind: TimelineKind, from: number, to: number, reason?: HealthReason) => {
    if (to <= from) return
    const last = segments.at(-1)
    if (last && last.kind === kind && last.reason === reason && last.to === from) last.to = to
    else segments.push({ kind, ...(reason ? { reason } : {}), from, to })
  }
  const states = health.states
    .map(span => ({ state: span.state, from: Date.parse(span.from), to: Date.parse(span.to) }))
    .filter(span => span.to > span.from)
    .sort((a, b) => a.from - b.from)
  for (const window of states) {
    if (window.state !== 'on') {
      push(window.state, window.from, window.to)
      continue
    }
    let cursor = window.from
    for (const span of healthSpans) {
      const start = Math.max(span.from, cursor)
      const end = Math.min(span.to, window.to)
      if (end <= start) continue
      push('on', cursor, start)
      push(span.kind, start, end, span.reason)
      cursor = end
    }
    push('on', cursor, window.to)
  }
  return segments
}
