import { useMemo, useState } from 'react'

import type { CampaignRow } from '@/shared/campaigns/campaignTypes'

import type { SelectedCampaign } from '../model/bulkPlan'

/**
 * The selected campaigns, kept by id: a refresh, another page or another filter does not lose them; their
 * names and statuses follow the rows shown.
 */
export function useSelection(rows: readonly CampaignRow[]) {
  const [selection, setSelection] = useState<ReadonlyMap<string, SelectedCampaign>>(new Map())
  const selected = useMemo(() => {
    const fresh = new Map(rows.map(row => [row.id, row]))
    return [...selection.values()].map(campaign => {
      const row = fresh.get(campaign.id)
      return row ? { id: row.id, name: row.name, status: row.status } : campaign
    })
  }, [selection, rows])
  const selectedIds = useMemo(() => new Set(selection.keys()), [selection])
  const select = (changed: readonly CampaignRow[], on: boolean) =>
    setSelection(current => {
      const next = new Map(current)
      for (const row of changed)
        if (on) next.set(row.id, { id: row.id, name: row.name, status: row.status })
        else next.delete(row.id)
      return next
    })
  return { selection, selected, selectedIds, select, setSelection }
}
