import { scheduleProblems, type ScheduleDefinition } from '@/shared/schedules'

import {
  applyForm,
  formOfEntry,
  formProblemsOf,
  formShapeProblems,
  movedEntry,
  newForm,
  withoutEntry
} from './scheduleEdits'

const schedule: ScheduleDefinition = {
  timeZone: 'Europe/Paris',
  intervals: [{ start: '2026-11-24T09:00', end: '2026-11-24T17:00' }],
  recurrences: [
    {
      start: '2026-11-23T18:00',
      end: '2026-11-23T20:00',
      pattern: 'weekly',
      every: 1,
      daysOfWeek: [1, 3],
      until: '2026-12-31',
      count: null
    }
  ]
}
const HOUR = 3_600_000

describe('the interval form', () => {
  it('edits an interval, and turns it into a recurrence', () => {
    const form = formOfEntry('c1', schedule, { source: 'interval', index: 0 })
    expect(form).toMatchObject({ start: '2026-11-24T09:00', end: '2026-11-24T17:00', repeat: 'none' })
    const moved = applyForm(
      schedule,
      { source: 'interval', index: 0 },
      { ...form, start: '2026-11-24T10:00' }
    )
    expect(moved.schedule.intervals).toEqual([{ start: '2026-11-24T10:00', end: '2026-11-24T17:00' }])
    expect(moved.path).toBe('intervals.0')
    const daily = applyForm(
      schedule,
      { source: 'interval', index: 0 },
      { ...form, repeat: 'daily', ends: 'count', count: '5' }
    )
    expect(daily.schedule.intervals).toEqual([])
    expect(daily.schedule.recurrences[1]).toEqual({
      start: '2026-11-24T09:00',
      end: '2026-11-24T17:00',
      pattern: 'daily',
      every: 1,
      daysOfWeek: [],
      until: null,
      count: 5
    })
    expect(daily.path).toBe('recurrences.1')
  })

  it('reads a recurrence’s rule back', () => {
    expect(formOfEntry('c1', schedule, { source: 'recurrence', index: 0 })).toMatchObject({
      repeat: 'weekly',
      every: '1',
      daysOfWeek: [1, 3],
      ends: 'until',
      until: '2026-12-31'
    })
  })

  it('starts a schedule for a campaign without one, in the zone chosen', () => {
    const form = newForm(
      'c2',
      Date.parse('2026-11-24T08:00Z'),
      Date.parse('2026-11-24T09:00Z'),
      'Europe/Paris'
    )
    expect(form).toMatchObject({
      start: '2026-11-24T09:00',
      end: '2026-11-24T10:00',
      timeZone: 'Europe/Paris'
    })
    expect(applyForm(null, null, form).schedule).toEqual({
      timeZone: 'Europe/Paris',
      intervals: [{ start: '2026-11-24T09:00', end: '2026-11-24T10:00' }],
      recurrences: []
    })
  })

  it('keeps the other runs at their instants when the zone changes', () => {
    const form = {
      ...formOfEntry('c1', schedule, { source: 'interval', index: 0 }),
      timeZone: 'Europe/London'
    }
    const { schedule: changed } = applyForm(schedule, { source: 'interval', index: 0 }, form)
    expect(changed.timeZone).toBe('Europe/London')
    expect(changed.recurrences[0]).toMatchObject({ start: '2026-11-23T17:00', end: '2026-11-23T19:00' })
    expect(changed.intervals[0]).toEqual({ start: '2026-11-24T09:00', end: '2026-11-24T17:00' })
  })

  it('says what the form lacks, and puts the schedule’s problems under the form’s fields', () => {
    const form = newForm('', 0, HOUR, 'UTC')
    expect(formShapeProblems({ ...form, repeat: 'daily', every: '0', ends: 'count', count: 'x' })).toEqual({
      campaignId: 'required',
      every: 'number',
      count: 'number'
    })
    const { schedule: bad, path } = applyForm(
      schedule,
      { source: 'interval', index: 0 },
      { ...formOfEntry('c1', schedule, { source: 'interval', index: 0 }), end: '2026-11-24T08:00' }
    )
    expect(formProblemsOf(scheduleProblems(bad), path)).toEqual({ end: 'endBeforeStart' })
    expect(formProblemsOf([{ field: 'recurrences.0', kind: 'overlap' }], 'intervals.0')).toEqual({
      general: 'overlap'
    })
    expect(formProblemsOf([{ field: 'intervals.0', kind: 'overlap' }], 'intervals.0')).toEqual({
      start: 'overlap'
    })
    expect(formProblemsOf([{ field: 'timeZone', kind: 'timeZone' }], 'intervals.0')).toEqual({
      timeZone: 'timeZone'
    })
  })
})

describe('moving and resizing with the pointer', () => {
  it('moves an interval, and resizes one edge', () => {
    expect(movedEntry(schedule, { source: 'interval', index: 0 }, HOUR, HOUR).intervals[0]).toEqual({
      start: '2026-11-24T10:00',
      end: '2026-11-24T18:00'
    })
    expect(movedEntry(schedule, { source: 'interval', index: 0 }, 0, -HOUR / 4).intervals[0]).toEqual({
      start: '2026-11-24T09:00',
      end: '2026-11-24T16:45'
    })
  })

  it('moves a whole series to the next day: its weekdays and end date follow', () => {
    expect(
      movedEntry(schedule, { source: 'recurrence', index: 0 }, 24 * HOUR, 24 * HOUR).recurrences[0]
    ).toMatchObject({
      start: '2026-11-24T18:00',
      end: '2026-11-24T20:00',
      daysOfWeek: [2, 4],
      until: '2027-01-01'
    })
  })

  it('keeps local hours when a move crosses a daylight-saving change', () => {
    const autumn: ScheduleDefinition = {
      timeZone: 'Europe/Paris',
      intervals: [{ start: '2026-10-24T09:00', end: '2026-10-24T17:00' }],
      recurrences: []
    }
    // a day later by the clock is 25 hours later across the night clocks go back
    expect(movedEntry(autumn, { source: 'interval', index: 0 }, 25 * HOUR, 25 * HOUR).intervals[0]).toEqual({
      start: '2026-10-25T09:00',
      end: '2026-10-25T17:00'
    })
  })

  it('deletes one entry', () => {
    expect(withoutEntry(schedule, { source: 'recurrence', index: 0 }).recurrences).toEqual([])
  })
})
