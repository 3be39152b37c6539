import { ACTIVE_STATUSES, type CampaignStatus } from '@/shared/campaigns/campaignTypes'
import type { CountEntry, SortDirection } from '@/shared/lists/listTypes'

/** Whether campaigns use a list, and whether one of them is running: the list screens' filter. */
export const LIST_USAGES = ['used', 'running', 'unused'] as const
export type ListUsage = (typeof LIST_USAGES)[number]

/** What every outbound list's row (contact lists, do-not-call lists) has that its screen filters and sorts by. */
export interface OutboundListRow {
  id: string
  name: string
  divisionId: string | null
  divisionName: string | null
  size: number
  campaigns: readonly { status: CampaignStatus }[]
  dateModified: string | null
}

/** A list screen's query as applied (outboundListsQuerySchema). */
export interface OutboundListsQuery<F extends string> {
  q: string
  usage: ListUsage | null
  divisionId: string | null
  page: number
  pageSize: number
  sort: `${F}:${SortDirection}`
}

export type RowOrder<R> = (a: R, b: R) => number

/** The orders every list sorts by; a kind adds its own (a contact list's progress). */
export const LIST_ORDERS = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }),
  size: (a, b) => a.size - b.size,
  campaigns: (a, b) => a.campaigns.length - b.campaigns.length,
  dateModified: (a, b) => (a.dateModified ?? '').localeCompare(b.dateModified ?? '')
} satisfies Record<string, RowOrder<OutboundListRow>>

export const usageOf = (row: OutboundListRow): ListUsage =>
  row.campaigns.length === 0
    ? 'unused'
    : row.campaigns.some(campaign => ACTIVE_STATUSES.includes(campaign.status))
      ? 'running'
      : 'used'

const matchesUsage = (row: OutboundListRow, usage: ListUsage | null) =>
  usage === null || (usage === 'used' ? usageOf(row) !== 'unused' : usageOf(row) === usage)

/**
 * The page the query asks for, from every list of the organisation (filtered, sorted with the name and id as
 * tie-breaks so pages never overlap), with `allData` — how many lists are used, running and unused, and per
 * division, over the whole organisation — and the organisation's divisions by name (the screen's filter).
 */
export function selectListRows<R extends OutboundListRow, F extends string>(
  rows: readonly R[],
  query: OutboundListsQuery<F>,
  orders: Record<F, RowOrder<R>>
) {
  const q = query.q.toLowerCase()
  const matching = rows.filter(
    row =>
      (!q || row.name.toLowerCase().includes(q)) &&
      matchesUsage(row, query.usage) &&
      (query.divisionId === null || row.divisionId === query.divisionId)
  )
  const [field, direction] = query.sort.split(':') as [F, SortDirection]
  const sign = direction === 'desc' ? -1 : 1
  const sorted = [...matching].sort(
    (a, b) => sign * orders[field](a, b) || LIST_ORDERS.name(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
  const start = (query.page - 1) * query.pageSize
  return {
    rows: sorted.slice(start, start + query.pageSize),
    total: matching.length,
    allData: countsOf(rows),
    divisions: divisionsOf(rows)
  }
}

function countsOf(rows: readonly OutboundListRow[]): CountEntry<'usage' | 'divisionId'>[] {
  const counts = new Map<string, CountEntry<'usage' | 'divisionId'>>()
  const count = (field: 'usage' | 'divisionId', value: string) => {
    const key = `${field}:${value}`
    const entry = counts.get(key) ?? { field, value, count: 0 }
    entry.count++
    counts.set(key, entry)
  }
  // every usage is counted, none included: "Unused 0" is an answer too
  for (const usage of LIST_USAGES) counts.set(`usage:${usage}`, { field: 'usage', value: usage, count: 0 })
  for (const row of rows) {
    const usage = usageOf(row)
    // a list a running campaign uses is used too
    count('usage', usage === 'running' ? 'used' : usage)
    if (usage === 'running') count('usage', 'running')
    if (row.divisionId) count('divisionId', row.divisionId)
  }
  return [...counts.values()]
}

const divisionsOf = (rows: readonly OutboundListRow[]) => {
  const divisions = new Map<string, string>()
  for (const row of rows)
    if (row.divisionId) divisions.set(row.divisionId, row.divisionName ?? row.divisionId)
  return [...divisions].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}
