import type { CSSObject, Theme } from '@mui/material/styles'

import { CAMPAIGN_STATUS_PALETTE } from '@/shared/campaigns/campaignStatusColour'

/** The colour each status is shown in (always with its name: never colour alone), as on every screen. */
export const STATUS_COLOR = CAMPAIGN_STATUS_PALETTE

/**
 * (Sizes are strings: in an `sx`, a bare number for gap, margin or borderRadius is a multiple of the theme's
 * spacing or radius.)
 *
 * The overview's cells (grid rows and phone cards) are plain elements with these class names, styled once for
 * the whole list: an MUI component in every cell of every row (a Switch with its ripple, a Chip, a
 * LinearProgress, each with its own styles) costs every render of the rows, and the rows re-render each time
 * the platform reports progress. They look and read as MUI's small Switch, outlined Chip and LinearProgress
 * do; coloured text takes the AA shade of its colour (dark on light paper, light on dark paper), as the
 * theme's own components do (componentOverrides).
 */
export const overviewCellStyles = (theme: Theme): CSSObject => {
  const palette = theme.vars.palette
  const coloured = (color: 'success' | 'warning' | 'info' | 'error') => ({
    color: palette[color].dark,
    borderColor: palette[color].dark,
    ...theme.applyStyles('dark', { color: palette[color].light, borderColor: palette[color].light })
  })
  return {
    // The off track: the dark theme's secondary text is light, and the white thumb needs a darker one there.
    '--cm-switch-off': palette.text.secondary,
    ...theme.applyStyles('dark', { '--cm-switch-off': palette.grey[600] }),
    '& .cm-status': { display: 'flex', alignItems: 'center', gap: '4px', whiteSpace: 'nowrap' },
    // Like the outlined small Chip: 22 px high, its label in the status's colour.
    '& .cm-chip': {
      ...theme.typography.caption,
      display: 'inline-flex',
      alignItems: 'center',
      height: '22px',
      paddingInline: '7px',
      borderRadius: '11px',
      border: '1px solid',
      borderColor: palette.divider,
      color: palette.text.primary,
      lineHeight: 1
    },
    '& .cm-chip-success': coloured('success'),
    '& .cm-chip-warning': coloured('warning'),
    '& .cm-chip-info': coloured('info'),
    '& .cm-chip-error': coloured('error'),
    // The switch: a native checkbox (role="switch") over a drawn track and thumb.
    '& .cm-switch': {
      position: 'relative',
      display: 'inline-flex',
      flex: '0 0 auto',
      width: '34px',
      height: '20px',
      margin: '2px',
      borderRadius: '10px',
      backgroundColor: 'var(--cm-switch-off)',
      transition: theme.transitions.create('background-color', { duration: 150 })
    },
    '& .cm-switch input': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      margin: 0,
      opacity: 0,
      cursor: 'pointer'
    },
    '& .cm-switch-thumb': {
      position: 'absolute',
      top: '3px',
      insetInlineStart: '3px',
      width: '14px',
      height: '14px',
      borderRadius: '50%',
      backgroundColor: palette.common.white,
      pointerEvents: 'none',
      transition: theme.transitions.create('inset-inline-start', { duration: 150 })
    },
    // Logical positions only: the thumb moves to the end in either direction without a rule per direction.
    '& .cm-switch:has(input:checked)': { backgroundColor: palette.primary.main },
    '& .cm-switch:has(input:checked) .cm-switch-thumb': { insetInlineStart: '17px' },
    '& .cm-switch:has(input:focus-visible)': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: '2px'
    },
    '& .cm-switch:has(input[aria-disabled="true"])': { opacity: 0.45 },
    '& .cm-switch:has(input[aria-disabled="true"]) input': { cursor: 'default' },
    // The progress: a thin bar and the figures beside it.
    '& .cm-progress': { display: 'flex', alignItems: 'center', gap: '8px', width: '100%', minWidth: 0 },
    '& .cm-progress-track': {
      position: 'relative',
      flex: '0 0 48px',
      height: '6px',
      borderRadius: '3px',
      overflow: 'hidden',
      backgroundColor: `rgba(${palette.primary.mainChannel} / 0.24)`
    },
    '& .cm-progress-bar': {
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      backgroundColor: palette.primary.main
    },
    '& .cm-progress-figures': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap'
    }
  }
}
