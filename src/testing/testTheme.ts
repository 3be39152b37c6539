import { createAppTheme } from '@/theme'

/**
 * The app's theme (light, left to right) without ripples: their animation is work jsdom does for nothing on
 * every click, and it outlives the test that clicked.
 */
const theme = createAppTheme({ direction: 'ltr' })
theme.components = {
  ...theme.components,
  MuiButtonBase: { ...theme.components?.MuiButtonBase, defaultProps: { disableRipple: true } }
}

export const testTheme = theme
