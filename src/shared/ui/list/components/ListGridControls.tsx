import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import type { GridDensity } from '@mui/x-data-grid'

import { GRID_DENSITIES } from '@/shared/ui/grid/gridPreferences'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

interface ListGridControlsProps {
  density: GridDensity
  onDensity: (density: GridDensity) => void
  /** opens the grid's columns panel (show, hide) */
  onColumns: () => void
}

/** The grid's own choices, at the toolbar's end: its density and its columns (both remembered per person). */
export function ListGridControls({ density, onDensity, onColumns }: ListGridControlsProps) {
  const { t } = useScreenTexts()
  return (
    <>
      <TextField
        select
        size="small"
        label={t('lists.grid.density')}
        value={density}
        onChange={event => onDensity(event.target.value as GridDensity)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: 140 }}
      >
        {GRID_DENSITIES.map(choice => (
          <option key={choice} value={choice}>
            {t(`lists.grid.densities.${choice}`)}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<ViewColumnOutlined />} onClick={onColumns}>
        {t('lists.grid.columns')}
      </Button>
    </>
  )
}
