import type { CallableTime } from '@/shared/schedules/scheduleTypes'

import { dayName } from './dayNames'
import { callableSummary, hoursSummary, type SummaryWords } from './summary'

const words = (language: string): SummaryWords => ({
  dayName: day => dayName(day, language),
  allDay: 'all day',
  never: 'no hours'
})
const weekdays = (start: string, stop: string) =>
  ([1, 2, 3, 4, 5] as const).map(day => ({ day, start, stop }))

describe('a zone summary', () => {
  it('compresses consecutive days with identical hours', () => {
    const callable: CallableTime = {
      timeZone: 'America/New_York',
      slots: [...weekdays('08:00', '21:00'), { day: 6, start: '09:00', stop: '17:00' }]
    }
    expect(callableSummary(callable, words('en'))).toBe(
      'Mon–Fri 08:00–21:00, Sat 09:00–17:00 · America/New_York'
    )
  })

  it('does not join days that are not consecutive, nor days with different hours', () => {
    const callable: CallableTime = {
      timeZone: 'Europe/Paris',
      slots: [
        { day: 1, start: '09:00', stop: '12:00' },
        { day: 3, start: '09:00', stop: '12:00' },
        { day: 4, start: '09:00', stop: '12:00' },
        { day: 5, start: '09:00', stop: '13:00' }
      ]
    }
    expect(hoursSummary(callable, words('en'))).toBe('Mon 09:00–12:00, Wed–Thu 09:00–12:00, Fri 09:00–13:00')
  })

  it('writes several slots of a day together, in order, and past-midnight and all-day slots plainly', () => {
    const callable: CallableTime = {
      timeZone: 'UTC',
      slots: [
        { day: 1, start: '14:00', stop: '18:00' },
        { day: 1, start: '08:00', stop: '12:00' },
        { day: 2, start: '14:00', stop: '18:00' },
        { day: 2, start: '08:00', stop: '12:00' },
        { day: 5, start: '21:00', stop: '02:00' },
        { day: 6, start: '18:00', stop: '00:00' },
        { day: 7, start: '00:00', stop: '00:00' }
      ]
    }
    expect(hoursSummary(callable, words('en'))).toBe(
      'Mon–Tue 08:00–12:00 + 14:00–18:00, Fri 21:00–02:00, Sat 18:00–24:00, Sun all day'
    )
  })

  it('names the days in the screen language (date-fns locales)', () => {
    const callable: CallableTime = { timeZone: 'Europe/Berlin', slots: weekdays('08:00', '20:00') }
    expect(hoursSummary(callable, words('de'))).toBe('Mo.–Fr. 08:00–20:00')
    expect(hoursSummary(callable, words('fr'))).toBe('lun.–ven. 08:00–20:00')
  })

  it('says when a zone has no hours', () => {
    expect(hoursSummary({ timeZone: 'UTC', slots: [] }, words('en'))).toBe('no hours')
  })
})
