import ErrorOutlined from '@mui/icons-material/ErrorOutlined'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import WarningAmber from '@mui/icons-material/WarningAmber'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import type { Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import dynamic from 'next/dynamic'
import { memo, useId, useMemo } from 'react'

import type { ApiFailure } from '@/features/auth'
import type {
  CampaignToday as CampaignTodayAnswer,
  CampaignTodayEvent
} from '@/shared/campaigns/campaignTodayTypes'
import { ACTIVE_STATUSES, type CampaignStatus } from '@/shared/campaigns/campaignTypes'
import type { PerformanceSample } from '@/shared/campaigns/performanceTypes'

import { useCampaignToday } from '../hooks/useCampaignToday'
import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { asFailureLike, failureText, type FailureText } from '../model/failureMessage'
import { todayEventText } from '../model/todayEventText'
import { type TimelineKind, todayTimeline } from '../model/todayTimeline'

// Fixed sizes: the section has its final size from the first render (skeletons of the same size while it loads).
const CHART_HEIGHT = 240
const SUMMARY_HEIGHT = 72
const BAR_HEIGHT = 28
const TIMELINE_LIST_HEIGHT = 196
const EVENTS_HEIGHT = 260

// The chart (MUI X Charts) is a chunk of its own, loaded when this section first shows: not in the app's first
// load, nor in the overview's code (docs/architecture.md). Its placeholder has its size.
const TodayChart = dynamic(() => import('./CampaignTodayChart').then(module => module.CampaignTodayChart), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={CHART_HEIGHT} />
})

export interface CampaignTodayProps {
  campaignId: string
  status: CampaignStatus
  /** the campaign's abandon target in % (power and predictive), null when it has none */
  abandonTarget: number | null
}

/** Dates, times and figures of the section, in the texts' language. */
function useTodayFormat() {
  const { language } = useCampaignsT()
  const format = useFormatters()
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' })
    const dayTime = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit'
    })
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })
    const day = (date: Date) => date.toDateString()
    return {
      time: (date: Date) => time.format(date),
      /** the time, with the weekday when it is not the day of `reference` (the window spans two days) */
      when: (date: Date, reference: Date) =>
        day(date) === day(reference) ? time.format(date) : dayTime.format(date),
      percent: (value: number) => percent.format(value / 100),
      pace: (value: number) => format.number.format(value),
      integer: (value: number) => format.integer.format(value)
    }
  }, [language, format])
}

type TodayFormat = ReturnType<typeof useTodayFormat>

/** A failure in words: never a permission's name (read-only people see plain words). */
function reasonOf(error: ApiFailure): FailureText {
  if (error.code === 'platform.missing_permission') return { key: 'errors.missingSomePermission' }
  if (error.status === 429) return { key: 'refresh.busyShort' }
  return failureText(asFailureLike(error))
}

/**
 * "Today at a glance" on a campaign's page (issue 16): over the last 24 hours, pace and abandon rate as a chart
 * with the same figures in words, the campaign's states and health as a timeline, and the dialer's events about
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
        <ChartBlock data={data} failed={failedFirst} abandonTarget={abandonTarget} fmt={fmt} />
        <TimelineBlock data={data} failed={failedFirst} fmt={fmt} />
      </Box>
      <EventsBlock data={data} failed={failedFirst} eventsReadAt={today.eventsReadAt} fmt={fmt} />
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

/** A block's heading (h3). */
function BlockTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  )
}

/** The room of a block that could not be loaded: empty, its size kept (the reason is said once, above). */
function NotLoaded({ height }: { height: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ height, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
    />
  )
}

/** A fixed-size box with a sentence in its middle (an empty state that is true). */
function Note({ height, children }: { height: number; children: string }) {
  return (
    <Box
      sx={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
        borderRadius: 1,
        bgcolor: 'action.hover'
      }}
    >
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  )
}

interface BlockProps {
  data: CampaignTodayAnswer | null
  /** nothing could be loaded (said once, in the section's header) */
  failed: boolean
  fmt: TodayFormat
}

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

