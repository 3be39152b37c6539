import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

import type { GenesysCloudPage } from '@/shared/campaigns/performanceTypes'

import { FixInGenesysCloud } from './FixInGenesysCloud'
import type { ReasonText } from './reasonText'

interface DiagnosisReasonProps {
  children: ReasonText
  action?: ReactNode
  /** the Genesys Cloud page where the fix is made */
  fixIn?: GenesysCloudPage
}

/**
 * One reason of the list: what is wrong, the platform's own messages, what fixes it (with the Genesys Cloud page
 * where that is done), and an action.
 */
export function DiagnosisReason({ children, action, fixIn }: DiagnosisReasonProps) {
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
      <FixInGenesysCloud page={fixIn} />
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  )
}
