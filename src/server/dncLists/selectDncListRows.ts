import { ACTIVE_STATUSES } from '@/shared/campaigns/campaignTypes'
import {
  DNC_LIST_USAGES,
  type DncListCount,
  type DncListRow,
  type DncListSortField,
  type DncListUsage
} from '@/shared/dncLists/dncListTypes'
import type { DncListsQuery } from './dncListQueries'

export const usageOf = (row: DncListRow): DncListUsage =>
  row.campaigns.length === 0
    ? 'unused'
    : row.campaigns.some(campaign => ACTIVE_STATUSES.includes(campaign.status))
      ? 'running'
      : 'used'

const matchesUsage = (row: DncListRow, usage: DncListUsage | null) =>
  usage === null || (usage === 'used' ? usageOf(row) !== 'unused' : usageOf(row) === usage)

const COMPARE: Record<DncListSortField, (a: DncListRow, b: DncListRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }),
  size: (a, b) => a.size - b.size,
  campaigns: (a, b) => a.campaigns.length - b.campaigns.length,
  dateModified: (a, b) => (a.dateModified ?? '').localeCompare(b.dateModified ?? '')
}

/**
 * The page the query asks for, from every list of the organisation (filtered, sorted with the name and id as
 * tie-breaks so pages never overlap), with `allData`: how many lists are used, running and unused, and per
 * division, over the whole organisation (as the contact lists' selectContactListRows).
 */
export function selectDncListRows(rows: readonly DncListRow[], query: DncListsQuery) {
  const q = query.q.toLowerCase()
  const matching = rows.filter(
    row =>
      (!q || row.name.toLowerCase().includes(q)) &&
      matchesUsage(row, query.usage) &&
      (query.divisionId === null || row.divisionId === query.divisionId)
  )
  const [field, direction] = query.sort.split(':') as [DncListSortField, 'asc' | 'desc']
  const sign = direction === 'desc' ? -1 : 1
  const sorted = [...matching].sort(
    (a, b) => sign * COMPARE[field](a, b) || COMPARE.name(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
  const start = (query.page - 1) * query.pageSize
  const counts = new Map<string, DncListCount>()
  const count = (field: DncListCount['field'], value: string) => {
    const key = `${field}:${value}`
    const entry = counts.get(key) ?? { field, value, count: 0 }
    entry.count++
    counts.set(key, entry)
  }
  // every usage is counted, none included: "Unused 0" is an answer too
  for (const usage of DNC_LIST_USAGES)
    counts.set(`usage:${usage}`, { field: 'usage', value: usage, count: 0 })
  for (const row of rows) {
    const usage = usageOf(row)
    // a list honoured by a running campaign is used too
    count('usage', usage === 'running' ? 'used' : usage)
    if (usage === 'running') count('usage', 'running')
    if (row.divisionId) count('divisionId', row.divisionId)
  }
  return {
    rows: sorted.slice(start, start + query.pageSize),
    total: matching.length,
    allData: [...counts.values()]
  }
}
