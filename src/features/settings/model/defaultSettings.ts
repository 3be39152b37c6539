import type { Settings } from './settingsTypes'

/**
 * The defaults of the spec (section 2): horizontal layout, dark mode, left-to-right, bordered skin, full
 * content width, navigation hidden, fixed app bar with blur, toasts top-right.
 */
export const defaultSettings: Readonly<Settings> = Object.freeze({
  mode: 'dark',
  skin: 'bordered',
  appBar: 'fixed',
  appBarBlur: true,
  layout: 'horizontal',
  lastLayout: 'horizontal',
  contentWidth: 'full',
  direction: 'ltr',
  themeColor: 'primary',
  navHidden: true,
  navCollapsed: false,
  verticalNavToggleType: 'accordion',
  toastPosition: 'top-right'
})

/** The top progress bar during route changes: on (a constant of the product, not a stored setting). */
export const ROUTING_LOADER = true
