import { localOf } from '@/shared/schedules'

import { newRunStart } from './newRunStart'
import { shiftedWeek, weekWindow } from './weekWindow'

const HOUR = 3_600_000
// Wednesday 25 November 2026, 10:20 in Paris
const now = Date.UTC(2026, 10, 25, 9, 20)

describe('where New interval starts a run', () => {
  it('is today’s next whole hour when today is in the week shown', () => {
    const week = weekWindow(now, 'Europe/Paris', 1)
    expect(localOf(newRunStart(week, now), 'Europe/Paris')).toBe('2026-11-25T11:00')
  })

  it('is the first day of the week shown at 9:00 in its zone when that is another week, not today in UTC', () => {
    const next = shiftedWeek(weekWindow(now, 'Europe/Paris', 1), 1, 1)
    expect(localOf(newRunStart(next, now), 'Europe/Paris')).toBe('2026-11-30T09:00')
    const before = shiftedWeek(weekWindow(now, 'America/New_York', 0), -1, 0)
    expect(localOf(newRunStart(before, now), 'America/New_York')).toBe('2026-11-15T09:00')
  })

  it('stays in the week shown on its last evening', () => {
    const week = weekWindow(now, 'Europe/Paris', 1)
    const late = week.end - 10 * 60_000
    expect(newRunStart(week, late)).toBe(week.end - HOUR)
  })
})
