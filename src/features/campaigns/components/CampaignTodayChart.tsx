import { useTheme } from '@mui/material/styles'
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine'
import { LineChart, lineClasses } from '@mui/x-charts/LineChart'

import type { TodayChartPoint } from '../model/todayChart'

export interface CampaignTodayChartProps {
  /** each interval's figures, drawn at its end (todayChart.ts) */
  points: readonly TodayChartPoint[]
  /** the time axis (todayChartAxis: it spans the data, not the whole window) */
  from: Date
  to: Date
  /** the campaign's abandon target in %, drawn as a line on the abandon-rate axis; null: none */
  abandonTarget: number | null
  texts: { pace: string; abandonRate: string; target: string | null }
  formatTime: (date: Date) => string
  formatPace: (value: number) => string
  formatPercent: (value: number) => string
}

/**
 * Pace (calls a minute, left axis) and abandon rate (%, right axis, dashed) per interval, with the abandon
 * target as a reference line. MUI X Charts: loaded only with the campaign page's "Today at a glance"
 * (CampaignToday imports this file with next/dynamic), never with the app's first load. The drawing is hidden
 * from assistive technologies: CampaignToday says the same figures in words beside it.
 */
export function CampaignTodayChart({
  points,
  from,
  to,
  abandonTarget,
  texts,
  formatTime,
  formatPace,
  formatPercent
}: CampaignTodayChartProps) {
  const theme = useTheme()
  const times = points.map(point => point.at)
  const abandons = points.map(point => point.abandonRate)
  const highestAbandon = Math.max(0, ...abandons.map(value => value ?? 0))
  return (
    // No height: the chart fills its box (CampaignToday gives it a fixed one), legend and drawing together, so a
    // legend that wraps on a phone shrinks the drawing instead of pushing the axis out of the box.
    <LineChart
      skipAnimation
      xAxis={[
        {
          id: 'time',
          scaleType: 'time',
          data: times,
          min: from,
          max: to,
          valueFormatter: (value: Date) => formatTime(value)
        }
      ]}
      yAxis={[
        { id: 'pace', min: 0, position: 'left', valueFormatter: (value: number) => formatPace(value) },
        {
          id: 'abandon',
          min: 0,
          max: Math.max(1, highestAbandon * 1.2, (abandonTarget ?? 0) * 1.5),
          position: 'right',
          valueFormatter: (value: number) => formatPercent(value)
        }
      ]}
      series={[
        {
          id: 'pace',
          label: texts.pace,
          data: points.map(point => point.pace),
          yAxisId: 'pace',
          showMark: false,
          color: theme.palette.primary.main,
          valueFormatter: value => (value === null ? '—' : formatPace(value))
        },
        {
          id: 'abandon',
          label: texts.abandonRate,
          data: abandons,
          yAxisId: 'abandon',
          showMark: false,
          color: theme.palette.warning.dark,
          valueFormatter: value => (value === null ? '—' : formatPercent(value))
        }
      ]}
      sx={{ [`& .${lineClasses.line}[data-series="abandon"]`]: { strokeDasharray: '6 4' } }}
    >
      {abandonTarget !== null && texts.target && (
        <ChartsReferenceLine
          y={abandonTarget}
          axisId="abandon"
          label={texts.target}
          labelAlign="end"
          lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '2 3' }}
          labelStyle={{ fontSize: 12, fill: theme.palette.text.secondary }}
        />
      )}
    </LineChart>
  )
}
