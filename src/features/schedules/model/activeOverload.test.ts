import type { ScheduledCampaign, ScheduleDefinition } from '@/shared/schedules'

import { activeSpans, overloads } from './activeOverload'

const at = (iso: string) => Date.parse(iso)
const campaign = (
  id: string,
  schedule: ScheduleDefinition | null,
  status: ScheduledCampaign['status'] = 'off'
) =>
  ({
    id,
    name: id,
    status,
    dialingMode: 'preview',
    division: null,
    callableTimeSet: null,
    schedule: schedule && { ...schedule, version: 1, dateModified: null }
  }) satisfies ScheduledCampaign
const runs = (...intervals: [string, string][]): ScheduleDefinition => ({
  timeZone: 'UTC',
  intervals: intervals.map(([start, end]) => ({ start, end })),
  recurrences: []
})

const from = at('2026-11-23T00:00Z')
const to = at('2026-11-30T00:00Z')

describe('activeSpans', () => {
  it('takes the runs of scheduled campaigns, clipped, and the whole window of those on without a schedule', () => {
    const spans = activeSpans(
      [
        campaign(
          'a',
          runs(['2026-11-22T20:00', '2026-11-23T02:00'], ['2026-11-24T09:00', '2026-11-24T17:00'])
        ),
        campaign('b', null, 'on'),
        campaign('c', null, 'off')
      ],
      from,
      to
    )
    expect(spans).toEqual([
      { campaignId: 'a', start: from, end: at('2026-11-23T02:00Z') },
      { campaignId: 'a', start: at('2026-11-24T09:00Z'), end: at('2026-11-24T17:00Z') },
      { campaignId: 'b', start: from, end: to }
    ])
  })
})

describe('overloads', () => {
  it('finds where more campaigns than the limit are on at once, naming them and the peak', () => {
    const spans = [
      { campaignId: 'a', start: at('2026-11-24T09:00Z'), end: at('2026-11-24T17:00Z') },
      { campaignId: 'b', start: at('2026-11-24T10:00Z'), end: at('2026-11-24T12:00Z') },
      { campaignId: 'c', start: at('2026-11-24T11:00Z'), end: at('2026-11-24T13:00Z') },
      { campaignId: 'd', start: at('2026-11-24T11:30Z'), end: at('2026-11-24T12:00Z') }
    ]
    expect(overloads(spans, 2)).toEqual([
      {
        start: at('2026-11-24T11:00Z'),
        end: at('2026-11-24T12:00Z'),
        peak: 4,
        campaignIds: ['a', 'b', 'c', 'd']
      }
    ])
    expect(overloads(spans, 4)).toEqual([])
  })

  it('does not count a run that ends when another starts as at once', () => {
    const spans = [
      { campaignId: 'a', start: at('2026-11-24T09:00Z'), end: at('2026-11-24T12:00Z') },
      { campaignId: 'b', start: at('2026-11-24T12:00Z'), end: at('2026-11-24T15:00Z') }
    ]
    expect(overloads(spans, 1)).toEqual([])
  })

  it('sweeps 2,000 campaigns with 51 on at once for an hour, including those on without a schedule', () => {
    const campaigns = [
      ...Array.from({ length: 1_949 }, (_, i) => campaign(`idle-${i}`, null)),
      ...Array.from({ length: 48 }, (_, i) =>
        campaign(`s-${i}`, runs(['2026-11-25T09:00', '2026-11-25T10:00']))
      ),
      ...Array.from({ length: 3 }, (_, i) => campaign(`on-${i}`, null, 'on'))
    ]
    const found = overloads(activeSpans(campaigns, from, to), 50)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ start: at('2026-11-25T09:00Z'), end: at('2026-11-25T10:00Z'), peak: 51 })
    expect(found[0]!.campaignIds).toHaveLength(51)
  })
})
