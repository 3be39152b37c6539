import type {} from '@mui/material/themeCssVarsAugmentation'

import type { Components, Theme } from '@mui/material/styles'

import { themeColors, type ThemeColor } from './palette'

type AppTheme = Omit<Theme, 'components'>

const isThemeColor = (color: unknown): color is ThemeColor =>
  typeof color === 'string' && (themeColors as string[]).includes(color)

/** A touch darker than a colour, for hovering over a filled surface. */
const deeper = (color: string) => `color-mix(in srgb, ${color} 84%, black)`

/**
 * Colour text in AA contrast: the `dark` shade on light surfaces, the `light` shade on dark ones (palette.ts).
 */
const colouredText = (theme: AppTheme, color: ThemeColor, property: string) => ({
  [property]: theme.vars.palette[color].dark,
  ...theme.applyStyles('dark', { [property]: theme.vars.palette[color].light })
})

export const componentOverrides: Components<Omit<Theme, 'components'>> = {
  MuiCssBaseline: {
    styleOverrides: {
      body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' }
    }
  },
  MuiPaper: {
    // No elevation overlay in dark mode: the dark paper colour is the surface (Materio).
    styleOverrides: { root: { backgroundImage: 'none' } }
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { border: 'var(--cm-surface-border)', boxShadow: 'var(--cm-surface-shadow)' }
    }
  },
  MuiPopover: {
    styleOverrides: {
      paper: { border: 'var(--cm-surface-border)', boxShadow: 'var(--cm-shadow-md)' }
    }
  },
  MuiMenu: {
    styleOverrides: {
      paper: { border: 'var(--cm-surface-border)', boxShadow: 'var(--cm-shadow-md)' }
    }
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme, ownerState }) => {
        const color = ownerState.color
        if (!isThemeColor(color)) return {}
        const shades = theme.vars.palette[color]
        return {
          '--variant-containedBg': shades.dark,
          '--variant-containedColor': shades.contrastText,
          ...colouredText(theme, color, '--variant-textColor'),
          ...colouredText(theme, color, '--variant-outlinedColor'),
          '&:hover': { '--variant-containedBg': deeper(shades.dark) }
        }
      }
    }
  },
  MuiFab: {
    styleOverrides: {
      root: ({ theme, ownerState }) => {
        const color = ownerState.color
        if (!isThemeColor(color)) return {}
        const shades = theme.vars.palette[color]
        return {
          backgroundColor: shades.dark,
          color: shades.contrastText,
          '&:hover': { backgroundColor: deeper(shades.dark) }
        }
      }
    }
  },
  MuiChip: {
    styleOverrides: {
      root: ({ theme, ownerState }) => {
        const color = ownerState.color
        if (!isThemeColor(color)) return {}
        const shades = theme.vars.palette[color]
        if (ownerState.variant === 'outlined') return colouredText(theme, color, 'color')
        return { backgroundColor: shades.dark, color: shades.contrastText }
      }
    }
  },
  MuiBadge: {
    styleOverrides: {
      badge: ({ theme, ownerState }) => {
        const color = ownerState.color
        if (!isThemeColor(color)) return {}
        const shades = theme.vars.palette[color]
        return { backgroundColor: shades.dark, color: shades.contrastText }
      }
    }
  },
  MuiLink: {
    styleOverrides: {
      root: ({ theme, ownerState }) => {
        const color = ownerState.color
        return isThemeColor(color) ? colouredText(theme, color, 'color') : {}
      }
    }
  },
  // Form labels and messages take the brand hues in MUI (a focused label in #9155FD is 4.27:1 on white and
  // 3.06:1 on the dark card; error.main 3.3:1): here in the text shades, as everywhere else.
  MuiFormLabel: {
    styleOverrides: {
      root: ({ theme, ownerState }) => ({
        '&.Mui-focused:not(.Mui-error)': colouredText(
          theme,
          isThemeColor(ownerState.color) ? ownerState.color : 'primary',
          'color'
        ),
        '&.Mui-error': colouredText(theme, 'error', 'color')
      })
    }
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-error': colouredText(theme, 'error', 'color'),
        // what a disabled field is for, or why it is disabled, stays readable (the disabled grey is 2.1:1)
        '&.Mui-disabled:not(.Mui-error)': { color: theme.vars.palette.text.secondary }
      })
    }
  },
  MuiAppBar: {
    styleOverrides: { root: { backgroundImage: 'none' } }
  },
  MuiTooltip: {
    styleOverrides: { tooltip: { fontSize: '0.8125rem' } }
  }
}
