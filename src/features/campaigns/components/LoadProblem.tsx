import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'

import { useCampaignsT } from '../i18n/CampaignTexts'

/** Nothing could be loaded: why, in one message, and Retry (never an empty list beside it). */
export function LoadProblem({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { t } = useCampaignsT()
  return (
    <Alert
      severity="error"
      data-testid="load-problem"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  )
}
