import { useLayoutEffect, useState } from 'react'

import type { CampaignRow } from '@/shared/campaigns/campaignTypes'

import { createLiveRowStore, type LiveRowStore, settledRows } from '../model/liveRowStore'

/**
 * The overview grid's rows in two parts: the rows the grid is given, anew only when more than their live
 * values change (settledRows), and the store of the current rows that the cells showing those values read
 * (useLiveValue), told after each change, before the screen paints.
 */
export function useSettledRows(rows: readonly CampaignRow[]): {
  live: LiveRowStore
  gridRows: readonly CampaignRow[]
} {
  const [live] = useState(() => createLiveRowStore(rows))
  useLayoutEffect(() => live.replace(rows), [live, rows])
  const [settled, setSettled] = useState({ rows, grid: rows })
  const gridRows = settled.rows === rows ? settled.grid : settledRows(settled.grid, rows)
  if (settled.rows !== rows) setSettled({ rows, grid: gridRows })
  return { live, gridRows }
}
