/**
 * Where a campaign's schedule runs while nobody may be called: the parts of its runs outside every callable
 * time of its campaign's set (in any of the set's zones). The dialer would call nobody then.
 */
import {
  anyoneCallable,
  type CallableTimeSetRow,
  occurrencesBetween,
  outside,
  type ScheduledCampaign,
  type Span
} from '@/shared/schedules'

export interface OutsideCallable {
  campaignId: string
  /** the campaign's callable time set */
  set: { id: string; name: string }
  /** the parts of its runs outside every callable time, within the window, in order */
  spans: Span[]
}

/** Each scheduled campaign whose runs within [from, to) are partly outside its set's callable times. */
export function outsideCallable(
  campaigns: readonly ScheduledCampaign[],
  sets: readonly CallableTimeSetRow[],
  from: number,
  to: number
): OutsideCallable[] {
  const byId = new Map(sets.map(set => [set.id, set]))
  // a set's callable windows over the week, worked out once for every campaign that uses it (time-zone
  // arithmetic: 2,000 campaigns share a handful of sets)
  const windowsOf = new Map<string, ReturnType<typeof anyoneCallable>>()
  return campaigns.flatMap(campaign => {
    const set = campaign.callableTimeSet && byId.get(campaign.callableTimeSet.id)
    if (!campaign.schedule || !set) return []
    const runs = occurrencesBetween(campaign.schedule, from, to)
    if (runs.length === 0) return []
    let windows = windowsOf.get(set.id)
    if (!windows) {
      windows = anyoneCallable(set.callableTimes, from, to)
      windowsOf.set(set.id, windows)
    }
    const spans = runs.flatMap(run =>
      outside({ start: Math.max(run.start, from), end: Math.min(run.end, to) }, windows)
    )
    return spans.length ? [{ campaignId: campaign.id, set: { id: set.id, name: set.name }, spans }] : []
  })
}
