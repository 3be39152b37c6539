import { createTheme, type Theme } from '@mui/material/styles'

import { brand, surfaces } from './palette'

export type ThemeMode = 'light' | 'dark'
export type Direction = 'ltr' | 'rtl'

export interface ThemeOptions {
  mode: ThemeMode
  direction: Direction
}

const textAlpha = (hex: string, alpha: number) => {
  const n = parseInt(hex.slice(1), 16)
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`
}

export function createAppTheme({ mode, direction }: ThemeOptions): Theme {
  const surface = surfaces[mode]
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    spacing: 8,
    shape: { borderRadius: 6 },
    mixins: { toolbar: { minHeight: 64 } },
    palette: {
      mode,
      primary: { main: brand.primary, contrastText: '#FFFFFF' },
      secondary: { main: brand.secondary },
      success: { main: brand.success },
      error: { main: brand.error },
      warning: { main: brand.warning },
      info: { main: brand.info },
      background: { default: surface.background, paper: surface.paper },
      text: {
        primary: textAlpha(surface.text, 0.87),
        secondary: textAlpha(surface.text, mode === 'dark' ? 0.72 : 0.68),
        disabled: textAlpha(surface.text, 0.38)
      },
      divider: textAlpha(surface.text, 0.12)
    },
    typography: {
      fontFamily: ['Inter', 'sans-serif', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto'].join(
        ','
      ),
      button: { textTransform: 'none', fontWeight: 500 }
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: `1px solid ${textAlpha(surface.text, 0.12)}` } }
      }
    }
  })
}
