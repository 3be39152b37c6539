import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

import type { ReasonText } from './reasonText'

/** One reason of the list: what is wrong, the platform's own messages, what fixes it, and an action. */
export function DiagnosisReason({ children, action }: { children: ReasonText; action?: ReactNode }) {
  const { text, details, fix } = children
  return (
    <Box component="li" sx={{ py: 0.75 }}>
      <Typography sx={{ fontWeight: 500 }}>{text}</Typography>
      {details && details.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
          {details.map(detail => (
            <Typography component="li" variant="body2" key={detail}>
              {detail}
            </Typography>
          ))}
        </Box>
      )}
      {fix && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {fix}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  )
}
