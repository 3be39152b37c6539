/**
 * The body of `POST /api/v2/analytics/conversations/aggregates/query` (the SDK's ConversationAggregationQuery) as
 * the emulator models it (read and checked by readAggregateQuery.ts): what it models is answered, anything else
 * is a 400 `bad.request` naming the field, as the platform refuses a query it cannot run. Modelled: `interval` (ISO `start/end`), `metrics`
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

/** What is wrong with a query: the first problem found, naming its field. */
export class QueryRefusal extends Error {
  constructor(
    message: string,
    readonly fieldName: string
  ) {
    super(message)
  }
}
