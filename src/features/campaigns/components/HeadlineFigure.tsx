import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A figure of a campaign's progress card: what it is, and its value in large type. */
export function HeadlineFigure({
  label,
  testId,
  children
}: {
  label: string
  testId: string
  children: ReactNode
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {children}
      </Typography>
    </Box>
  )
}
