// Types for the CSS theme variables (theme.vars, ThemeProvider's colour-scheme props).
import type {} from '@mui/material/themeCssVarsAugmentation'

import { createTheme, type Theme } from '@mui/material/styles'

import { breakpointValues } from './breakpoints'
import { componentOverrides } from './componentOverrides'
import { displayAttributes, type Direction } from './displayOptions'
import { layoutTokens } from './layoutTokens'
import { colorShades, hexAlpha, type Mode, surfaces, textAlphas } from './palette'

export type { Mode as ThemeMode, Direction }

export interface ThemeOptions {
  direction: Direction
}

const paletteFor = (mode: Mode) => {
  const surface = surfaces[mode]
  return {
    mode,
    ...colorShades,
    primary: { ...colorShades.primary },
    background: { default: surface.background, paper: surface.paper },
    text: {
      primary: hexAlpha(surface.text, textAlphas.primary),
      secondary: hexAlpha(surface.text, textAlphas.secondary),
      disabled: hexAlpha(surface.text, textAlphas.disabled)
    },
    divider: hexAlpha(surface.text, textAlphas.divider),
    action: { active: hexAlpha(surface.text, 0.6) }
  }
}

/**
 * The app's theme: both colour schemes as CSS variables, selected by `data-mode` on <html> (set before the
 * first paint from the stored settings), so changing the mode never re-renders and never flashes. The primary
 * colour and the skin are CSS too (displayStyles.ts); only the direction needs a theme object of its own.
 */
export function createAppTheme({ direction }: ThemeOptions): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: displayAttributes.mode },
    defaultColorScheme: 'dark',
    colorSchemes: {
      light: { palette: paletteFor('light') },
      dark: { palette: paletteFor('dark') }
    },
    direction,
    breakpoints: { values: { ...breakpointValues } },
    spacing: 8,
    shape: { borderRadius: 6 },
    mixins: { toolbar: { minHeight: layoutTokens.toolbarHeight } },
    typography: {
      fontFamily: ['Inter', 'sans-serif', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto'].join(
        ','
      ),
      h1: { fontWeight: 500 },
      h2: { fontWeight: 500 },
      h3: { fontWeight: 500 },
      h4: { fontWeight: 500 },
      h5: { fontWeight: 500 },
      h6: { fontWeight: 500, letterSpacing: '0.15px' },
      button: { textTransform: 'none', fontWeight: 500 }
    },
    components: componentOverrides
  })
}
