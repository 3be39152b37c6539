import { activityInterval, todayActivity } from './todayActivity'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const iso = (ms: number) => new Date(ms).toISOString()

describe('a campaign’s calls per interval from analytics', () => {
  const now = Date.parse('2026-04-01T17:02:30.000Z')

  it('asks the last 24 hours of complete 5-minute intervals', () => {
    const { start, end } = activityInterval(now, DAY)
    expect(iso(end)).toBe('2026-04-01T17:00:00.000Z')
    expect(end - start).toBe(DAY)
  })

  it('lays the buckets from the first with a call, with zeros where the platform left one out', () => {
    const { start, end } = activityInterval(now, DAY)
    const bucket = (at: number, attempted: number, connected = 0, abandoned = 0) => ({
      interval: `${iso(at)}/${iso(at + 5 * MINUTE)}`,
      attempted,
      connected,
      abandoned
    })
    const points = todayActivity(
      [
        bucket(end - 20 * MINUTE, 500, 200, 4),
        // (nothing from 16:45 to 16:50: left out by the platform)
        bucket(end - 10 * MINUTE, 100, 40, 1),
        // outside the interval: not counted
        bucket(end, 999),
        bucket(start - 5 * MINUTE, 999)
      ],
      start,
      end
    )
    expect(points).toEqual([
      {
        from: '2026-04-01T16:40:00.000Z',
        to: '2026-04-01T16:45:00.000Z',
        attempted: 500,
        connected: 200,
        abandoned: 4
      },
      {
        from: '2026-04-01T16:45:00.000Z',
        to: '2026-04-01T16:50:00.000Z',
        attempted: 0,
        connected: 0,
        abandoned: 0
      },
      {
        from: '2026-04-01T16:50:00.000Z',
        to: '2026-04-01T16:55:00.000Z',
        attempted: 100,
        connected: 40,
        abandoned: 1
      },
      // it stopped dialing: the last interval says so
      {
        from: '2026-04-01T16:55:00.000Z',
        to: '2026-04-01T17:00:00.000Z',
        attempted: 0,
        connected: 0,
        abandoned: 0
      }
    ])
  })

  it('is empty when the campaign placed no call', () => {
    const { start, end } = activityInterval(now, DAY)
    expect(todayActivity([], start, end)).toEqual([])
  })
})
