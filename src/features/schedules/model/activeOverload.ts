/**
 * Where more campaigns would be on at once than the platform allows (50 in an organisation): every campaign's
 * runs over a window, and those that are on without a schedule (they stay on), swept in time order.
 */
import type { ScheduledCampaign } from '@/shared/schedules'
import { mergeSpans, occurrencesBetween, type Span } from '@/shared/schedules'

export interface ActiveSpan extends Span {
  campaignId: string
}

export interface Overload extends Span {
  /** the most campaigns on at once within the span */
  peak: number
  /** every campaign on at some moment of the span, in the order given */
  campaignIds: string[]
}

/** When each campaign is on within [from, to): its schedule's runs, or all along when on without a schedule. */
export function activeSpans(campaigns: readonly ScheduledCampaign[], from: number, to: number): ActiveSpan[] {
  if (to <= from) return []
  return campaigns.flatMap(campaign => {
    const spans = campaign.schedule
      ? mergeSpans(
          occurrencesBetween(campaign.schedule, from, to).map(run => ({
            start: Math.max(run.start, from),
            end: Math.min(run.end, to)
          }))
        )
      : campaign.status === 'on'
        ? [{ start: from, end: to }]
        : []
    return spans.map(span => ({ ...span, campaignId: campaign.id }))
  })
}

/**
 * The spans during which more than `limit` campaigns are on at once, each with its peak and the campaigns on
 * during it; spans that touch are one.
 */
export function overloads(spans: readonly ActiveSpan[], limit: number): Overload[] {
  const events = spans
    .filter(span => span.end > span.start)
    .flatMap(span => [
      { at: span.start, delta: 1, id: span.campaignId },
      { at: span.end, delta: -1, id: span.campaignId }
    ])
    .sort((a, b) => a.at - b.at)
  const on = new Map<string, number>()
  const found: Overload[] = []
  let index = 0
  while (index < events.length) {
    const at = events[index]!.at
    // every change at this moment first (an end and a start at the same instant do not overlap)
    for (; index < events.length && events[index]!.at === at; index++) {
      const { id, delta } = events[index]!
      const count = (on.get(id) ?? 0) + delta
      if (count > 0) on.set(id, count)
      else on.delete(id)
    }
    const next = events[index]?.at
    if (next === undefined || on.size <= limit) continue
    const last = found[found.length - 1]
    if (last && last.end === at) {
      last.end = next
      last.peak = Math.max(last.peak, on.size)
      for (const id of on.keys()) if (!last.campaignIds.includes(id)) last.campaignIds.push(id)
    } else found.push({ start: at, end: next, peak: on.size, campaignIds: [...on.keys()] })
  }
  return found
}
