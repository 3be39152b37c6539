import Box from '@mui/material/Box'
import { gridDimensionsSelector, useGridApiContext, useGridSelector } from '@mui/x-data-grid'

/**
 * Skeleton rows at the rows' own height (the density's), before the first rows arrive: one element painted
 * with a repeating gradient, gently pulsing. The grid's own skeleton is an animated component in every cell
 * of every row (about 250 on a wall screen), which cost the overview's first render more than its rows.
 */
export function GridSkeletonRows() {
  const apiRef = useGridApiContext()
  const { rowHeight } = useGridSelector(apiRef, gridDimensionsSelector)
  return (
    <Box
      aria-hidden="true"
      data-testid="grid-skeleton"
      sx={theme => ({
        height: '100%',
        '--bar': theme.vars?.palette.action.hover,
        // a bar in each row: 16 px in from the sides, its row's height less 10 px above and below
        backgroundImage: `linear-gradient(to bottom, transparent 10px, var(--bar) 10px, var(--bar) calc(100% - 10px), transparent calc(100% - 10px))`,
        backgroundSize: `calc(100% - 32px) ${rowHeight}px`,
        backgroundPosition: '16px 0',
        backgroundRepeat: 'repeat-y',
        animation: 'cm-grid-skeleton 1.6s ease-in-out 0.5s infinite',
        '@keyframes cm-grid-skeleton': { '50%': { opacity: 0.4 } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' }
      })}
    />
  )
}
