/**
 * The display options the theme selects its look from. The settings feature decides them; they reach the
 * CSS as attributes on <html> (see `displayAttributes`), so the right look shows from the first paint.
 */
export type Skin = 'default' | 'bordered' | 'semi-dark'
export const skins: readonly Skin[] = ['default', 'bordered', 'semi-dark']

export type ContentWidth = 'full' | 'boxed'
export const contentWidths: readonly ContentWidth[] = ['full', 'boxed']

export type Direction = 'ltr' | 'rtl'
export const directions: readonly Direction[] = ['ltr', 'rtl']

/** The attributes on <html> the theme's CSS is keyed on (the direction is the standard `dir`). */
export const displayAttributes = {
  mode: 'data-mode',
  themeColor: 'data-theme-color',
  skin: 'data-skin',
  contentWidth: 'data-content-width',
  appBarBlur: 'data-app-bar-blur'
} as const

/** `[data-content-width="boxed"] &`-style selectors for styles that depend on a display option. */
export const whenDisplay = (attribute: keyof typeof displayAttributes, value: string) =>
  `[${displayAttributes[attribute]}="${value}"] &`
