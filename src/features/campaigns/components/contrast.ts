import type { Theme } from '@mui/material/styles'

/**
 * The texts of the fields below it in AA contrast (4.5:1) on the card, light and dark. The theme colours its
 * own components' text with the `dark` shade on light surfaces and the `light` one on dark surfaces
 * (src/theme/palette.ts), but MUI's form labels and helper texts use the brand hues: a focused label in
 * primary #9155FD is 4.27:1 on white and 3.06:1 on the dark card. Here: the focused label in primary's text
 * shade, labels and messages in error in error's, and a disabled field's helper text (what the field is for,
 * or why it is disabled) in the secondary text colour instead of the disabled one (2.1:1).
 */
export const fieldContrast = (theme: Theme) => ({
  '& .MuiFormLabel-root.Mui-focused:not(.Mui-error)': {
    color: theme.vars.palette.primary.dark,
    ...theme.applyStyles('dark', { color: theme.vars.palette.primary.light })
  },
  '& .MuiFormLabel-root.Mui-error, & .MuiFormHelperText-root.Mui-error': {
    color: theme.vars.palette.error.dark,
    ...theme.applyStyles('dark', { color: theme.vars.palette.error.light })
  },
  '& .MuiFormHelperText-root.Mui-disabled:not(.Mui-error)': { color: theme.vars.palette.text.secondary }
})

/**
 * The background of selected rows and of the toolbar that acts on them: the primary hue at 8 %. The coloured
 * text shades are made for the plain card (about 5.2:1 there); MUI's own selected (16 % in dark mode) and
 * hover backgrounds take the links and status chips in them under 4.5:1, 8 % keeps every one above it.
 */
export const selectionTint = (theme: Theme) => `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
