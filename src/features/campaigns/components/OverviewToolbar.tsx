import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { GridDensity } from '@mui/x-data-grid'
import { memo, type ReactNode } from 'react'

import { GRID_DENSITIES } from '@/shared/ui/grid/gridPreferences'

import { useCampaignsT } from '../i18n/CampaignTexts'

interface OverviewToolbarProps {
  /** the search and filters */
  filters: ReactNode
  density: GridDensity
  onDensity: (density: GridDensity) => void
  onColumns: () => void
  /** shown over the toolbar (the bulk actions, an action's result): it covers, never pushes the rows down */
  overlay: ReactNode
}

/**
 * The bar above the grid: filters, density and the columns panel. Selection and results take its place
 * (laid over it, same height), so the rows never move when they come and go.
 */
export const OverviewToolbar = memo(function OverviewToolbar({
  filters,
  density,
  onDensity,
  onColumns,
  overlay
}: OverviewToolbarProps) {
  const { t } = useCampaignsT()
  return (
    <Box sx={{ position: 'relative', borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 1.5, py: 1 }}>
        <Box sx={{ flex: '1 1 560px', minWidth: 0 }}>{filters}</Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            select
            size="small"
            label={t('grid.density')}
            value={density}
            onChange={event => onDensity(event.target.value as GridDensity)}
            sx={{ width: 130 }}
            data-testid="grid-density"
          >
            {GRID_DENSITIES.map(choice => (
              <MenuItem key={choice} value={choice}>
                {t(`grid.densities.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ViewColumnOutlined />}
            onClick={onColumns}
            data-testid="grid-columns"
          >
            {t('grid.columns')}
          </Button>
        </Box>
      </Box>
      {overlay && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 2,
            display: 'flex',
            flexDirection: 'column',
            bgcolor: 'background.paper',
            overflowY: 'auto'
          }}
        >
          {overlay}
        </Box>
      )}
    </Box>
  )
})
