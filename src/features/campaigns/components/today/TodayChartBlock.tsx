import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import dynamic from 'next/dynamic'
import { useId } from 'react'

import type { CampaignTodayActivityProblem } from '@/shared/campaigns/campaignTodayTypes'

import { useCampaignsT } from '../../i18n/CampaignTexts'
import { missingPermissionText } from '../../model/failureMessage'
import {
  type TodayChartFigures,
  todayChartAxis,
  todayChartFigures,
  todayChartPoints
} from '../../model/todayChart'
import { BlockTitle, type BlockProps, Note, NotLoaded, type TodayFormat } from './todayParts'

// Fixed sizes: the block has its final size from the first render (skeletons of the same size while it loads).
const CHART_HEIGHT = 240
const SUMMARY_HEIGHT = 72

// The chart (MUI X Charts) is a chunk of its own, loaded when this section first shows: not in the app's first
// load, nor in the overview's code (docs/architecture.md). Its placeholder has its size.
const TodayChart = dynamic(() => import('../CampaignTodayChart').then(module => module.CampaignTodayChart), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={CHART_HEIGHT} />
})

type T = ReturnType<typeof useCampaignsT>['t']

/** The figures of the chart in words: its accessible alternative, shown to everyone under it. */
function chartSummary(
  figures: TodayChartFigures,
  abandonTarget: number | null,
  fmt: TodayFormat,
  t: T,
  to: Date
) {
  const lines = [
    t('today.chart.span', {
      minutes: fmt.integer(figures.minutes),
      from: fmt.when(figures.from, to),
      to: fmt.when(figures.to, to),
      attempted: fmt.integer(figures.attempted),
      connected: fmt.integer(figures.connected),
      abandoned: fmt.integer(figures.abandoned)
    }),
    t('today.chart.paceSummary', { latest: fmt.pace(figures.latestPace), max: fmt.pace(figures.highestPace) })
  ]
  const { abandonRate, latestAbandonRate, highestAbandonRate } = figures
  if (abandonRate === null || latestAbandonRate === null || highestAbandonRate === null)
    lines.push(t('today.chart.abandonUnknown'))
  else {
    const values = {
      overall: fmt.percent(abandonRate),
      latest: fmt.percent(latestAbandonRate),
      max: fmt.percent(highestAbandonRate)
    }
    lines.push(
      abandonTarget === null
        ? t('today.chart.abandonSummary', values)
        : t('today.chart.abandonSummaryTarget', { ...values, target: fmt.percent(abandonTarget) })
    )
  }
  return lines
}

/** Why there is no chart: the platform refused analytics (which permission), or reading them failed. */
function ActivityProblem({ problem }: { problem: CampaignTodayActivityProblem | null | undefined }) {
  const { t } = useCampaignsT()
  let text = t('today.chart.failed')
  if (problem?.kind === 'noPermission') {
    const { key, values } = missingPermissionText(problem.missing.permissions, problem.missing.anyOf)
    text = `${t('today.chart.noPermission')} ${t(key, values)}`
  }
  return (
    <Box sx={{ height: CHART_HEIGHT + SUMMARY_HEIGHT }}>
      <Alert
        severity={problem?.kind === 'noPermission' ? 'info' : 'warning'}
        data-testid="today-chart-problem"
      >
        {text}
      </Alert>
    </Box>
  )
}

/**
 * Pace and abandon rate per interval, as the platform's analytics counted them, with the same figures in words;
 * when a refresh could not read analytics, the figures of an earlier one, said to be as of then.
 */
export function TodayChartBlock({
  data,
  failed,
  fmt,
  abandonTarget,
  activityReadAt
}: BlockProps & { abandonTarget: number | null; activityReadAt: string | null }) {
  const { t } = useCampaignsT()
  const titleId = useId()
  const activity = data?.activity ?? null
  const to = data ? new Date(data.to) : new Date()
  const figures = activity && todayChartFigures(activity)
  const axis = activity && data && todayChartAxis(activity, data.to)
  let body
  if (failed) body = <NotLoaded height={CHART_HEIGHT + SUMMARY_HEIGHT} />
  else if (!data)
    body = (
      <>
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
        <Box sx={{ height: SUMMARY_HEIGHT, pt: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </Box>
      </>
    )
  else if (activity === null) body = <ActivityProblem problem={data.activityUnavailable} />
  else if (!figures || !axis)
    body = <Note height={CHART_HEIGHT + SUMMARY_HEIGHT}>{t('today.chart.empty')}</Note>
  else
    body = (
      <>
        {activityReadAt && (
          <Typography
            variant="body2"
            role="status"
            sx={{ color: 'warning.dark', mb: 1 }}
            data-testid="today-chart-stale"
          >
            {t('today.chart.stale', { time: fmt.time(new Date(activityReadAt)) })}
          </Typography>
        )}
        <Box component="figure" sx={{ m: 0 }}>
          {/* the drawing says nothing the caption does not: hidden from screen readers */}
          <Box aria-hidden="true" sx={{ height: CHART_HEIGHT }} data-testid="today-chart">
            <TodayChart
              points={todayChartPoints(activity)}
              from={axis.from}
              to={axis.to}
              abandonTarget={abandonTarget}
              texts={{
                pace: t('today.chart.pace'),
                abandonRate: t('today.chart.abandonRate'),
                target:
                  abandonTarget === null
                    ? null
                    : t('today.chart.target', { target: fmt.percent(abandonTarget) })
              }}
              formatTime={date => fmt.time(date)}
              formatPace={fmt.pace}
              formatPercent={fmt.percent}
            />
          </Box>
          <Box
            component="figcaption"
            data-testid="today-chart-summary"
            sx={{ minHeight: SUMMARY_HEIGHT, pt: 1, typography: 'body2', color: 'text.secondary' }}
          >
            {chartSummary(figures, abandonTarget, fmt, t, to).map(line => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Box>
        </Box>
      </>
    )
  return (
    <Box component="section" aria-labelledby={titleId}>
      <BlockTitle id={titleId}>{t('today.chart.title')}</BlockTitle>
      {body}
    </Box>
  )
}
