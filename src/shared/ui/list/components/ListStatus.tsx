import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'

import { type ListFailure, listFailureText } from '../model/listFailure'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

interface ListStatusProps {
  texts: string
  loading: boolean
  error: ListFailure | null
  /** when the rows shown were answered: said after a failure that kept them (stale) */
  updatedAt: number | null
  onRetry: () => void
}

/**
 * How a list's request is going, above its rows: a thin bar while one runs (its place kept, so the rows never
 * move), and a failure with Retry. The rows answered before stay, and the time they are from is said.
 */
export function ListStatus({ texts, loading, error, updatedAt, onRetry }: ListStatusProps) {
  const { t, language } = useScreenTexts()
  const stale =
    error && updatedAt !== null
      ? t('lists.lastUpdated', {
          time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(updatedAt)
        })
      : null
  const reason = error ? listFailureText(error) : null
  return (
    <>
      {error && (
        <Alert
          severity="error"
          sx={{ mx: 2.5, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('lists.retry')}
            </Button>
          }
        >
          {t(`${texts}.loadError`)} {reason && t(reason.key, reason.values)}
          {stale && ` ${stale}`}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t(`${texts}.loading`)} />}</Box>
    </>
  )
}
