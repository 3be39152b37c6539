import Box from '@mui/material/Box'
import type { GridDensity } from '@mui/x-data-grid'

// The house grid's heights at each density (the grid's own factors: 0.7 compact, 1.3 comfortable, rounded
// down), for rows of 44 px and headers of 48 px as AppDataGrid's screens set them.
const ROW_HEIGHT: Record<GridDensity, number> = { compact: 30, standard: 44, comfortable: 57 }
const HEADER_HEIGHT: Record<GridDensity, number> = { compact: 33, standard: 48, comfortable: 62 }

/**
 * What stands in the grid's place before its first rows can be shown: its header and skeleton rows at the
 * density's heights, painted as one element, in the space the grid will fill. The grid itself (its code and its
 * first render, the heaviest part of a list screen's start) comes once with the rows, instead of once empty and
 * once again with them; nothing around it moves when it does.
 */
export function GridPlaceholder({ density, testId }: { density: GridDensity; testId?: string }) {
  const header = HEADER_HEIGHT[density]
  return (
    <Box
      aria-hidden="true"
      data-testid={testId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: `0 0 ${header}px`, borderBottom: 1, borderColor: 'divider' }} />
      <Box
        sx={theme => ({
          flex: '1 1 auto',
          '--bar': theme.vars?.palette.action.hover,
          // a bar in each row: 16 px in from the sides, its row's height less 10 px above and below
          backgroundImage: `linear-gradient(to bottom, transparent 10px, var(--bar) 10px, var(--bar) calc(100% - 10px), transparent calc(100% - 10px))`,
          backgroundSize: `calc(100% - 32px) ${ROW_HEIGHT[density]}px`,
          backgroundPosition: '16px 0',
          backgroundRepeat: 'repeat-y',
          animation: 'cm-grid-placeholder 1.6s ease-in-out 0.5s infinite',
          '@keyframes cm-grid-placeholder': { '50%': { opacity: 0.6 } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' }
        })}
      />
    </Box>
  )
}
