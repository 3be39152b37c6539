/**
 * The platform's paged listing: `{entities, pageSize, pageNumber, total, pageCount, firstUri, nextUri,
 * previousUri, lastUri, selfUri}`, with the URIs carrying the caller's other query parameters.
 */

export interface PageRequest {
  pageSize: number
  pageNumber: number
}

export interface Listing<T> {
  entities: T[]
  pageSize: number
  pageNumber: number
  total: number
  pageCount: number
  firstUri: string
  selfUri: string
  lastUri: string
  nextUri?: string
  previousUri?: string
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string }

function positiveInt(value: string | null, name: string, fallback: number): ParseResult<number> {
  if (value === null || value === '') return { ok: true, value: fallback }
  if (!/^\d+$/.test(value)) return { ok: false, message: `${name} must be a whole number, got "${value}".` }
  const parsed = Number(value)
  if (parsed < 1) return { ok: false, message: `${name} must be at least 1, got ${parsed}.` }
  return { ok: true, value: parsed }
}

/** pageSize (default 25, at most `maxPageSize`) and pageNumber (default 1) from the query. */
export function readPageRequest(
  query: URLSearchParams,
  maxPageSize = 100,
  defaultPageSize = 25
): ParseResult<PageRequest> {
  const pageSize = positiveInt(query.get('pageSize'), 'pageSize', defaultPageSize)
  if (!pageSize.ok) return pageSize
  if (pageSize.value > maxPageSize) {
    return { ok: false, message: `pageSize must be at most ${maxPageSize}, got ${pageSize.value}.` }
  }
  const pageNumber = positiveInt(query.get('pageNumber'), 'pageNumber', 1)
  if (!pageNumber.ok) return pageNumber
  return { ok: true, value: { pageSize: pageSize.value, pageNumber: pageNumber.value } }
}

/** One page of `items` (already filtered and sorted). A page past the end is empty, as on the platform. */
export function paginate<T>(
  items: readonly T[],
  page: PageRequest,
  path: string,
  query: URLSearchParams
): Listing<T> {
  const { pageSize, pageNumber } = page
  const total = items.length
  const pageCount = Math.ceil(total / pageSize)
  const uri = (n: number) => {
    const params = new URLSearchParams(query)
    params.set('pageSize', String(pageSize))
    params.set('pageNumber', String(n))
    return `${path}?${params}`
  }
  const listing: Listing<T> = {
    entities: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    pageSize,
    pageNumber,
    total,
    pageCount,
    firstUri: uri(1),
    selfUri: uri(pageNumber),
    lastUri: uri(Math.max(1, pageCount))
  }
  if (pageNumber < pageCount) listing.nextUri = uri(pageNumber + 1)
  if (pageNumber > 1) listing.previousUri = uri(Math.min(pageNumber - 1, Math.max(1, pageCount)))
  return listing
}
