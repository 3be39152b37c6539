import {
  ACTIVE_STATUSES,
  type CampaignOverview,
  type CampaignRow,
  type NamedRef
} from '@/shared/campaigns/campaignTypes'

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

function distinctRefs(refs: (NamedRef | null)[]): NamedRef[] {
  const byId = new Map<string, NamedRef>()
  for (const ref of refs) if (ref && !byId.has(ref.id)) byId.set(ref.id, ref)
  return [...byId.values()].sort((a, b) => collator.compare(a.name, b.name))
}

/** The overview's summary (all the person's campaigns, whatever the filters). */
export function summarizeCampaigns(rows: readonly CampaignRow[]): CampaignOverview['summary'] {
  const byStatus: CampaignOverview['summary']['byStatus'] = {}
  let contactsRemaining = 0
  for (const row of rows) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + 1
    if (row.progress) contactsRemaining += Math.max(0, row.progress.total - row.progress.called)
  }
  return { total: rows.length, byStatus, contactsRemaining }
}

/** What the filter menus offer: the divisions and contact lists the campaigns use, by name. */
export const campaignFacets = (rows: readonly CampaignRow[]): CampaignOverview['facets'] => ({
  divisions: distinctRefs(rows.map(row => row.division)),
  contactLists: distinctRefs(rows.map(row => row.contactList))
})

/** The active campaigns, whose events the browser follows beside the page's rows (at most 50 in an org). */
export const activeCampaigns = (rows: readonly CampaignRow[]): CampaignOverview['active'] =>
  rows
    .filter(row => ACTIVE_STATUSES.includes(row.status))
    .map(row => ({
      id: row.id,
      status: row.status,
      version: row.version,
      remaining: row.progress ? Math.max(0, row.progress.total - row.progress.called) : null
    }))
