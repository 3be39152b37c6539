import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** Full-height page without the app bar: sign-in, the callback and the error pages. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {children}
    </Box>
  )
}
