import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { memo, useId } from 'react'

import type { ApiFailure } from '@/features/sessionApi'
import type { CampaignToday as CampaignTodayAnswer } from '@/shared/campaigns/campaignTodayTypes'
import { ACTIVE_STATUSES, type CampaignStatus } from '@/shared/campaigns/campaignTypes'

import { useCampaignToday } from '../hooks/useCampaignToday'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { asFailureLike, failureText, type FailureText } from '../model/failureMessage'
import { TodayChartBlock } from './today/TodayChartBlock'
import { TodayEventsBlock } from './today/TodayEventsBlock'
import { type TodayFormat, useTodayFormat } from './today/todayParts'
import { TodayTimelineBlock } from './today/TodayTimelineBlock'

export interface CampaignTodayProps {
  campaignId: string
  status: CampaignStatus
  /** the campaign's abandon target in % (power and predictive), null when it has none */
  abandonTarget: number | null
}

/** A failure in words (a missing permission by its name, in the shared wording). */
function reasonOf(error: ApiFailure): FailureText {
  if (error.status === 429) return { key: 'refresh.busyShort' }
  return failureText(asFailureLike(error))
}

/**
 * "Today at a glance" on a campaign's page (issue 16): over the last 24 hours, pace and abandon rate per interval
 * as the platform's analytics counted them (whoever watched), as a chart with the same figures in words, the campaign's states and health as a timeline, and the dialer's events about
 * it in words. Refreshed every minute while the campaign is active; a failed refresh keeps what was shown and
 * says it is stale; what could not be read is said as such, never as "nothing". Memoised: the page refreshes
 * every few seconds, this section (and its chart) only when its own answer or props change.
 */
export const CampaignToday = memo(function CampaignToday({
  campaignId,
  status,
  abandonTarget
}: CampaignTodayProps) {
  const { t } = useCampaignsT()
  const today = useCampaignToday(campaignId, ACTIVE_STATUSES.includes(status))
  const fmt = useTodayFormat()
  const headingId = useId()
  const { data, error, loading } = today
  const failedFirst = !data && !!error && error.code !== 'aborted'

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading}
      data-testid="campaign-today"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, minHeight: 40 }}>
        <Box sx={{ flex: '1 1 auto' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {t('today.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('today.window')}
          </Typography>
        </Box>
        <Freshness data={data} error={error} loading={loading} onRetry={today.refreshNow} fmt={fmt} />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gap: 3
        }}
      >
        <TodayChartBlock
          data={data}
          failed={failedFirst}
          abandonTarget={abandonTarget}
          activityReadAt={today.activityReadAt}
          fmt={fmt}
        />
        <TodayTimelineBlock data={data} failed={failedFirst} fmt={fmt} />
      </Box>
      <TodayEventsBlock data={data} failed={failedFirst} eventsReadAt={today.eventsReadAt} fmt={fmt} />
    </Card>
  )
})

interface FreshnessProps {
  data: CampaignTodayAnswer | null
  error: ApiFailure | null
  loading: boolean
  onRetry: () => void
  fmt: TodayFormat
}

/** "Updated 10:42"; once a load failed: what is shown is from when, why, and Retry; nothing loaded: why, Retry. */
function Freshness({ data, error, loading, onRetry, fmt }: FreshnessProps) {
  const { t } = useCampaignsT()
  if (loading)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('today.loading')}
      </Typography>
    )
  const failed = error && error.code !== 'aborted'
  if (!failed)
    return data ? (
      <Typography variant="body2" color="text.secondary" data-testid="today-updated">
        {t('today.updated', { time: fmt.time(new Date(data.to)) })}
      </Typography>
    ) : null
  const reason = reasonOf(error)
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="today-problem"
      data-stale={data ? 'true' : 'false'}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: data ? 'warning.dark' : 'error.dark' }}
    >
      <span>
        {data
          ? t('today.stale', { time: fmt.time(new Date(data.to)), reason: t(reason.key, reason.values) })
          : `${t('today.loadFailed')} ${t(reason.key, reason.values)}`}
      </span>
      <Button size="small" color="inherit" onClick={onRetry} sx={{ py: 0 }}>
        {t('actions.retry')}
      </Button>
    </Typography>
  )
}
