import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'

import { AppLogo } from './AppLogo'

/**
 * The full-screen loading view with the logo and a spinner, while sign-in is in progress; its label is the
 * page's heading.
 */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3
      }}
    >
      <AppLogo size={64} />
      <CircularProgress disableShrink aria-hidden="true" />
      <Typography component="h1" variant="body1" color="text.secondary">
        {label}
      </Typography>
    </Box>
  )
}
