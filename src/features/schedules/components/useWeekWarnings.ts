import { useDeferredValue, useMemo } from 'react'

import type { SchedulesAnswer, Span } from '@/shared/schedules'

import { activeSpans, overloads } from '../model/activeOverload'
import { outsideCallable } from '../model/outsideCallable'
import type { WeekWindow } from '../model/weekWindow'

/**
 * The week's warnings, for the whole organisation whatever the filters (the platform's limit is the
 * organisation's): when more campaigns than the limit are on at once from now on, and which runs fall outside
 * their campaign's callable times (also by campaign, for its bars). Worked out after the bars are shown (a
 * deferred render: the warnings sit below the grid, so nothing moves when they come), not before the first bar.
 */
export function useWeekWarnings(shown: SchedulesAnswer | null, window: WeekWindow, now: number) {
  const answer = useDeferredValue(shown)
  const overloaded = useMemo(() => {
    if (!answer) return []
    const from = Math.max(window.start, now)
    return overloads(activeSpans(answer.campaigns, from, window.end), answer.activeLimit)
    // the minute's now moves this only by a minute: recomputed with the week and the data
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, window])
  const outside = useMemo(
    () =>
      answer ? outsideCallable(answer.campaigns, answer.callableTimeSets, window.start, window.end) : [],
    [answer, window]
  )
  const outsideOf = useMemo(
    () => new Map<string, Span[]>(outside.map(found => [found.campaignId, found.spans])),
    [outside]
  )
  return { overloaded, outside, outsideOf }
}
