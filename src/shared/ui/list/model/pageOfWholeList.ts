import type { ListQuery } from './listQuery'

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

const compareValues = (a: unknown, b: unknown): number => {
  // (rows without the value go last, whichever the direction)
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

/**
 * The page a list answered whole shows (ListDefinition.answeredWhole): its rows in the query's order (names
 * compared as people read them: "Set 2" before "Set 10", any case), then the query's page of them. `total` is
 * how many rows match, for the grid's "1–25 of 40".
 */
export function pageOfWholeList<Row>(rows: readonly Row[], query: ListQuery): { rows: Row[]; total: number } {
  const { sortField, sortDirection, page, pageSize } = query
  const sorted = sortField
    ? [...rows].sort((a, b) => {
        const x = (a as Record<string, unknown>)[sortField]
        const y = (b as Record<string, unknown>)[sortField]
        const order = compareValues(x, y)
        return x == null || y == null || sortDirection === 'asc' ? order : -order
      })
    : [...rows]
  const start = (page - 1) * pageSize
  return { rows: sorted.slice(start, start + pageSize), total: rows.length }
}
