import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'

import type { ApiFailure } from '@/features/auth'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { asFailureLike, failureText } from '../model/failureMessage'

/** "Updated 10:42:07": when the figures shown were put together (no spinner on a refresh). */
export function UpdatedAt({ at }: { at: string | null | undefined }) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  if (!at) return null
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return null
  return (
    <Typography variant="body2" color="text.secondary" data-testid="updated-at">
      {t('refresh.updated', { time: format.time.format(date) })}
    </Typography>
  )
}

interface RefreshProblemProps {
  error: ApiFailure | null
  /** data is shown (from an earlier answer): a calm warning; without, an error with Retry */
  hasData: boolean
  /** the text for a first load that failed, e.g. "The campaigns could not be loaded." */
  loadFailedKey: string
  onRetry: () => void
}

/**
 * Why the last load failed. With data on screen it stays a calm, polite warning (the last figures are kept);
 * a 429 says the platform is busy and that it is retrying; a 403 names the missing permission.
 */
export function RefreshProblem({ error, hasData, loadFailedKey, onRetry }: RefreshProblemProps) {
  const { t } = useCampaignsT()
  if (!error || error.code === 'aborted') return null
  const reason = failureText(asFailureLike(error))
  const busy = error.status === 429
  if (hasData)
    return (
      <Alert severity={busy ? 'info' : 'warning'} role="status" data-testid="refresh-problem">
        {busy ? t('refresh.busy') : `${t('refresh.failed')} ${t(reason.key, reason.values)}`}
      </Alert>
    )
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
      {t(loadFailedKey)} {busy ? t('refresh.busy') : t(reason.key, reason.values)}
    </Alert>
  )
}
