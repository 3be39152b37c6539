import {
  CAMPAIGN_STATUSES,
  type CampaignOverviewParams,
  type CampaignRow,
  type CampaignSortField
} from '@/shared/campaigns/campaignTypes'

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

// Missing values (null) sort last in either direction, so "priority" shows the campaigns that have one first.
type SortKey = (row: CampaignRow) => string | number | null

const sortKeys: Record<CampaignSortField, SortKey> = {
  name: row => row.name,
  // in the order of CAMPAIGN_STATUSES: running ones first, as people scan for them
  status: row => CAMPAIGN_STATUSES.indexOf(row.status),
  dialingMode: row => row.dialingMode,
  progress: row => row.progress?.percentage ?? null,
  // contacts a minute and seconds left: only running campaigns that have been measured have them
  pace: row => row.pace.contactsPerMinute,
  eta: row => row.pace.etaSeconds,
  priority: row => row.priority,
  dateModified: row => (row.dateModified ? Date.parse(row.dateModified) || null : null)
}

const compareValues = (a: string | number, b: string | number) =>
  typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b)

/** The rows matching the filters (q: the name contains it, any case; lists: any of their values). */
export function filterCampaignRows(
  rows: readonly CampaignRow[],
  params: CampaignOverviewParams
): CampaignRow[] {
  const q = params.q.toLocaleLowerCase()
  const status = new Set(params.status)
  const dialingMode = new Set(params.dialingMode)
  const divisionId = new Set(params.divisionId)
  const contactListId = new Set(params.contactListId)
  return rows.filter(
    row =>
      (!q || row.name.toLocaleLowerCase().includes(q)) &&
      (status.size === 0 || status.has(row.status)) &&
      (dialingMode.size === 0 || dialingMode.has(row.dialingMode)) &&
      (divisionId.size === 0 || (row.division !== null && divisionId.has(row.division.id))) &&
      (contactListId.size === 0 || (row.contactList !== null && contactListId.has(row.contactList.id)))
  )
}

/** Sorted by `field:direction`; ties by name, then id, so pages never overlap or skip a row. */
export function sortCampaignRows(
  rows: readonly CampaignRow[],
  sort: CampaignOverviewParams['sort']
): CampaignRow[] {
  const [field, direction] = sort.split(':') as [CampaignSortField, 'asc' | 'desc']
  const key = sortKeys[field]
  const sign = direction === 'desc' ? -1 : 1
  return [...rows].sort((a, b) => {
    const left = key(a)
    const right = key(b)
    if (left !== right) {
      if (left === null) return 1
      if (right === null) return -1
      const order = compareValues(left, right)
      if (order !== 0) return sign * order
    }
    return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  })
}

/** The filtered, sorted page and the number of matches. */
export function selectCampaignRows(
  rows: readonly CampaignRow[],
  params: CampaignOverviewParams
): { campaigns: CampaignRow[]; total: number } {
  const matching = sortCampaignRows(filterCampaignRows(rows, params), params.sort)
  const start = (params.page - 1) * params.pageSize
  return { campaigns: matching.slice(start, start + params.pageSize), total: matching.length }
}
