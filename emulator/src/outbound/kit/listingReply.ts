/**
 * The paged listing of the versioned outbound objects (contact lists, DNC lists, callable time sets, sequences):
 * `name` + `filterType` (Prefix by default), repeated `id`, `divisionId`, `sortBy` (name, dateCreated,
 * dateModified, id) and `sortOrder`, scoped to the caller's organisation and answered as the platform's
 * XxxEntityListing.
 */
import { json, type Reply } from '../../reply'
import type { ApiContext } from '../../platform/apiContext'
import { compareNames, readList, readNameFilter, readSortBy, readSortOrder } from './listQuery'
import { badRequest } from '../outboundError'
import { paginate, readPageRequest } from './paging'

interface Listed {
  id: string
  name: string
  /** callable time sets and sequences have none */
  divisionId?: string
  dateCreated: string
  dateModified: string
}

const SORT_FIELDS = ['name', 'dateCreated', 'dateModified', 'id'] as const

export function listingReply<T extends Listed>(
  ctx: ApiContext,
  items: readonly T[],
  path: string,
  view: (item: T) => unknown,
  keep: (item: T) => boolean = () => true
): Reply {
  const page = readPageRequest(ctx.query)
  if (!page.ok) return badRequest(page.message, ctx.correlationId)
  const name = readNameFilter(ctx.query)
  if (!name.ok) return badRequest(name.message, ctx.correlationId)
  const sortBy = readSortBy(ctx.query, SORT_FIELDS)
  if (!sortBy.ok) return badRequest(sortBy.message, ctx.correlationId)
  const sortOrder = readSortOrder(ctx.query)
  if (!sortOrder.ok) return badRequest(sortOrder.message, ctx.correlationId)
  const ids = new Set(readList(ctx.query, 'id'))
  const divisions = new Set(readList(ctx.query, 'divisionId'))
  const direction = sortOrder.value === 'descending' ? -1 : 1
  const field = sortBy.value
  const byField = (a: T, b: T) =>
    field === 'name' ? compareNames(a.name, b.name) : a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0
  const selected = items
    .filter(
      item =>
        (!name.value || name.value(item.name)) &&
        (ids.size === 0 || ids.has(item.id)) &&
        (divisions.size === 0 || divisions.has(item.divisionId ?? '')) &&
        keep(item)
    )
    // Ties fall back to the id so that pages never overlap or skip an entity.
    .sort((a, b) => direction * (byField(a, b) || (a.id < b.id ? -1 : 1)))
  const result = paginate(selected, page.value, path, ctx.query)
  return json(200, { ...result, entities: result.entities.map(view) })
}
