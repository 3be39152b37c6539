import { useCallback, useMemo, useState } from 'react'

import {
  type GridDensityChoice,
  type GridPreferences,
  gridPreferencesKey,
  moveField,
  NO_GRID_PREFERENCES,
  readGridPreferences,
  writeGridPreferences
} from './gridPreferences'

/**
 * A grid's remembered choices for the signed-in person: read when the grid first renders (list screens render
 * in the browser only) and again if the person changes, written on every change.
 */
export function useGridPreferences(grid: string, personId: string, fields: readonly string[]) {
  const key = gridPreferencesKey(grid, personId)
  const fieldList = fields.join(',')
  const [read, setRead] = useState(() => ({ key, preferences: readGridPreferences(key, fields) }))
  if (read.key !== key) setRead({ key, preferences: readGridPreferences(key, fields) })
  const preferences = read.key === key ? read.preferences : NO_GRID_PREFERENCES
  const setPreferences = useCallback(
    (change: (current: GridPreferences) => GridPreferences) =>
      setRead(current => ({ key: current.key, preferences: change(current.preferences) })),
    []
  )

  const update = useCallback(
    (change: (current: GridPreferences) => GridPreferences) =>
      setPreferences(current => {
        const next = change(current)
        writeGridPreferences(key, next)
        return next
      }),
    [key, setPreferences]
  )

  return useMemo(
    () => ({
      preferences,
      setDensity: (density: GridDensityChoice) => update(current => ({ ...current, density })),
      setHidden: (hidden: string[]) => update(current => ({ ...current, hidden })),
      setWidth: (field: string, width: number) =>
        update(current => ({ ...current, widths: { ...current.widths, [field]: Math.round(width) } })),
      move: (field: string, by: number) =>
        update(current => ({ ...current, order: moveField(fieldList.split(','), current.order, field, by) })),
      reset: () => update(() => NO_GRID_PREFERENCES)
    }),
    [preferences, update, fieldList]
  )
}
