import { useCallback, useMemo, useState } from 'react'

import {
  type GridDensityChoice,
  type GridPreferences,
  gridPreferencesKey,
  moveField,
  NO_GRID_PREFERENCES,
  readGridPreferences,
  withDefaultHidden,
  writeGridPreferences
} from './gridPreferences'

const NONE: readonly string[] = []

/**
 * A grid's remembered choices for the signed-in person: read when the grid first renders (list screens render
 * in the browser only) and again if the person changes, written on every change.
 */
export function useGridPreferences(
  grid: string,
  personId: string,
  fields: readonly string[],
  /** columns hidden until the person shows them */
  defaultHidden: readonly string[] = NONE
) {
  const key = gridPreferencesKey(grid, personId)
  const fieldList = fields.join(',')
  const [read, setRead] = useState(() => ({ key, preferences: readGridPreferences(key, fields) }))
  if (read.key !== key) setRead({ key, preferences: readGridPreferences(key, fields) })
  const stored = read.key === key ? read.preferences : NO_GRID_PREFERENCES
  const preferences = useMemo(() => withDefaultHidden(stored, defaultHidden), [stored, defaultHidden])
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
      setHidden: (hidden: string[]) =>
        update(current => ({
          ...current,
          hidden,
          shown: defaultHidden.filter(field => !hidden.includes(field))
        })),
      setWidth: (field: string, width: number) =>
        update(current => ({ ...current, widths: { ...current.widths, [field]: Math.round(width) } })),
      move: (field: string, by: number) =>
        update(current => ({ ...current, order: moveField(fieldList.split(','), current.order, field, by) })),
      reset: () => update(() => NO_GRID_PREFERENCES)
    }),
    [preferences, update, fieldList, defaultHidden]
  )
}
