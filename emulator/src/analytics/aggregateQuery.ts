/**
 * The body of `POST /api/v2/analytics/conversations/aggregates/query` (the SDK's ConversationAggregationQuery),
 * read and checked: what the emulator models is answered, anything else is a 400 `bad.request` naming the field,
 * as the platform refuses a query it cannot run. Modelled: `interval` (ISO `start/end`), `metrics`
 * (nOutboundAttempted, nOutboundConnected, nOutboundAbandoned), `groupBy` and dimension predicates
 * (`filter.predicates`, `filter.clauses[].predicates`; operators matches, exists, notExists) on the dimensions
 * in DIMENSIONS, `granularity` of weeks, days, hours, minutes or seconds. `timeZone`, `queryType`,
 * `flattenMultivaluedDimensions` and `alternateTimeDimension` are accepted and change nothing; `views` and
 * `sortMetric` are refused.
 */
import type { ErrorDetail } from '../outbound/outboundError'

/** The metrics the dialer simulation produces. */
export const METRICS = ['nOutboundAttempted', 'nOutboundConnected', 'nOutboundAbandoned'] as const
export type Metric = (typeof METRICS)[number]

/** Conversation aggregate metrics of the platform the emulator does not produce (a clearer 400 than "unknown"). */
const PLATFORM_METRICS = new Set([
  'nBlindTransferred',
  'nBotInteractions',
  'nCobrowseSessions',
  'nConnected',
  'nConsult',
  'nConsultTransferred',
  'nConversations',
  'nError',
  'nOffered',
  'nOutbound',
  'nOverSla',
  'nStateTransitionError',
  'nTransferred',
  'oExternalMediaCount',
  'oInteracting',
  'oMediaCount',
  'oMessageCount',
  'oMessageSegmentCount',
  'oMessageTurn',
  'oServiceLevel',
  'oServiceTarget',
  'oWaiting',
  'tAbandon',
  'tAcd',
  'tActiveCallback',
  'tActiveCallbackComplete',
  'tAcw',
  'tAgentResponseTime',
  'tAlert',
  'tAnswered',
  'tAverageAgentResponseTime',
  'tAverageCustomerResponseTime',
  'tBarging',
  'tCoaching',
  'tCoachingComplete',
  'tConnected',
  'tContacting',
  'tDialing',
  'tFirstConnect',
  'tFirstDial',
  'tFirstEngagement',
  'tFirstResponse',
  'tFlowOut',
  'tHandle',
  'tHeld',
  'tHeldComplete',
  'tIvr',
  'tMonitoring',
  'tMonitoringComplete',
  'tNotResponding',
  'tPark',
  'tParkComplete',
  'tShortAbandon',
  'tTalk',
  'tTalkComplete',
  'tUserResponseTime',
  'tVoicemail',
  'tWait'
])

/** Dimensions the emulator can group and filter the dialer's calls by (every call is an outbound voice call). */
export const DIMENSIONS = [
  'outboundCampaignId',
  'outboundContactListId',
  'divisionId',
  'mediaType',
  'originatingDirection',
  'direction'
] as const
export type Dimension = (typeof DIMENSIONS)[number]

export type Operator = 'matches' | 'exists' | 'notExists'

export interface Predicate {
  dimension: Dimension
  operator: Operator
  value?: string
}

export interface Clause {
  type: 'and' | 'or'
  predicates: Predicate[]
}

export interface Filter extends Clause {
  clauses: Clause[]
}

export interface AggregateQuery {
  /** epoch ms */
  start: number
  end: number
  /** bucket length in ms; absent = one bucket, the whole interval */
  granularityMs?: number
  groupBy: Dimension[]
  filter?: Filter
  metrics: Metric[]
}

/** The most buckets one query may ask for (`interval ÷ granularity`): the emulator's own guard. */
export const MAX_BUCKETS = 10_000

export type ReadQuery =
  { ok: true; value: AggregateQuery } | { ok: false; message: string; details: ErrorDetail[] }

