import { localOf } from '@/shared/schedules'

import { barGeometry } from './barGeometry'
import { dateTexts, weekStartsOnOf } from './dateFormat'
import { instantAt, positionIn, shiftedWeek, snapToQuarter, weekWindow } from './weekWindow'

const at = (iso: string) => Date.parse(iso)

describe('weekWindow', () => {
  it('starts the week on the locale’s first day: Monday in French, Sunday in US English, Saturday in Arabic', () => {
    const tuesday = at('2026-11-24T10:00Z')
    expect(weekWindow(tuesday, 'Europe/Paris', weekStartsOnOf('fr')).days.map(d => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29'
    ])
    expect(weekWindow(tuesday, 'America/New_York', weekStartsOnOf('en')).days[0]!.date).toBe('2026-11-22')
    expect(weekWindow(tuesday, 'Asia/Riyadh', weekStartsOnOf('ar')).days[0]!.date).toBe('2026-11-21')
    for (const language of ['de', 'es']) expect(weekStartsOnOf(language)).toBe(1)
  })

  it('runs from local midnight to local midnight in the person’s zone', () => {
    const week = weekWindow(at('2026-11-24T10:00Z'), 'Europe/Paris', 1)
    expect(new Date(week.start).toISOString()).toBe('2026-11-22T23:00:00.000Z')
    expect(localOf(week.end, 'Europe/Paris')).toBe('2026-11-30T00:00')
    // the local date of an instant, not its UTC date: Monday 00:30 in Paris is still Sunday in UTC
    expect(weekWindow(at('2026-11-22T23:30Z'), 'Europe/Paris', 1).days[0]!.date).toBe('2026-11-23')
  })

  it('has a 23-hour day in the week clocks go forward, and days stay sevenths of the width', () => {
    const week = weekWindow(at('2026-03-25T12:00Z'), 'Europe/Paris', 1)
    const sunday = week.days[6]!
    expect(sunday.date).toBe('2026-03-29')
    expect((sunday.end - sunday.start) / 3_600_000).toBe(23)
    // 12:00 local on Sunday is the middle of the last seventh only by wall clock: 11 h of 23 gone
    const noon = at('2026-03-29T10:00Z')
    expect(positionIn(week, noon)).toBeCloseTo((6 + 11 / 23) / 7, 10)
    expect(instantAt(week, positionIn(week, noon))).toBe(noon)
  })

  it('moves by whole weeks, across a daylight-saving change', () => {
    const week = weekWindow(at('2026-10-21T12:00Z'), 'Europe/Paris', 1)
    expect(shiftedWeek(week, 1, 1).days[0]!.date).toBe('2026-10-26')
    expect(shiftedWeek(week, -1, 1).days[0]!.date).toBe('2026-10-12')
  })

  it('snaps to the quarter hour', () => {
    expect(new Date(snapToQuarter(at('2026-11-24T09:07Z'))).toISOString()).toBe('2026-11-24T09:00:00.000Z')
    expect(new Date(snapToQuarter(at('2026-11-24T09:08Z'))).toISOString()).toBe('2026-11-24T09:15:00.000Z')
  })
})

describe('barGeometry', () => {
  const week = weekWindow(at('2026-11-24T10:00Z'), 'UTC', 1)

  it('places a run by its day and hours within the week', () => {
    const bar = barGeometry({ start: at('2026-11-24T09:00Z'), end: at('2026-11-24T17:00Z') }, week)!
    expect(bar.left).toBeCloseTo(((1 + 9 / 24) / 7) * 100, 10)
    expect(bar.width).toBeCloseTo((8 / 24 / 7) * 100, 10)
    expect(bar).toMatchObject({ clippedStart: false, clippedEnd: false })
  })

  it('clips a run at the week’s edges, and leaves out a run outside it', () => {
    expect(barGeometry({ start: at('2026-11-22T22:00Z'), end: at('2026-11-23T06:00Z') }, week)).toMatchObject(
      {
        left: 0,
        clippedStart: true,
        clippedEnd: false
      }
    )
    const late = barGeometry({ start: at('2026-11-29T22:00Z'), end: at('2026-11-30T06:00Z') }, week)!
    expect(late.left + late.width).toBeCloseTo(100, 10)
    expect(late.clippedEnd).toBe(true)
    expect(barGeometry({ start: at('2026-11-30T09:00Z'), end: at('2026-11-30T10:00Z') }, week)).toBeNull()
  })
})

describe('dateTexts', () => {
  it('writes times in the person’s language and zone', () => {
    const start = at('2026-11-24T08:00Z')
    const end = at('2026-11-24T16:00Z')
    expect(dateTexts('fr', 'Europe/Paris').range(start, end)).toBe('mar. 09:00–17:00')
    expect(dateTexts('en', 'America/New_York').range(start, end)).toBe('Tue 3:00 AM–11:00 AM')
    expect(dateTexts('de', 'Europe/Berlin').dayMonth(start)).toBe('24. Nov.')
    expect(dateTexts('en', 'UTC').range(at('2026-11-24T22:00Z'), at('2026-11-25T06:00Z'))).toBe(
      'Tue 10:00 PM – Wed 6:00 AM'
    )
  })
})
