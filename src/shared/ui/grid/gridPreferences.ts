/**
 * A person's choices for one data grid (density, hidden columns, widths, order), kept in local storage like
 * the display settings: validated on the way in, anything unknown or malformed dropped field by field, so a
 * stale or tampered item can never break the screen. One item per grid and person.
 */
export const GRID_DENSITIES = ['compact', 'standard', 'comfortable'] as const
export type GridDensityChoice = (typeof GRID_DENSITIES)[number]

export interface GridPreferences {
  density: GridDensityChoice | null
  /** column fields the person hid */
  hidden: string[]
  /** px per column field the person resized */
  widths: Record<string, number>
  /** column fields in the person's order (unknown ones dropped, missing ones appended) */
  order: string[]
  /** columns hidden by default that the person chose to show (absent: none) */
  shown?: string[]
}

export const NO_GRID_PREFERENCES: GridPreferences = { density: null, hidden: [], widths: {}, order: [] }

export const MIN_COLUMN_WIDTH = 48
export const MAX_COLUMN_WIDTH = 800

/** local storage key of a grid's preferences for a person (the person's id keeps two people apart). */
export const gridPreferencesKey = (grid: string, personId: string) => `grid.${grid}.${personId}`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The valid parts of a stored item, for a grid whose columns are `fields`. */
export function parseGridPreferences(raw: string | null, fields: readonly string[]): GridPreferences {
  if (!raw) return NO_GRID_PREFERENCES
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return NO_GRID_PREFERENCES
  }
  if (!isRecord(parsed)) return NO_GRID_PREFERENCES
  const known = new Set(fields)
  const fieldList = (value: unknown) =>
    Array.isArray(value)
      ? [...new Set(value.filter((field): field is string => typeof field === 'string' && known.has(field)))]
      : []
  const widths: Record<string, number> = {}
  if (isRecord(parsed.widths))
    for (const [field, width] of Object.entries(parsed.widths))
      if (
        known.has(field) &&
        typeof width === 'number' &&
        Number.isFinite(width) &&
        width >= MIN_COLUMN_WIDTH &&
        width <= MAX_COLUMN_WIDTH
      )
        widths[field] = Math.round(width)
  return {
    density: GRID_DENSITIES.includes(parsed.density as GridDensityChoice)
      ? (parsed.density as GridDensityChoice)
      : null,
    // Every column hidden would leave an empty grid with no header to bring one back.
    hidden: ((hidden: string[]) => (hidden.length >= fields.length ? [] : hidden))(fieldList(parsed.hidden)),
    widths,
    order: fieldList(parsed.order),
    ...(parsed.shown === undefined ? {} : { shown: fieldList(parsed.shown) })
  }
}

/**
 * The preferences as they apply to a grid with columns hidden until chosen (`defaultHidden`): those are hidden
 * unless the person showed them, whatever they chose before the columns existed.
 */
export function withDefaultHidden(
  preferences: GridPreferences,
  defaultHidden: readonly string[]
): GridPreferences {
  if (defaultHidden.length === 0) return preferences
  const shown = preferences.shown ?? []
  const hidden = defaultHidden.filter(field => !shown.includes(field) && !preferences.hidden.includes(field))
  return hidden.length === 0 ? preferences : { ...preferences, hidden: [...preferences.hidden, ...hidden] }
}

/** `fields` in the person's order: the ones they placed first, in their order, then the rest as defined. */
export function orderedFields(fields: readonly string[], order: readonly string[]): string[] {
  const placed = order.filter(field => fields.includes(field))
  return [...placed, ...fields.filter(field => !placed.includes(field))]
}

/** `order` with `field` moved by `by` places (clamped), starting from the full ordered list. */
export function moveField(fields: readonly string[], order: readonly string[], field: string, by: number) {
  const list = orderedFields(fields, order)
  const from = list.indexOf(field)
  if (from < 0) return list
  const to = Math.max(0, Math.min(list.length - 1, from + by))
  list.splice(from, 1)
  list.splice(to, 0, field)
  return list
}

export function readGridPreferences(key: string, fields: readonly string[]): GridPreferences {
  try {
    return parseGridPreferences(window.localStorage.getItem(key), fields)
  } catch {
    // Storage blocked (a cross-site frame, a private mode): the defaults, every time.
    return NO_GRID_PREFERENCES
  }
}

export function writeGridPreferences(key: string, preferences: GridPreferences) {
  try {
    window.localStorage.setItem(key, JSON.stringify(preferences))
  } catch {
    // Not kept: the choice still applies until the page is left.
  }
}
