import type { ScheduleDefinition } from '@/shared/schedules/scheduleTypes'

import { scheduleSummary } from './scheduleSummary'

const weekdays = (timeZone: string): ScheduleDefinition => ({
  timeZone,
  intervals: [],
  recurrences: [
    {
      start: '2026-11-23T09:00',
      end: '2026-11-23T17:00',
      pattern: 'weekly',
      every: 1,
      daysOfWeek: [1, 2, 3, 4, 5],
      until: null,
      count: null
    }
  ]
})

describe('scheduleSummary', () => {
  it('says until when a run is under way', () => {
    const summary = scheduleSummary(weekdays('Europe/Paris'), Date.parse('2026-11-24T10:00Z'))
    expect(summary).toEqual({
      kind: 'running',
      end: Date.parse('2026-11-24T16:00Z'),
      timeZone: 'Europe/Paris',
      sameDay: true
    })
  })

  it('names the next run on a Friday night: Monday, in the schedule’s zone', () => {
    const summary = scheduleSummary(weekdays('America/New_York'), Date.parse('2026-11-28T03:00Z'))
    expect(summary).toMatchObject({ kind: 'next', start: Date.parse('2026-11-30T14:00Z'), sameDay: true })
  })

  it('says a schedule whose runs are all past is over', () => {
    const past: ScheduleDefinition = {
      timeZone: 'UTC',
      intervals: [{ start: '2026-01-01T09:00', end: '2026-01-01T10:00' }],
      recurrences: []
    }
    expect(scheduleSummary(past, Date.parse('2026-11-24T10:00Z')).kind).toBe('over')
  })
})
