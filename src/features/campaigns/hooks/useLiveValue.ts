import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'

import type { CampaignRow } from '@/shared/campaigns/campaignTypes'

import type { LiveRowStore } from '../model/liveRowStore'

/** The overview grid's live rows (CampaignsGrid provides them). */
export const LiveRows = createContext<LiveRowStore | null>(null)

/**
 * A value of a campaign's current row, for a grid cell that shows what the platform's events change
 * (progress, pace, live figures): the cell re-renders when that value changes, whatever the grid does.
 * `select` must answer the same for the same row: a primitive, or a part of the row itself.
 */
export function useLiveValue<T>(id: string, select: (row: CampaignRow) => T): T | undefined {
  const store = useContext(LiveRows)
  if (!store) throw new Error('useLiveValue: render inside LiveRows')
  const read = useCallback(() => {
    const row = store.get(id)
    return row ? select(row) : undefined
  }, [store, id, select])
  return useSyncExternalStore(store.subscribe, read, read)
}
