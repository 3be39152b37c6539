import type { CampaignTodayPoint } from '@/shared/campaigns/campaignTodayTypes'

import { todayChartAxis, todayChartFigures, todayChartPoints } from './todayChart'

const TO = '2026-04-01T17:02:30.000Z'
const MINUTE = 60_000
const iso = (ms: number) => new Date(ms).toISOString()

/** 5-minute intervals of `calls` each, the last one ending `endsBefore` ms before TO */
function intervals(count: number, calls = 100, endsBefore = 2.5 * MINUTE): CampaignTodayPoint[] {
  const end = Date.parse(TO) - endsBefore
  return Array.from({ length: count }, (_, i) => {
    const from = end - (count - i) * 5 * MINUTE
    return { from: iso(from), to: iso(from + 5 * MINUTE), attempted: calls, connected: 40, abandoned: 1 }
  })
}

const share = (axis: { from: Date; to: Date }, points: CampaignTodayPoint[]) =>
  (Date.parse(points.at(-1)!.to) - Date.parse(points[0]!.from)) / (axis.to.getTime() - axis.from.getTime())

describe('the time axis of "Today at a glance"', () => {
  it('spans the 45 minutes a campaign dialed, not the 24 hours they would be squeezed into the end of', () => {
    const points = intervals(9)
    const axis = todayChartAxis(points, TO)!
    // from the quarter hour before its first call (16:15) to now
    expect(axis.from.toISOString()).toBe('2026-04-01T16:15:00.000Z')
    expect(axis.to.toISOString()).toBe(TO)
    // the data fills most of the width (it had 3 % of a 24-hour axis)
    expect(share(axis, points)).toBeGreaterThan(0.9)
  })

  it('spans the whole 24 hours only when the campaign called from their start', () => {
    const points = intervals(288)
    const axis = todayChartAxis(points, TO)!
    expect(axis.to.getTime() - axis.from.getTime()).toBeGreaterThanOrEqual(24 * 60 * MINUTE)
    expect(axis.to.getTime() - axis.from.getTime()).toBeLessThan(24 * 60 * MINUTE + 20 * MINUTE)
  })

  it('shows at least half an hour: a campaign that began minutes ago is not stretched over the width', () => {
    const axis = todayChartAxis(intervals(1), TO)!
    expect(axis.to.getTime() - axis.from.getTime()).toBe(30 * MINUTE)
  })

  it('has no axis without calls', () => {
    expect(todayChartAxis([], TO)).toBeNull()
  })
})

describe('the chart’s figures', () => {
  it('gives each interval’s pace (calls a minute) and abandon rate, none where nobody answered', () => {
    const [busy, silent] = intervals(2)
    const points = [busy!, { ...silent!, attempted: 0, connected: 0, abandoned: 0 }]
    expect(todayChartPoints(points)).toEqual([
      { at: new Date(busy!.to), pace: 20, abandonRate: 2.5 },
      { at: new Date(silent!.to), pace: 0, abandonRate: null }
    ])
  })

  it('sums them up: totals, the latest and highest pace, the abandon rate of all the answered calls', () => {
    const points = intervals(3)
    points[1] = { ...points[1]!, attempted: 600, connected: 200, abandoned: 20 }
    expect(todayChartFigures(points)).toEqual({
      from: new Date(points[0]!.from),
      to: new Date(points[2]!.to),
      minutes: 5,
      attempted: 800,
      connected: 280,
      abandoned: 22,
      latestPace: 20,
      highestPace: 120,
      abandonRate: (22 / 280) * 100,
      latestAbandonRate: 2.5,
      highestAbandonRate: 10
    })
    expect(todayChartFigures([])).toBeNull()
  })
})
