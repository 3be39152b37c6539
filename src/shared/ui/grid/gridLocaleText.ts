import type { GridLocaleText } from '@mui/x-data-grid'
import { arSD, deDE, esES, frFR } from '@mui/x-data-grid/locales'

const LOCALES: Record<
  string,
  { components: { MuiDataGrid: { defaultProps: { localeText: Partial<GridLocaleText> } } } }
> = { fr: frFR, es: esES, de: deDE, ar: arSD }

/** The data grid's own texts (menus, density, column panel, pagination) in the app's language; English by default. */
export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const base = language.split('-')[0] ?? 'en'
  return LOCALES[base]?.components.MuiDataGrid.defaultProps.localeText ?? {}
}
