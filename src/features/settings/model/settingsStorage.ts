import { defaultSettings } from './defaultSettings'
import { type Settings, settingOptions } from './settingsTypes'

/** The localStorage item holding the display settings. */
export const SETTINGS_STORAGE_KEY = 'settings'

/**
 * Exactly the fields that are kept (docs/shell.md#display-settings): not appBar, layout, navHidden,
 * lastLayout, toastPosition.
 */
export const persistedFields = [
  'themeColor',
  'mode',
  'direction',
  'skin',
  'contentWidth',
  'navCollapsed',
  'appBarBlur',
  'verticalNavToggleType'
] as const satisfies readonly (keyof Settings)[]

export type PersistedField = (typeof persistedFields)[number]
export type PersistedSettings = Pick<Settings, PersistedField>

const isOneOf = <T>(options: readonly T[], value: unknown): value is T => options.includes(value as T)

const validators: { [K in PersistedField]: (value: unknown) => value is Settings[K] } = {
  themeColor: (value): value is Settings['themeColor'] => isOneOf(settingOptions.themeColor, value),
  mode: (value): value is Settings['mode'] => isOneOf(settingOptions.mode, value),
  direction: (value): value is Settings['direction'] => isOneOf(settingOptions.direction, value),
  skin: (value): value is Settings['skin'] => isOneOf(settingOptions.skin, value),
  contentWidth: (value): value is Settings['contentWidth'] => isOneOf(settingOptions.contentWidth, value),
  navCollapsed: (value): value is boolean => typeof value === 'boolean',
  appBarBlur: (value): value is boolean => typeof value === 'boolean',
  verticalNavToggleType: (value): value is Settings['verticalNavToggleType'] =>
    isOneOf(settingOptions.verticalNavToggleType, value)
}

/**
 * The valid stored fields of a `settings` item; anything else (unknown fields, wrong values, broken JSON)
 * is ignored.
 */
export function parseStoredSettings(raw: string | null): Partial<PersistedSettings> {
  if (!raw) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return {}
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
  const source = parsed as Record<string, unknown>
  const result: Partial<Record<PersistedField, unknown>> = {}
  for (const field of persistedFields) {
    if (validators[field](source[field])) result[field] = source[field]
  }
  return result as Partial<PersistedSettings>
}

/** The persisted fields of the settings, and nothing else. */
export function toPersistedSettings(settings: Settings): PersistedSettings {
  const result: Partial<Record<PersistedField, unknown>> = {}
  for (const field of persistedFields) result[field] = settings[field]
  return result as PersistedSettings
}

/** The defaults overlaid with what is stored (before the layout rules). */
export function readStoredSettings(storage: Pick<Storage, 'getItem'> | undefined): Settings {
  let raw: string | null = null
  try {
    raw = storage?.getItem(SETTINGS_STORAGE_KEY) ?? null
  } catch {
    // storage disabled: the defaults
  }
  return { ...defaultSettings, ...parseStoredSettings(raw) }
}

export function writeStoredSettings(storage: Pick<Storage, 'setItem'> | undefined, settings: Settings): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(toPersistedSettings(settings)))
  } catch {
    // storage full or disabled: the settings apply to this visit only
  }
}
