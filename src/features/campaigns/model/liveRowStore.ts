import type { CampaignRow } from '@/shared/campaigns/campaignTypes'

import { samePlaces } from './samePlaces'

/**
 * What the platform's events change between two answers of the server: a campaign's progress (every second
 * while it dials), the pace's time left that follows it, and its live performance figures.
 */
const LIVE_FIELDS: ReadonlySet<string> = new Set(['progress', 'pace', 'performance'])

/** Whether two versions of a row differ in more than their live fields (values compared by identity). */
function settledAlike(before: CampaignRow, after: CampaignRow) {
  const keys = Object.keys(after) as (keyof CampaignRow)[]
  if (keys.length !== Object.keys(before).length) return false
  return keys.every(key => LIVE_FIELDS.has(key) || Object.is(before[key], after[key]))
}

/**
 * The rows as the grid is given them: a row keeps its object (and the list its identity) while only its live
 * fields change, so a progress report does not make the grid re-process its rows and re-render the row's
 * cells; the cells that show live values read them from the LiveRowStore instead. A change of anything else
 * (status, name, errors…) gives the row a new object, as the grid needs. (Objects are compared by identity:
 * the overview's state keeps the objects of what did not change.)
 */
export function settledRows(
  previous: readonly CampaignRow[] | null,
  rows: readonly CampaignRow[]
): readonly CampaignRow[] {
  if (!previous) return rows
  // (the same campaigns in the same places, as after a progress report: no lookup by id)
  const inPlace = samePlaces(previous, rows)
  const before = inPlace ? null : new Map(previous.map(row => [row.id, row]))
  const settled = rows.map((row, i) => {
    const known = before ? before.get(row.id) : previous[i]
    return known && (known === row || settledAlike(known, row)) ? known : row
  })
  return inPlace && settled.every((row, i) => row === previous[i]) ? previous : settled
}

/** The current rows by id, for the cells that show live values: each is told when the rows change. */
export interface LiveRowStore {
  get: (id: string) => CampaignRow | undefined
  subscribe: (listener: () => void) => () => void
  replace: (rows: readonly CampaignRow[]) => void
}

export function createLiveRowStore(rows: readonly CampaignRow[]): LiveRowStore {
  let byId = new Map(rows.map(row => [row.id, row]))
  let shown = rows
  const listeners = new Set<() => void>()
  // The same campaigns in the same places (a progress report, a refresh): only the rows that are new objects
  // change; the map is made anew only when the page's campaigns change (2,000 rows, every second).
  const update = (next: readonly CampaignRow[]) => {
    if (!samePlaces(shown, next)) byId = new Map(next.map(row => [row.id, row]))
    else
      next.forEach((row, i) => {
        if (row !== shown[i]) byId.set(row.id, row)
      })
    shown = next
  }
  return {
    get: id => byId.get(id),
    subscribe: listener => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    replace: next => {
      update(next)
      for (const listener of listeners) listener()
    }
  }
}
