import Typography from '@mui/material/Typography'
import { GridOverlay } from '@mui/x-data-grid'

/** In place of rows: why there are none (nothing matches, or none yet), or nothing while that is not known. */
export function ListNoRows({ text }: { text?: string }) {
  return (
    <GridOverlay>
      {text && (
        <Typography color="text.secondary" sx={{ py: 6 }}>
          {text}
        </Typography>
      )}
    </GridOverlay>
  )
}
