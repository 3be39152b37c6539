import type { CallableTimeSetRow, ScheduledCampaign } from '@/shared/schedules'

import { outsideCallable } from './outsideCallable'

const at = (iso: string) => Date.parse(iso)
const set: CallableTimeSetRow = {
  id: 'set-1',
  name: 'Weekdays',
  version: 1,
  dateModified: null,
  campaigns: [],
  callableTimes: [
    {
      timeZone: 'Europe/Paris',
      slots: [1, 2, 3, 4, 5].map(day => ({ day: day as 1, start: '09:00', stop: '20:00' }))
    },
    { timeZone: 'America/New_York', slots: [{ day: 2, start: '09:00', stop: '20:00' }] }
  ]
}
const campaign = (intervals: [string, string][], callable = true): ScheduledCampaign => ({
  id: 'c1',
  name: 'Debt Recovery – East',
  status: 'off',
  dialingMode: 'preview',
  division: null,
  callableTimeSet: callable ? { id: 'set-1', name: 'Weekdays' } : null,
  schedule: {
    timeZone: 'Europe/Paris',
    intervals: intervals.map(([start, end]) => ({ start, end })),
    recurrences: [],
    version: 1,
    dateModified: null
  }
})
const from = at('2026-11-23T00:00Z')
const to = at('2026-11-30T00:00Z')

describe('outsideCallable', () => {
  it('names the parts of runs outside every zone’s callable time', () => {
    // Wednesday 08:00–21:00 Paris: 08:00–09:00 and 20:00–21:00 are outside (New York calls only on Tuesday)
    const found = outsideCallable([campaign([['2026-11-25T08:00', '2026-11-25T21:00']])], [set], from, to)
    expect(found).toEqual([
      {
        campaignId: 'c1',
        set: { id: 'set-1', name: 'Weekdays' },
        spans: [
          { start: at('2026-11-25T07:00Z'), end: at('2026-11-25T08:00Z') },
          { start: at('2026-11-25T19:00Z'), end: at('2026-11-25T20:00Z') }
        ]
      }
    ])
  })

  it('counts a run callable in any of the set’s zones: Tuesday evening in Paris is New York’s afternoon', () => {
    expect(outsideCallable([campaign([['2026-11-24T19:00', '2026-11-24T23:00']])], [set], from, to)).toEqual(
      []
    )
  })

  it('says nothing of a campaign without a set, or whose runs are all callable', () => {
    expect(
      outsideCallable([campaign([['2026-11-28T08:00', '2026-11-28T10:00']], false)], [set], from, to)
    ).toEqual([])
    expect(outsideCallable([campaign([['2026-11-23T09:00', '2026-11-23T17:00']])], [set], from, to)).toEqual(
      []
    )
  })
})
