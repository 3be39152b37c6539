/**
 * A realtime audit query's body (SDK `AuditRealtimeQueryRequest`), read and checked as the emulator's platform
 * does: `interval` required, two ISO-8601 instants, the start before the end and not more than 14 days ago (the
 * realtime query's reach; older audits are `POST /api/v2/audits/query`'s); filters by the SDK's properties only;
 * sort by Timestamp; pageSize 1–500 (default 25), pageNumber from 1. What the documentation leaves open is the
 * emulator's reading (docs/platform-assumptions.md).
 */
import { REALTIME_RETENTION_MS } from './auditLog'

export const MAX_AUDIT_PAGE_SIZE = 500
const DEFAULT_PAGE_SIZE = 25

/** The SDK's AuditQueryFilter.property values. */
export const AUDIT_FILTER_PROPERTIES = [
  'UserId',
  'TrusteeOrganizationId',
  'ClientId',
  'Action',
  'EntityType',
  'EntityId'
] as const
export type AuditFilterProperty = (typeof AUDIT_FILTER_PROPERTIES)[number]

export interface AuditQuery {
  from: number
  to: number
  serviceName: string | undefined
  filters: { property: AuditFilterProperty; value: string }[]
  descending: boolean
  pageSize: number
  pageNumber: number
}

export type AuditQueryReading = { ok: true; value: AuditQuery } | { ok: false; message: string }

const refuse = (message: string): AuditQueryReading => ({ ok: false, message })
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readPaging(body: Record<string, unknown>): { pageSize: number; pageNumber: number } | string {
  const { pageSize = DEFAULT_PAGE_SIZE, pageNumber = 1 } = body
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > MAX_AUDIT_PAGE_SIZE)
    return `pageSize must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}.`
  if (!Number.isInteger(pageNumber) || (pageNumber as number) < 1)
    return 'pageNumber must be a whole number from 1.'
  return { pageSize: pageSize as number, pageNumber: pageNumber as number }
}

function readFilters(value: unknown): AuditQuery['filters'] | string {
  if (value === undefined) return []
  if (!Array.isArray(value)) return 'filters must be a list.'
  const filters: AuditQuery['filters'] = []
  for (const filter of value as unknown[]) {
    const { property, value: wanted }: Record<string, unknown> = isObject(filter) ? filter : {}
    if (!AUDIT_FILTER_PROPERTIES.includes(property as AuditFilterProperty))
      return `A filter's property must be one of ${AUDIT_FILTER_PROPERTIES.join(', ')}.`
    if (typeof wanted !== 'string' || wanted === '') return `The ${String(property)} filter needs a value.`
    filters.push({ property: property as AuditFilterProperty, value: wanted })
  }
  return filters
}

function readSort(value: unknown): boolean | string {
  if (value === undefined) return true
  if (!Array.isArray(value)) return 'sort must be a list.'
  let descending = true
  for (const sort of value as unknown[]) {
    if (!isObject(sort) || sort.name !== 'Timestamp') return 'Audits sort by Timestamp only.'
    if (sort.sortOrder !== 'ascending' && sort.sortOrder !== 'descending')
      return 'sortOrder must be ascending or descending.'
    descending = sort.sortOrder === 'descending'
  }
  return descending
}

export function readAuditQuery(body: unknown, now: number): AuditQueryReading {
  if (!isObject(body)) return refuse('The query must be a JSON object.')
  const { interval, serviceName } = body
  const [start, end, extra] = typeof interval === 'string' ? interval.split('/') : []
  const from = Date.parse(start ?? '')
  const to = Date.parse(end ?? '')
  if (extra !== undefined || Number.isNaN(from) || Number.isNaN(to))
    return refuse('interval is required: two ISO-8601 instants, start/end.')
  if (from >= to) return refuse('The interval must end after it starts.')
  if (from < now - REALTIME_RETENTION_MS)
    return refuse(
      'The realtime query reads the last 14 days only: use POST /api/v2/audits/query for older audits.'
    )
  if (serviceName !== undefined && typeof serviceName !== 'string')
    return refuse('serviceName must be a service name.')
  const filters = readFilters(body.filters)
  if (typeof filters === 'string') return refuse(filters)
  const descending = readSort(body.sort)
  if (typeof descending === 'string') return refuse(descending)
  const paging = readPaging(body)
  if (typeof paging === 'string') return refuse(paging)
  return { ok: true, value: { from, to, serviceName, filters, descending, ...paging } }
}