class Refusal extends Error {
  constructor(
    message: string,
    readonly fieldName: string
  ) {
    super(message)
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

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
    throw new Refusal(`interval is required: an ISO 8601 start/end, ${example}.`, 'interval')
  const parts = value.split('/')
  const start = parts.length === 2 ? instant(parts[0] ?? '') : undefined
  const end = parts.length === 2 ? instant(parts[1] ?? '') : undefined
  if (start === undefined || end === undefined)
    throw new Refusal(`The interval "${value}" is not an ISO 8601 start/end, ${example}.`, 'interval')
  if (end <= start) throw new Refusal(`The interval "${value}" does not end after it starts.`, 'interval')
  return { start, end }
}

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

function readGranularity(value: unknown, interval: { start: number; end: number }): number | undefined {
  if (value === undefined || value === null) return undefined
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  if (/^P[^T]*[YM]/.test(text))
    throw new Refusal(
      `The granularity "${text}" counts months or years: the emulator only buckets by weeks, days, hours, minutes or seconds (e.g. PT30M, PT1H, P1D).`,
      'granularity'
    )
  const match = DURATION.exec(text)
  if (!match || text === 'P' || text.endsWith('T'))
    throw new Refusal(
      `The granularity "${text}" is not an ISO 8601 duration (e.g. PT30M, PT1H, P1D).`,
      'granularity'
    )
  const [weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map(part => Number(part ?? 0))
  const ms = (((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000
  if (ms < 1000) throw new Refusal(`The granularity "${text}" must be at least one second.`, 'granularity')
  if ((interval.end - interval.start) / ms > MAX_BUCKETS)
    throw new Refusal(
      `The granularity "${text}" cuts the interval into more than ${MAX_BUCKETS} buckets: ask for a coarser one.`,
      'granularity'
    )
  return ms
}

function readMetrics(value: unknown): Metric[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(m => typeof m === 'string'))
    throw new Refusal(
      `metrics is required: an array of metric names, e.g. ["nOutboundConnected", "nOutboundAbandoned"].`,
      'metrics'
    )
  for (const name of value as string[]) {
    if ((METRICS as readonly string[]).includes(name)) continue
    throw new Refusal(
      PLATFORM_METRICS.has(name)
        ? `The metric "${name}" is not produced by the emulator, which models ${METRICS.join(', ')}.`
        : `Invalid metric "${name}": not a conversation aggregate metric (the emulator models ${METRICS.join(', ')}).`,
      'metrics'
    )
  }
  return [...new Set(value as Metric[])]
}

function readDimension(value: unknown, fieldName: string): Dimension {
  if (typeof value === 'string' && (DIMENSIONS as readonly string[]).includes(value))
    return value as Dimension
  throw new Refusal(
    typeof value === 'string' && value
      ? `The dimension "${value}" is not modelled by the emulator: it groups and filters by ${DIMENSIONS.join(', ')}.`
      : `${fieldName} must name a dimension, e.g. "outboundCampaignId".`,
    fieldName
  )
}

function readGroupBy(value: unknown): Dimension[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value))
    throw new Refusal('groupBy must be an array of dimensions, e.g. ["outboundCampaignId"].', 'groupBy')
  return [...new Set(value.map(d => readDimension(d, 'groupBy')))]
}

function readType(value: unknown, fieldName: string): 'and' | 'or' {
  if (value === 'and' || value === 'or') return value
  throw new Refusal(`${fieldName} must be "and" or "or".`, fieldName)
}

function readPredicate(value: unknown, fieldName: string): Predicate {
  if (!isObject(value)) throw new Refusal(`${fieldName} must be an object.`, fieldName)
  const type = value.type ?? 'dimension'
  if (type !== 'dimension')
    throw new Refusal(
      `${fieldName}.type "${String(type)}": the emulator filters on dimensions only (no property or metric predicates).`,
      `${fieldName}.type`
    )
  const dimension = readDimension(value.dimension, `${fieldName}.dimension`)
  const operator = value.operator ?? 'matches'
  if (operator !== 'matches' && operator !== 'exists' && operator !== 'notExists')
    throw new Refusal(
      `${fieldName}.operator must be matches, exists or notExists, not "${String(operator)}".`,
      `${fieldName}.operator`
    )
  if (operator !== 'matches') return { dimension, operator }
  if (typeof value.value !== 'string' || !value.value)
    throw new Refusal(`${fieldName}.value is required with the operator matches.`, `${fieldName}.value`)
  return { dimension, operator, value: value.value }
}

function readPredicates(value: unknown, fieldName: string): Predicate[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new Refusal(`${fieldName} must be an array.`, fieldName)
  return value.map((p, i) => readPredicate(p, `${fieldName}[${i}]`))
}

function readFilter(value: unknown): Filter | undefined {
  if (value === undefined || value === null) return undefined
  if (!isObject(value))
    throw new Refusal('filter must be an object: {type: "or", predicates: [{dimension, value}]}.', 'filter')
  const type = readType(value.type, 'filter.type')
  const predicates = readPredicates(value.predicates, 'filter.predicates')
  if (value.clauses !== undefined && value.clauses !== null && !Array.isArray(value.clauses))
    throw new Refusal('filter.clauses must be an array.', 'filter.clauses')
  const clauses = ((value.clauses as unknown[] | undefined | null) ?? []).map((clause, i) => {
    const field = `filter.clauses[${i}]`
    if (!isObject(clause)) throw new Refusal(`${field} must be an object.`, field)
    const found = readPredicates(clause.predicates, `${field}.predicates`)
    if (found.length === 0) throw new Refusal(`${field} has no predicates.`, `${field}.predicates`)
    return { type: readType(clause.type, `${field}.type`), predicates: found }
  })
  if (predicates.length === 0 && clauses.length === 0)
    throw new Refusal('filter has neither predicates nor clauses.', 'filter')
  return { type, predicates, clauses }
}

/** The query, or what is wrong with it (the first problem, as its fieldName). */
export function readAggregateQuery(body: unknown): ReadQuery {
  try {
    if (!isObject(body))
      throw new Refusal('The request body must be a ConversationAggregationQuery object.', 'body')
    const interval = readInterval(body.interval)
    for (const refused of ['views', 'sortMetric'] as const) {
      const given = body[refused]
      if (given !== undefined && given !== null && !(Array.isArray(given) && given.length === 0))
        throw new Refusal(`${refused} is not modelled by the emulator: leave it out.`, refused)
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
    if (!(error instanceof Refusal)) throw error
    return {
      ok: false,
      message: error.message,
      details: [{ errorCode: 'invalid.value', fieldName: error.fieldName }]
    }
  }
}