function ChartBlock({ data, failed, fmt, abandonTarget }: BlockProps & { abandonTarget: number | null }) {
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
            height={CHART_HEIGHT}
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

/** Each stretch's colours (its text says it too: never colour alone). */
function segmentColours(kind: TimelineKind, theme: Theme) {
  const { palette } = theme
  switch (kind) {
    case 'dialing':
    case 'on':
      return { bg: palette.success.main, fg: palette.success.contrastText }
    case 'notDialing':
      return { bg: palette.warning.main, fg: palette.warning.contrastText }
    case 'stopping':
    case 'forced_stopping':
      return { bg: palette.info.main, fg: palette.info.contrastText }
    case 'complete':
      return { bg: palette.primary.main, fg: palette.primary.contrastText }
    case 'invalid':
      return { bg: palette.error.main, fg: palette.error.contrastText }
    default:
      return { bg: palette.grey[400], fg: palette.common.black }
  }
}

function useKindLabel() {
  const { t } = useCampaignsT()
  return (kind: TimelineKind) =>
    kind === 'dialing'
      ? t('today.timeline.dialing')
      : kind === 'notDialing'
        ? t('today.timeline.notDialing')
        : kind === 'unknown'
          ? t('today.timeline.unknown')
          : t(`status.${kind}`)
}

function TimelineBlock({ data, failed, fmt }: BlockProps) {
  const { t } = useCampaignsT()
  const label = useKindLabel()
  const titleId = useId()
  const listId = useId()
  const segments = useMemo(() => (data ? todayTimeline(data.health) : []), [data])
  let body
  if (failed) body = <NotLoaded height={BAR_HEIGHT + 24 + TIMELINE_LIST_HEIGHT} />
  else if (!data)
    body = (
      <>
        <Skeleton variant="rounded" height={BAR_HEIGHT} />
        <Skeleton width="100%" height={24} />
        <Skeleton variant="rounded" height={TIMELINE_LIST_HEIGHT} />
      </>
    )
  else {
    const from = Date.parse(data.from)
    const to = Date.parse(data.to)
    const span = Math.max(1, to - from)
    const toDate = new Date(to)
    body = (
      <>
        {/* the bar shows what the list below says */}
        <Box
          aria-hidden="true"
          data-testid="today-timeline-bar"
          sx={{
            position: 'relative',
            height: BAR_HEIGHT,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover'
          }}
        >
          {segments.map(segment => (
            <Box
              key={`${segment.kind}-${segment.from}`}
              title={`${label(segment.kind)} · ${fmt.when(new Date(segment.from), toDate)}–${fmt.when(new Date(segment.to), toDate)}`}
              sx={theme => {
                const colours = segmentColours(segment.kind, theme)
                return {
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  insetInlineStart: `${((segment.from - from) / span) * 100}%`,
                  width: `${((segment.to - segment.from) / span) * 100}%`,
                  bgcolor: colours.bg,
                  color: colours.fg,
                  borderInlineEnd: 1,
                  borderColor: 'background.paper',
                  px: 0.5,
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  textOverflow: 'ellipsis',
                  typography: 'caption',
                  lineHeight: `${BAR_HEIGHT}px`,
                  // hatched while it could not dial: told apart without colour
                  ...(segment.kind === 'notDialing' && {
                    backgroundImage:
                      'repeating-linear-gradient(45deg, rgba(0,0,0,0.12) 0 4px, transparent 4px 8px)'
                  })
                }
              }}
            >
              {label(segment.kind)}
            </Box>
          ))}
        </Box>
        <Box
          aria-hidden="true"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            height: 24,
            typography: 'caption',
            color: 'text.secondary'
          }}
        >
          <span>{fmt.when(new Date(from), toDate)}</span>
          <span>{t('today.timeline.now', { time: fmt.time(toDate) })}</span>
        </Box>
        {segments.length === 0 ? (
          <Note height={TIMELINE_LIST_HEIGHT}>{t('today.timeline.empty')}</Note>
        ) : (
          <Box
            component="ol"
            id={listId}
            aria-labelledby={titleId}
            tabIndex={0}
            data-testid="today-timeline"
            sx={{
              height: TIMELINE_LIST_HEIGHT,
              overflowY: 'auto',
              m: 0,
              p: 0,
              listStyle: 'none',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 }
            }}
          >
            {[...segments].reverse().map(segment => (
              <Box
                component="li"
                key={`${segment.kind}-${segment.from}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, typography: 'body2' }}
              >
                <Box
                  aria-hidden="true"
                  sx={theme => ({
                    width: 12,
                    height: 12,
                    flex: '0 0 auto',
                    borderRadius: 0.5,
                    bgcolor: segmentColours(segment.kind, theme).bg
                  })}
                />
                <Box component="span" sx={{ color: 'text.secondary', minWidth: 0 }}>
                  {t('today.timeline.range', {
                    from: fmt.when(new Date(segment.from), toDate),
                    to:
                      segment.to >= to ? t('today.timeline.nowShort') : fmt.when(new Date(segment.to), toDate)
                  })}
                </Box>
                <span>{label(segment.kind)}</span>
              </Box>
            ))}
          </Box>
        )}
      </>
    )
  }
  return (
    <Box component="section" aria-labelledby={titleId}>
      <BlockTitle id={titleId}>{t('today.timeline.title')}</BlockTitle>
      {body}
    </Box>
  )
}

const LEVEL_ICONS = {
  error: { Icon: ErrorOutlined, color: 'error.main' },
  warning: { Icon: WarningAmber, color: 'warning.dark' },
  info: { Icon: InfoOutlined, color: 'info.main' }
} as const

function EventItem({ event, fmt, to }: { event: CampaignTodayEvent; fmt: TodayFormat; to: Date }) {
  const { t } = useCampaignsT()
  const { Icon, color } = LEVEL_ICONS[event.level]
  const text = todayEventText(event, fmt)
  return (
    <Box
      component="li"
      data-testid="today-event"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto minmax(0, 1fr)',
        alignItems: 'start',
        columnGap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        typography: 'body2'
      }}
    >
      <Box component="time" dateTime={event.at} sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {fmt.when(new Date(event.at), to)}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color, whiteSpace: 'nowrap' }}>
        <Icon fontSize="small" aria-hidden="true" />
        <span>{t(`today.events.levels.${event.level}`)}</span>
      </Box>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {'text' in text ? text.text : t(text.key, text.values)}
      </Box>
    </Box>
  )
}

function EventsBlock({ data, failed, fmt, eventsReadAt }: BlockProps & { eventsReadAt: string | null }) {
  const { t } = useCampaignsT()
  const titleId = useId()
  let body
  if (failed) body = <NotLoaded height={EVENTS_HEIGHT} />
  else if (!data) body = <Skeleton variant="rounded" height={EVENTS_HEIGHT} />
  else if (data.events === null)
    body = (
      <Box sx={{ height: EVENTS_HEIGHT }}>
        <Alert
          severity={data.eventsUnavailable === 'noPermission' ? 'info' : 'warning'}
          data-testid="today-events-problem"
        >
          {data.eventsUnavailable === 'noPermission'
            ? t('today.events.noPermission')
            : t('today.events.failed')}
        </Alert>
      </Box>
    )
  else if (data.events.length === 0) body = <Note height={EVENTS_HEIGHT}>{t('today.events.empty')}</Note>
  else {
    const to = new Date(data.to)
    body = (
      <>
        {eventsReadAt && (
          <Typography
            variant="body2"
            role="status"
            sx={{ color: 'warning.dark', mb: 1 }}
            data-testid="today-events-stale"
          >
            {t('today.events.stale', { time: fmt.time(new Date(eventsReadAt)) })}
          </Typography>
        )}
        <Box
          component="ol"
          aria-labelledby={titleId}
          tabIndex={0}
          data-testid="today-events"
          sx={{
            height: eventsReadAt ? EVENTS_HEIGHT - 28 : EVENTS_HEIGHT,
            overflowY: 'auto',
            m: 0,
            p: 0,
            listStyle: 'none',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 }
          }}
        >
          {data.events.map(event => (
            <EventItem key={event.id} event={event} fmt={fmt} to={to} />
          ))}
        </Box>
      </>
    )
  }
  return (
    <Box component="section" aria-labelledby={titleId}>
      <BlockTitle id={titleId}>{t('today.events.title')}</BlockTitle>
      {body}
    </Box>
  )
}
