import type { ScheduleDefinition } from '@/shared/schedules/scheduleTypes'
import {
  readPlatformLocal,
  readPlatformTime,
  toCallableTimeSetDefinition,
  toPlatformCallableTimeSet,
  toPlatformLocal,
  toPlatformSchedule,
  toStoredSchedule
} from './scheduleMapping'
import { callableTimeSetSchema, campaignScheduleSchema } from './scheduleModels'

const platformSchedule = (fields: Record<string, unknown>) =>
  campaignScheduleSchema.parse({ campaign: { id: 'c1' }, ...fields })

describe('schedule mapping, platform ⇄ app', () => {
  it('reads local date-times to the minute and writes them back with seconds and milliseconds', () => {
    expect(readPlatformLocal('2026-11-24T09:00:00.000')).toBe('2026-11-24T09:00')
    expect(readPlatformLocal('2026-11-24T09:30')).toBe('2026-11-24T09:30')
    expect(readPlatformLocal('2026-11-24T09:30:15')).toBe('2026-11-24T09:30')
    // an instant is not a local time: left out rather than guessed
    expect(readPlatformLocal('2026-11-24T09:00:00.000Z')).toBeUndefined()
    expect(readPlatformLocal('24/11/2026 09:00')).toBeUndefined()
    expect(toPlatformLocal('2026-11-24T09:00')).toBe('2026-11-24T09:00:00.000')
  })

  it('reads callable times to the minute, a stop at 24:00 as midnight (00:00)', () => {
    expect(readPlatformTime('08:00:00')).toBe('08:00')
    expect(readPlatformTime('21:30')).toBe('21:30')
    expect(readPlatformTime('24:00:00')).toBe('00:00')
    expect(readPlatformTime('25:00:00')).toBeUndefined()
  })

  it('turns a platform schedule into the app’s: weekly days by name → 1–7, ranges → until/count', () => {
    const stored = toStoredSchedule(
      platformSchedule({
        version: 3,
        dateModified: '2026-04-01T09:00:00.000Z',
        timeZone: 'Europe/London',
        intervals: [
          { start: '2026-11-24T09:00:00.000', end: '2026-11-24T17:00:00.000' },
          { start: 'nonsense' }
        ],
        recurrences: [
          {
            start: '2026-11-23T09:00:00.000',
            end: '2026-11-23T17:00:00.000',
            pattern: { type: 'Weekly', interval: 2, daysOfWeek: ['Friday', 'monday', 'Someday', 'Monday'] },
            range: { type: 'EndDate', end: '2026-12-31' }
          },
          {
            start: '2026-11-23T18:00:00.000',
            end: '2026-11-23T20:00:00.000',
            pattern: { type: 'Daily', interval: 1 },
            range: { type: 'Numbered', numberOfOccurrences: 5 }
          },
          {
            start: '2026-11-23T06:00:00.000',
            end: '2026-11-23T07:00:00.000',
            pattern: { type: 'Daily', interval: 3 },
            range: { type: 'NoEnd' }
          },
          {
            start: '2026-11-23T06:00:00.000',
            end: '2026-11-23T07:00:00.000',
            pattern: { type: 'Monthly', interval: 1 },
            range: { type: 'NoEnd' }
          }
        ]
      })
    )
    expect(stored).toEqual({
      timeZone: 'Europe/London',
      version: 3,
      dateModified: '2026-04-01T09:00:00.000Z',
      intervals: [{ start: '2026-11-24T09:00', end: '2026-11-24T17:00' }],
      recurrences: [
        {
          start: '2026-11-23T09:00',
          end: '2026-11-23T17:00',
          pattern: 'weekly',
          every: 2,
          daysOfWeek: [1, 5],
          until: '2026-12-31',
          count: null
        },
        {
          start: '2026-11-23T18:00',
          end: '2026-11-23T20:00',
          pattern: 'daily',
          every: 1,
          daysOfWeek: [],
          until: null,
          count: 5
        },
        {
          start: '2026-11-23T06:00',
          end: '2026-11-23T07:00',
          pattern: 'daily',
          every: 3,
          daysOfWeek: [],
          until: null,
          count: null
        }
      ]
    })
  })

  it('answers a schedule without a zone or lists in UTC with none (lenient reading)', () => {
    expect(toStoredSchedule(platformSchedule({ intervals: 'odd', timeZone: '' }))).toEqual({
      timeZone: 'UTC',
      intervals: [],
      recurrences: [],
      version: 0,
      dateModified: null
    })
  })

  it('writes the app’s schedule in the platform’s words, each recurrence in the schedule’s zone', () => {
    const schedule: ScheduleDefinition = {
      timeZone: 'America/New_York',
      intervals: [{ start: '2026-11-24T09:00', end: '2026-11-24T17:00' }],
      recurrences: [
        {
          start: '2026-11-25T08:00',
          end: '2026-11-25T12:00',
          pattern: 'weekly',
          every: 1,
          daysOfWeek: [5, 3],
          until: null,
          count: 10
        },
        // a weekly run naming no day runs on its first occurrence's day (2026-11-26 is a Thursday)
        {
          start: '2026-11-26T08:00',
          end: '2026-11-26T09:00',
          pattern: 'weekly',
          every: 2,
          daysOfWeek: [],
          until: '2027-01-31',
          count: null
        },
        {
          start: '2026-11-26T20:00',
          end: '2026-11-26T21:00',
          pattern: 'daily',
          every: 1,
          daysOfWeek: [],
          until: null,
          count: null
        }
      ]
    }
    expect(toPlatformSchedule(schedule)).toEqual({
      timeZone: 'America/New_York',
      intervals: [{ start: '2026-11-24T09:00:00.000', end: '2026-11-24T17:00:00.000' }],
      recurrences: [
        {
          start: '2026-11-25T08:00:00.000',
          end: '2026-11-25T12:00:00.000',
          timeZone: 'America/New_York',
          pattern: { type: 'Weekly', interval: 1, daysOfWeek: ['Wednesday', 'Friday'] },
          range: { type: 'Numbered', numberOfOccurrences: 10 }
        },
        {
          start: '2026-11-26T08:00:00.000',
          end: '2026-11-26T09:00:00.000',
          timeZone: 'America/New_York',
          pattern: { type: 'Weekly', interval: 2, daysOfWeek: ['Thursday'] },
          range: { type: 'EndDate', end: '2027-01-31' }
        },
        {
          start: '2026-11-26T20:00:00.000',
          end: '2026-11-26T21:00:00.000',
          timeZone: 'America/New_York',
          pattern: { type: 'Daily', interval: 1 },
          range: { type: 'NoEnd' }
        }
      ]
    })
  })

  it('round-trips a schedule: written, then read, it is the same', () => {
    const schedule: ScheduleDefinition = {
      timeZone: 'Europe/Paris',
      intervals: [{ start: '2026-03-29T01:30', end: '2026-03-29T04:00' }],
      recurrences: [
        {
          start: '2026-03-30T09:00',
          end: '2026-03-30T17:00',
          pattern: 'weekly',
          every: 1,
          daysOfWeek: [1, 2, 3],
          until: '2026-06-30',
          count: null
        }
      ]
    }
    const read = toStoredSchedule(platformSchedule({ ...toPlatformSchedule(schedule), version: 1 }))
    expect(read).toEqual({ ...schedule, version: 1, dateModified: null })
  })

  it('maps callable time sets both ways: HH:mm:ss ⇄ HH:mm, days 1–7, a midnight stop as 24:00:00', () => {
    const set = callableTimeSetSchema.parse({
      id: 's1',
      name: 'US calling hours',
      version: 2,
      callableTimes: [
        {
          timeZoneId: 'America/Chicago',
          timeSlots: [
            { startTime: '08:00:00', stopTime: '21:00:00', day: 1 },
            { startTime: '10:00:00', stopTime: '24:00:00', day: 7 },
            { startTime: '10:00:00', stopTime: '12:00:00', day: 9 }
          ]
        },
        { timeSlots: [] }
      ]
    })
    const definition = toCallableTimeSetDefinition(set)
    expect(definition).toEqual({
      name: 'US calling hours',
      callableTimes: [
        {
          timeZone: 'America/Chicago',
          slots: [
            { day: 1, start: '08:00', stop: '21:00' },
            { day: 7, start: '10:00', stop: '00:00' }
          ]
        }
      ]
    })
    expect(toPlatformCallableTimeSet(definition)).toEqual({
      name: 'US calling hours',
      callableTimes: [
        {
          timeZoneId: 'America/Chicago',
          timeSlots: [
            { startTime: '08:00:00', stopTime: '21:00:00', day: 1 },
            { startTime: '10:00:00', stopTime: '24:00:00', day: 7 }
          ]
        }
      ]
    })
  })
})
