import type { GridRowId } from '@mui/x-data-grid'
import { useMemo } from 'react'

import type { CampaignRow } from '@/shared/campaigns/campaignTypes'

/**
 * The rows' names by id, for every row's checkbox: the map changes only when a name or the rows do, not with
 * every progress event (which would re-render every checkbox). Given the settled rows, which progress events
 * leave as they are (with 2,000 rows, the names of all each second were a cost of their own).
 */
export function useRowNames(rows: readonly CampaignRow[]): ReadonlyMap<GridRowId, string> {
  const namesKey = useMemo(() => rows.map(row => `${row.id}\u0000${row.name}`).join('\u0001'), [rows])
  return useMemo(
    () =>
      new Map<GridRowId, string>(
        namesKey ? namesKey.split('\u0001').map(pair => pair.split('\u0000') as [string, string]) : []
      ),
    [namesKey]
  )
}
