import { scheduleProblems } from './scheduleProblems'
import type { ScheduleDefinition } from './scheduleTypes'

const schedule = (changes: Partial<ScheduleDefinition>): ScheduleDefinition => ({
  timeZone: 'Europe/Paris',
  intervals: [{ start: '2026-12-01T09:00', end: '2026-12-01T17:00' }],
  recurrences: [],
  ...changes
})

describe('scheduleProblems', () => {
  it('accepts a plain schedule', () => {
    expect(scheduleProblems(schedule({}))).toEqual([])
  })

  it('names an unknown time zone, and an offset that is not a zone', () => {
    expect(scheduleProblems(schedule({ timeZone: 'Europe/Atlantis' }))).toEqual([
      { field: 'timeZone', kind: 'timeZone' }
    ])
    expect(scheduleProblems(schedule({ timeZone: '+01:00' }))).toEqual([
      { field: 'timeZone', kind: 'timeZone' }
    ])
  })

  it('names an end before its start and a date that does not exist', () => {
    expect(
      scheduleProblems(
        schedule({
          intervals: [
            { start: '2026-12-01T09:00', end: '2026-12-01T08:00' },
            { start: '2026-02-30T09:00', end: '2026-03-01T08:00' }
          ]
        })
      )
    ).toEqual([
      { field: 'intervals.0.end', kind: 'endBeforeStart' },
      { field: 'intervals.1.start', kind: 'dateTime' }
    ])
  })

  it('names the later of two overlapping runs, a recurrence against an interval included', () => {
    expect(
      scheduleProblems(
        schedule({
          intervals: [{ start: '2026-12-02T16:00', end: '2026-12-02T18:00' }],
          recurrences: [
            {
              start: '2026-12-01T09:00',
              end: '2026-12-01T17:00',
              pattern: 'daily',
              every: 1,
              daysOfWeek: [],
              until: null,
              count: null
            }
          ]
        })
      )
    ).toEqual([{ field: 'intervals.0', kind: 'overlap' }])
  })

  it('refuses a daily run longer than a day', () => {
    expect(
      scheduleProblems(
        schedule({
          intervals: [],
          recurrences: [
            {
              start: '2026-12-01T09:00',
              end: '2026-12-02T10:00',
              pattern: 'daily',
              every: 1,
              daysOfWeek: [],
              until: null,
              count: null
            }
          ]
        })
      )
    ).toEqual([{ field: 'recurrences.0.end', kind: 'tooLong' }])
  })
})
