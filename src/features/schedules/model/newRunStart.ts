import { instantOf } from '@/shared/schedules'

import { inWindow, type WeekWindow } from './weekWindow'

const HOUR_MS = 3_600_000

/**
 * Where "New interval" starts a run: in the week being looked at, in its zone. Today's next whole hour when
 * today is in that week (the last hour of the week at the latest), else the week's first day at 9:00.
 */
export function newRunStart(window: WeekWindow, now: number): number {
  if (inWindow(window, now)) return Math.min(Math.ceil((now + 1) / HOUR_MS) * HOUR_MS, window.end - HOUR_MS)
  return instantOf(window.days[0]!.date, '09:00', window.timeZone)
}
