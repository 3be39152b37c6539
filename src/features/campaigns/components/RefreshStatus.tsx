import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'

import type { ApiFailure } from '@/features/sessionApi'
import { LiveMode } from '@/shared/ui/LiveMode'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { asFailureLike, failureText } from '../model/failureMessage'
import { LoadProblem } from './LoadProblem'

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
    <LoadProblem onRetry={onRetry}>
      {t(loadFailedKey)} {busy ? t('refresh.busy') : t(reason.key, reason.values)}
    </LoadProblem>
  )
}

interface FreshnessProps {
  at: string | null | undefined
  error: ApiFailure | null
  onRetry: () => void
  /** events arrive (the platform pushes changes); otherwise the page asks every `pollSeconds` */
  live: boolean
  /** events arrive for part of the page; the page asks for the rest every `pollSeconds` */
  partly?: boolean
  pollSeconds: number
}

/** "Live", "Live · the rest every 30 s" or "Updating every 5 s", with what it means on hover. */
function OverviewLiveMode({
  live,
  partly,
  pollSeconds,
  stale
}: Pick<FreshnessProps, 'live' | 'partly' | 'pollSeconds'> & { stale: boolean }) {
  const { t } = useCampaignsT()
  const [label, hint] = !live
    ? [t('refresh.polling', { seconds: pollSeconds }), t('refresh.pollingHint')]
    : stale
      ? [t('refresh.liveStale'), t('refresh.liveStaleHint')]
      : partly
        ? [
            t('refresh.livePartly', { seconds: pollSeconds }),
            t('refresh.livePartlyHint', { seconds: pollSeconds })
          ]
        : [t('refresh.live'), t('refresh.liveHint')]
  return <LiveMode live={live} label={label} hint={hint} stale={live && stale} />
}

/**
 * The overview's one line about how fresh its figures are: "Updated 10:42:07" while refreshes succeed; once
 * one fails, the last good figures stay on screen and this says so, with why and a retry: "Last updated
 * 10:42:07 — Genesys Cloud did not answer. Retrying…". It takes the place of the "Updated" line, so nothing
 * moves. (With nothing loaded at all, the grid says it instead: one message, never "no campaigns match".)
 */
export function Freshness({ live, partly, pollSeconds, ...props }: FreshnessProps) {
  if (!props.at) return null
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <OverviewLiveMode
        live={live}
        partly={partly}
        pollSeconds={pollSeconds}
        stale={props.error !== null && props.error.code !== 'aborted'}
      />
      <LastUpdate {...props} />
    </Box>
  )
}

function LastUpdate({ at, error, onRetry }: Omit<FreshnessProps, 'live' | 'partly' | 'pollSeconds'>) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const date = at ? new Date(at) : null
  const time = date && !Number.isNaN(date.getTime()) ? format.time.format(date) : null
  if (!time) return null
  if (!error || error.code === 'aborted')
    return (
      <Typography variant="body2" color="text.secondary" data-testid="updated-at" noWrap>
        {t('refresh.updated', { time })}
      </Typography>
    )
  const reason = failureText(asFailureLike(error))
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="refresh-problem"
      data-stale="true"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'warning.dark' }}
    >
      <span>
        {t('refresh.stale', {
          time,
          reason: error.status === 429 ? t('refresh.busyShort') : t(reason.key, reason.values)
        })}
      </span>
      <Button size="small" color="inherit" onClick={onRetry} sx={{ py: 0 }}>
        {t('actions.retry')}
      </Button>
    </Typography>
  )
}
