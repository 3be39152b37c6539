import Typography from '@mui/material/Typography'
import { type GridRowId, GridOverlay } from '@mui/x-data-grid'
import { createContext, useContext } from 'react'

import { GridRowCheckbox, type GridRowCheckboxProps } from '@/shared/ui/grid/GridRowCheckbox'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { LoadProblem } from './LoadProblem'

/** The overview grid's own parts (its `slots`): the rows' checkboxes by name, and the no-rows message. */

/** "Select Spring renewals": a row's checkbox named after its campaign (the grid's own says "Select row"). */
export const RowNames = createContext<ReadonlyMap<GridRowId, string>>(new Map())

export function RowCheckbox({ rowId, slotProps, ...props }: GridRowCheckboxProps & { rowId?: GridRowId }) {
  const { t } = useCampaignsT()
  const name = useContext(RowNames).get(rowId ?? '')
  return (
    <GridRowCheckbox
      {...props}
      slotProps={{
        htmlInput: {
          ...slotProps?.htmlInput,
          ...(name !== undefined && { 'aria-label': t('table.select', { name }) })
        }
      }}
    />
  )
}

/** No rows: either nothing matches, or nothing could be loaded (never both, never "no match" after a failure). */
export function NoRows({ failure, onRetry }: { failure?: string | null; onRetry?: () => void }) {
  const { t } = useCampaignsT()
  return (
    <GridOverlay>
      {failure ? (
        <LoadProblem onRetry={onRetry}>{failure}</LoadProblem>
      ) : (
        <Typography color="text.secondary">{t('table.empty')}</Typography>
      )}
    </GridOverlay>
  )
}
