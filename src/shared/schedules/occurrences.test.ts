import { localOf } from './localTime'
import { occurrencesBetween, runAround } from './occurrences'
import type { ScheduleDefinition } from './scheduleTypes'

const weekly = (timeZone: string, start: string, end: string, daysOfWeek: (1 | 2 | 3 | 4 | 5 | 6 | 7)[]) =>
  ({
    timeZone,
    intervals: [],
    recurrences: [{ start, end, pattern: 'weekly', every: 1, daysOfWeek, until: null, count: null }]
  }) satisfies ScheduleDefinition

const local = (instants: { start: number; end: number }[], zone: string) =>
  instants.map(o => `${localOf(o.start, zone)}–${localOf(o.end, zone).slice(11)}`)

describe('occurrencesBetween across daylight-saving changes', () => {
  it('keeps 09:00–17:00 local in Europe/Paris over the last Sunday of March (UTC+1 → UTC+2)', () => {
    const schedule = weekly('Europe/Paris', '2026-03-23T09:00', '2026-03-23T17:00', [1, 2])
    const runs = occurrencesBetween(
      schedule,
      Date.parse('2026-03-23T00:00Z'),
      Date.parse('2026-04-01T00:00Z')
    )
    expect(local(runs, 'Europe/Paris')).toEqual([
      '2026-03-23T09:00–17:00',
      '2026-03-24T09:00–17:00',
      '2026-03-30T09:00–17:00',
      '2026-03-31T09:00–17:00'
    ])
    // the same local hour is an hour earlier in UTC after the change
    expect(new Date(runs[0]!.start).toISOString()).toBe('2026-03-23T08:00:00.000Z')
    expect(new Date(runs[2]!.start).toISOString()).toBe('2026-03-30T07:00:00.000Z')
  })

  it('keeps 08:00 local in America/New_York over the first Sunday of November (UTC−4 → UTC−5)', () => {
    const schedule = weekly('America/New_York', '2026-10-30T08:00', '2026-10-30T16:00', [5, 1])
    const runs = occurrencesBetween(
      schedule,
      Date.parse('2026-10-29T00:00Z'),
      Date.parse('2026-11-04T00:00Z')
    )
    expect(runs.map(o => new Date(o.start).toISOString())).toEqual([
      '2026-10-30T12:00:00.000Z',
      '2026-11-02T13:00:00.000Z'
    ])
  })

  it('runs a night across the change for its local hours: 22:00–06:00 is 9 h long on the night clocks go back', () => {
    const schedule = weekly('Europe/Paris', '2026-10-24T22:00', '2026-10-25T06:00', [6])
    const [run] = occurrencesBetween(
      schedule,
      Date.parse('2026-10-24T00:00Z'),
      Date.parse('2026-10-26T00:00Z')
    )
    expect((run!.end - run!.start) / 3_600_000).toBe(9)
  })

  it('stops a daily recurrence after its count and at its end date', () => {
    const base = { timeZone: 'UTC', intervals: [] }
    const counted: ScheduleDefinition = {
      ...base,
      recurrences: [
        {
          start: '2026-01-01T09:00',
          end: '2026-01-01T10:00',
          pattern: 'daily',
          every: 2,
          daysOfWeek: [],
          until: null,
          count: 3
        }
      ]
    }
    expect(local(occurrencesBetween(counted, 0, Date.parse('2027-01-01Z')), 'UTC')).toEqual([
      '2026-01-01T09:00–10:00',
      '2026-01-03T09:00–10:00',
      '2026-01-05T09:00–10:00'
    ])
    const until: ScheduleDefinition = {
      ...base,
      recurrences: [{ ...counted.recurrences[0]!, every: 1, count: null, until: '2026-01-02' }]
    }
    expect(occurrencesBetween(until, 0, Date.parse('2027-01-01Z'))).toHaveLength(2)
  })

  it('counts weekly occurrences from the first one, even when the window starts weeks later', () => {
    const schedule: ScheduleDefinition = {
      timeZone: 'UTC',
      intervals: [],
      // Wednesday 2026-01-07: the first week has Wed and Fri, then Mon, Wed, Fri…; 5 in all
      recurrences: [
        {
          start: '2026-01-07T09:00',
          end: '2026-01-07T10:00',
          pattern: 'weekly',
          every: 1,
          daysOfWeek: [1, 3, 5],
          until: null,
          count: 5
        }
      ]
    }
    expect(
      local(occurrencesBetween(schedule, Date.parse('2026-01-12Z'), Date.parse('2026-03-01Z')), 'UTC')
    ).toEqual(['2026-01-12T09:00–10:00', '2026-01-14T09:00–10:00', '2026-01-16T09:00–10:00'])
  })
})

describe('runAround', () => {
  const schedule = weekly('Europe/Paris', '2026-11-23T09:00', '2026-11-23T17:00', [1, 2, 3, 4, 5])

  it('names the run under way and the next one', () => {
    const now = Date.parse('2026-11-24T10:00Z') // Tue 11:00 in Paris
    const { current, next } = runAround(schedule, now)
    expect(localOf(current!.end, 'Europe/Paris')).toBe('2026-11-24T17:00')
    expect(localOf(next!.start, 'Europe/Paris')).toBe('2026-11-25T09:00')
  })

  it('finds Monday as the next run from Friday evening', () => {
    const { current, next } = runAround(schedule, Date.parse('2026-11-27T18:00Z'))
    expect(current).toBeNull()
    expect(localOf(next!.start, 'Europe/Paris')).toBe('2026-11-30T09:00')
  })
})
