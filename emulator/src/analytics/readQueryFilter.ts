/** The query's `groupBy` and `filter` (aggregateQuery.ts): dimensions, predicates and clauses, checked. */
import { isObject } from '../outbound/kit/bodyProblems'
import { DIMENSIONS, QueryRefusal, type Dimension, type Filter, type Predicate } from './aggregateQuery'

function readDimension(value: unknown, fieldName: string): Dimension {
  if (typeof value === 'string' && (DIMENSIONS as readonly string[]).includes(value))
    return value as Dimension
  throw new QueryRefusal(
    typeof value === 'string' && value
      ? `The dimension "${value}" is not modelled by the emulator: it groups and filters by ${DIMENSIONS.join(', ')}.`
      : `${fieldName} must name a dimension, e.g. "outboundCampaignId".`,
    fieldName
  )
}

export function readGroupBy(value: unknown): Dimension[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value))
    throw new QueryRefusal('groupBy must be an array of dimensions, e.g. ["outboundCampaignId"].', 'groupBy')
  return [...new Set(value.map(d => readDimension(d, 'groupBy')))]
}

function readType(value: unknown, fieldName: string): 'and' | 'or' {
  if (value === 'and' || value === 'or') return value
  throw new QueryRefusal(`${fieldName} must be "and" or "or".`, fieldName)
}

function readPredicate(value: unknown, fieldName: string): Predicate {
  if (!isObject(value)) throw new QueryRefusal(`${fieldName} must be an object.`, fieldName)
  const type = value.type ?? 'dimension'
  if (type !== 'dimension')
    throw new QueryRefusal(
      `${fieldName}.type "${String(type)}": the emulator filters on dimensions only (no property or metric predicates).`,
      `${fieldName}.type`
    )
  const dimension = readDimension(value.dimension, `${fieldName}.dimension`)
  const operator = value.operator ?? 'matches'
  if (operator !== 'matches' && operator !== 'exists' && operator !== 'notExists')
    throw new QueryRefusal(
      `${fieldName}.operator must be matches, exists or notExists, not "${String(operator)}".`,
      `${fieldName}.operator`
    )
  if (operator !== 'matches') return { dimension, operator }
  if (typeof value.value !== 'string' || !value.value)
    throw new QueryRefusal(`${fieldName}.value is required with the operator matches.`, `${fieldName}.value`)
  return { dimension, operator, value: value.value }
}

function readPredicates(value: unknown, fieldName: string): Predicate[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new QueryRefusal(`${fieldName} must be an array.`, fieldName)
  return value.map((p, i) => readPredicate(p, `${fieldName}[${i}]`))
}

export function readFilter(value: unknown): Filter | undefined {
  if (value === undefined || value === null) return undefined
  if (!isObject(value))
    throw new QueryRefusal(
      'filter must be an object: {type: "or", predicates: [{dimension, value}]}.',
      'filter'
    )
  const type = readType(value.type, 'filter.type')
  const predicates = readPredicates(value.predicates, 'filter.predicates')
  if (value.clauses !== undefined && value.clauses !== null && !Array.isArray(value.clauses))
    throw new QueryRefusal('filter.clauses must be an array.', 'filter.clauses')
  const clauses = ((value.clauses as unknown[] | undefined | null) ?? []).map((clause, i) => {
    const field = `filter.clauses[${i}]`
    if (!isObject(clause)) throw new QueryRefusal(`${field} must be an object.`, field)
    const found = readPredicates(clause.predicates, `${field}.predicates`)
    if (found.length === 0) throw new QueryRefusal(`${field} has no predicates.`, `${field}.predicates`)
    return { type: readType(clause.type, `${field}.type`), predicates: found }
  })
  if (predicates.length === 0 && clauses.length === 0)
    throw new QueryRefusal('filter has neither predicates nor clauses.', 'filter')
  return { type, predicates, clauses }
}
