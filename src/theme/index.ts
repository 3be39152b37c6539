export { createAppTheme } from './createAppTheme'
export type { ThemeOptions, ThemeMode } from './createAppTheme'
export { createDisplayStyles } from './displayStyles'
export {
  contentWidths,
  directions,
  displayAttributes,
  skins,
  whenDisplay,
  type ContentWidth,
  type Direction,
  type Skin
} from './displayOptions'
export { brand, colorShades, modes, surfaces, themeColors, type Mode, type ThemeColor } from './palette'
export { breakpointValues, BELOW_LG_QUERY } from './breakpoints'
export { layoutTokens } from './layoutTokens'
