/**
 * Reads the body of a conversation aggregates query (aggregateQuery.ts says what is modelled): answers the query,
 * or a 400's message and the field it names.
 */
import { isObject } from '../outbound/kit/bodyProblems'
import { MAX_BUCKETS, METRICS, QueryRefusal, type Metric, type ReadQuery } from './aggregateQuery'
import platformMetrics from './platformMetrics.json'
import { readFilter, readGroupBy } from './readQueryFilter'

/** Conversation aggregate metrics of the platform the emulator does not produce (a clearer 400 than "unknown"). */
const PLATFORM_METRICS = new Set(platformMetrics)

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i

/** One end of an interval: an ISO 8601 date-time; without an offset it is UTC (as the platform reads it). */
function instant(text: string): number | undefined {
  const match = ISO_INSTANT.exec(text.trim())
  if (!match) return undefined
  const at = Date.parse(match[1] ? text.trim() : `${text.trim()}Z`)
  return Number.isNaN(at) ? undefined : at
}

function readInterval(value: unknown): { start: number; end: number } {
  const example = 'e.g. "2026-04-01T00:00:00.000Z/2026-04-02T00:00:00.000Z"'
  if (typeof value !== 'string' || !value.trim())
    throw new QueryRefusal(`interval is required: an ISO 8601 start/end, ${example}.`, 'interval')
  const parts = value.split('/')
  const start = parts.length === 2 ? instant(parts[0] ?? '') : undefined
  const end = parts.length === 2 ? instant(parts[1] ?? '') : undefined
  if (start === undefined || end === undefined)
    throw new QueryRefusal(`The interval "${value}" is not an ISO 8601 start/end, ${example}.`, 'interval')
  if (end <= start)
    throw new QueryRefusal(`The interval "${value}" does not end after it starts.`, 'interval')
  return { start, end }
}

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

function readGranularity(value: unknown, interval: { start: number; end: number }): number | undefined {
  if (value === undefined || value === null) return undefined
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  if (/^P[^T]*[YM]/.test(text))
    throw new QueryRefusal(
      `The granularity "${text}" counts months or years: the emulator only buckets by weeks, days, hours, minutes or seconds (e.g. PT30M, PT1H, P1D).`,
      'granularity'
    )
  const match = DURATION.exec(text)
  if (!match || text === 'P' || text.endsWith('T'))
    throw new QueryRefusal(
      `The granularity "${text}" is not an ISO 8601 duration (e.g. PT30M, PT1H, P1D).`,
      'granularity'
    )
  const [weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map(part => Number(part ?? 0))
  const ms = (((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000
  if (ms < 1000)
    throw new QueryRefusal(`The granularity "${text}" must be at least one second.`, 'granularity')
  if ((interval.end - interval.start) / ms > MAX_BUCKETS)
    throw new QueryRefusal(
      `The granularity "${text}" cuts the interval into more than ${MAX_BUCKETS} buckets: ask for a coarser one.`,
      'granularity'
    )
  return ms
}

function readMetrics(value: unknown): Metric[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(m => typeof m === 'string'))
    throw new QueryRefusal(
      `metrics is required: an array of metric names, e.g. ["nOutboundConnected", "nOutboundAbandoned"].`,
      'metrics'
    )
  for (const name of value as string[]) {
    if ((METRICS as readonly string[]).includes(name)) continue
    throw new QueryRefusal(
      PLATFORM_METRICS.has(name)
        ? `The metric "${name}" is not produced by the emulator, which models ${METRICS.join(', ')}.`
        : `Invalid metric "${name}": not a conversation aggregate metric (the emulator models ${METRICS.join(', ')}).`,
      'metrics'
    )
  }
  return [...new Set(value as Metric[])]
}

/** The query, or what is wrong with it (the first problem, as its fieldName). */
export function readAggregateQuery(body: unknown): ReadQuery {
  try {
    if (!isObject(body))
      throw new QueryRefusal('The request body must be a ConversationAggregationQuery object.', 'body')
    const interval = readInterval(body.interval)
    for (const refused of ['views', 'sortMetric'] as const) {
      const given = body[refused]
      if (given !== undefined && given !== null && !(Array.isArray(given) && given.length === 0))
        throw new QueryRefusal(`${refused} is not modelled by the emulator: leave it out.`, refused)
    }
    return {
      ok: true,
      value: {
        ...interval,
        granularityMs: readGranularity(body.granularity, interval),
        groupBy: readGroupBy(body.groupBy),
        filter: readFilter(body.filter),
        metrics: readMetrics(body.metrics)
      }
    }
  } catch (error) {
    if (!(error instanceof QueryRefusal)) throw error
    return {
      ok: false,
      message: error.message,
      details: [{ errorCode: 'invalid.value', fieldName: error.fieldName }]
    }
  }
}
