import type { TooltipProps } from '@mui/material/Tooltip'

/**
 * Tooltips rendered inside the page's main landmark, not at the end of the body, where their text would be
 * content outside every landmark (axe: region); and not inside their control's container either: the data
 * grid positions its rows with transforms, which would clip a tooltip there and make the grid's scrolling
 * area scroll (axe: scrollable-region-focusable). Fixed positioning keeps them from being clipped.
 */
export const inPageTooltip: TooltipProps['slotProps'] = {
  popper: {
    container: () => document.querySelector('main') ?? document.body,
    popperOptions: { strategy: 'fixed' }
  }
}
