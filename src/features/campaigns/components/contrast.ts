import type { Theme } from '@mui/material/styles'

/**
 * The background of selected rows and of the toolbar that acts on them: the primary hue at 8 %. The coloured
 * text shades are made for the plain card (about 5.2:1 there); MUI's own selected (16 % in dark mode) and
 * hover backgrounds take the links and status chips in them under 4.5:1, 8 % keeps every one above it.
 */
export const selectionTint = (theme: Theme) => `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
