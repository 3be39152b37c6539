import type { Occurrence } from '@/shared/schedules'

import { positionIn, type WeekWindow } from './weekWindow'

export interface BarGeometry {
  /** percent of the week's width from its start (the inline start: the right in right-to-left pages) */
  left: number
  /** percent of the week's width */
  width: number
  /** the run began before the week (its start is not drawn) */
  clippedStart: boolean
  /** the run goes on after the week */
  clippedEnd: boolean
}

/** Where a run's bar lies within the week, clipped at its edges; null when the run is outside the week. */
export function barGeometry(run: Pick<Occurrence, 'start' | 'end'>, window: WeekWindow): BarGeometry | null {
  if (run.end <= window.start || run.start >= window.end || run.end <= run.start) return null
  const from = positionIn(window, run.start)
  const to = positionIn(window, run.end)
  return {
    left: from * 100,
    width: (to - from) * 100,
    clippedStart: run.start < window.start,
    clippedEnd: run.end > window.end
  }
}
