import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'

/**
 * Shown while the auth state is loading or unresolved: the whole page (its own `main`, with the label as its
 * heading for screen readers), never inside a layout.
 */
export function FallbackSpinner({ label }: { label: string }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Box role="status" aria-live="polite">
        <Typography component="h1" sx={visuallyHidden}>
          {label}
        </Typography>
        <CircularProgress aria-label={label} disableShrink />
      </Box>
    </Box>
  )
}
