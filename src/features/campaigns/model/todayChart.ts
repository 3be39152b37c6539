import type { CampaignTodayPoint } from '@/shared/campaigns/campaignTodayTypes'

/** A point of "Today at a glance"'s chart: one interval of the platform's analytics, drawn at its end. */
export interface TodayChartPoint {
  at: Date
  /** calls placed a minute over the interval */
  pace: number
  /** abandoned ÷ answered in the interval, in %; null when no call was answered in it */
  abandonRate: number | null
}

const MINUTE_MS = 60_000

/** The shortest time axis: a campaign that began dialing minutes ago is not stretched over the whole width. */
export const MIN_AXIS_MS = 30 * MINUTE_MS
/** The axis starts on a quarter hour, the one before the campaign's first call of the window. */
export const AXIS_ROUNDING_MS = 15 * MINUTE_MS

/** Each interval's pace and abandon rate, in time order. */
export function todayChartPoints(points: readonly CampaignTodayPoint[]): TodayChartPoint[] {
  return points.map(point => {
    const minutes = (Date.parse(point.to) - Date.parse(point.from)) / MINUTE_MS
    return {
      at: new Date(point.to),
      pace: minutes > 0 ? point.attempted / minutes : 0,
      abandonRate: point.connected > 0 ? (point.abandoned / point.connected) * 100 : null
    }
  })
}

/**
 * The chart's time axis: from the start of the campaign's first interval with a call (rounded down to the quarter
 * hour) to `to` (when the answer was made), at least MIN_AXIS_MS: the data fills the width, whether the campaign
 * dialed for 45 minutes or all day, instead of 45 minutes squeezed into the end of a 24-hour axis. It spans the
 * whole 24 hours only when the campaign called at their start. Null without points.
 */
export function todayChartAxis(
  points: readonly CampaignTodayPoint[],
  to: string
): { from: Date; to: Date } | null {
  const first = points[0]
  if (!first) return null
  const end = Date.parse(to)
  const start = Math.floor(Date.parse(first.from) / AXIS_ROUNDING_MS) * AXIS_ROUNDING_MS
  return { from: new Date(Math.min(start, end - MIN_AXIS_MS)), to: new Date(end) }
}

/** The chart's figures in words: the span, the totals, the pace and the abandon rate. */
export interface TodayChartFigures {
  from: Date
  to: Date
  /** the intervals' length */
  minutes: number
  attempted: number
  connected: number
  abandoned: number
  /** calls a minute in the last interval, and the highest of any */
  latestPace: number
  highestPace: number
  /** abandoned ÷ answered over all the intervals, in % (null: none answered) */
  abandonRate: number | null
  /** in the last interval with an answered call, and the highest of any */
  latestAbandonRate: number | null
  highestAbandonRate: number | null
}

/** What the chart shows, summed up (null without points). */
export function todayChartFigures(points: readonly CampaignTodayPoint[]): TodayChartFigures | null {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  const drawn = todayChartPoints(points)
  const sum = (key: 'attempted' | 'connected' | 'abandoned') =>
    points.reduce((total, point) => total + point[key], 0)
  const connected = sum('connected')
  const abandoned = sum('abandoned')
  const rates = drawn.map(point => point.abandonRate).filter((rate): rate is number => rate !== null)
  return {
    from: new Date(first.from),
    to: new Date(last.to),
    minutes: Math.round((Date.parse(first.to) - Date.parse(first.from)) / MINUTE_MS),
    attempted: sum('attempted'),
    connected,
    abandoned,
    latestPace: drawn.at(-1)!.pace,
    highestPace: Math.max(...drawn.map(point => point.pace)),
    abandonRate: connected > 0 ? (abandoned / connected) * 100 : null,
    latestAbandonRate: rates.at(-1) ?? null,
    highestAbandonRate: rates.length ? Math.max(...rates) : null
  }
}
