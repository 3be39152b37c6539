import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import dynamic from 'next/dynamic'
import { useId } from 'react'

import type { PerformanceSample } from '@/shared/campaigns/performanceTypes'

import { useCampaignsT } from '../../i18n/CampaignTexts'
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

const finite = (values: (number | null)[]) => values.filter((value): value is number => value !== null)

/** The figures of the chart in words: its accessible alternative, shown to everyone under it. */
function chartSummary(
  samples: readonly PerformanceSample[],
  abandonTarget: number | null,
  fmt: TodayFormat,
  t: ReturnType<typeof useCampaignsT>['t'],
  to: Date
): string[] {
  const first = new Date(samples[0]!.at)
  const last = new Date(samples.at(-1)!.at)
  const lines = [
    samples.length === 1
      ? t('today.chart.readingSingle', { time: fmt.when(first, to) })
      : t('today.chart.readings', {
          count: samples.length,
          from: fmt.when(first, to),
          to: fmt.when(last, to)
        })
  ]
  const paces = finite(samples.map(sample => sample.pace))
  const latestPace = [...samples].reverse().find(sample => sample.pace !== null)?.pace
  lines.push(
    paces.length && latestPace != null
      ? t('today.chart.paceSummary', {
          latest: fmt.pace(latestPace),
          max: fmt.pace(Math.max(...paces)),
          min: fmt.pace(Math.min(...paces))
        })
      : t('today.chart.paceUnknown')
  )
  const abandons = finite(samples.map(sample => sample.abandonRate))
  const latestAbandon = [...samples].reverse().find(sample => sample.abandonRate !== null)?.abandonRate
  if (!abandons.length || latestAbandon == null) lines.push(t('today.chart.abandonUnknown'))
  else {
    const values = { latest: fmt.percent(latestAbandon), max: fmt.percent(Math.max(...abandons)) }
    lines.push(
      abandonTarget === null
        ? t('today.chart.abandonSummary', values)
        : t('today.chart.abandonSummaryTarget', { ...values, target: fmt.percent(abandonTarget) })
    )
  }
  return lines
}

/** Pace and abandon rate over the window, with the same figures in words. */
export function TodayChartBlock({
  data,
  failed,
  fmt,
  abandonTarget
}: BlockProps & { abandonTarget: number | null }) {
  const { t } = useCampaignsT()
  const titleId = useId()
  const samples = data?.samples ?? []
  const to = data ? new Date(data.to) : new Date()
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
  else if (samples.length === 0)
    body = <Note height={CHART_HEIGHT + SUMMARY_HEIGHT}>{t('today.chart.empty')}</Note>
  else
    body = (
      <Box component="figure" sx={{ m: 0 }}>
        {/* the drawing says nothing the caption does not: hidden from screen readers */}
        <Box aria-hidden="true" sx={{ height: CHART_HEIGHT }} data-testid="today-chart">
          <TodayChart
            samples={samples}
            from={data.from}
            to={data.to}
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
          {chartSummary(samples, abandonTarget, fmt, t, to).map(line => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </Box>
      </Box>
    )
  return (
    <Box component="section" aria-labelledby={titleId}>
      <BlockTitle id={titleId}>{t('today.chart.title')}</BlockTitle>
      {body}
    </Box>
  )
}
