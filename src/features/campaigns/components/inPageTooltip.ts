import type { TooltipProps } from '@mui/material/Tooltip'

/**
 * Tooltips rendered where their control is (inside the page's main landmark), not in a portal at the end of
 * the body, where their text would be content outside every landmark (axe: region). Fixed positioning keeps
 * them from being clipped by the table's scrolling container.
 */
export const inPageTooltip: TooltipProps['slotProps'] = {
  popper: { disablePortal: true, popperOptions: { strategy: 'fixed' } }
}
