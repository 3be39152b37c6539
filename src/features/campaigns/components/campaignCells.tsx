import type { TFunction } from 'i18next'
import { memo } from 'react'

import type {
  BulkAction,
  CampaignCapabilities,
  CampaignProgress,
  CampaignRow
} from '@/shared/campaigns/campaignTypes'
import { PlainLink } from '@/shared/ui/PlainLink'

import type { Formatters } from '../hooks/useFormatters'
import { formatDuration } from '../model/formatDuration'
import { AbandonRate } from './AbandonRate'
import { CampaignProgressBar } from './CampaignProgressBar'
import { CampaignStatusControl } from './CampaignStatusControl'
import { CellTooltip } from './CellTooltip'
import { Figure } from './Figure'
import { NotDialingMarker } from './NotDialingMarker'

/*
 * The overview grid's cells. The grid renders a row's every cell again whenever anything of the row changes,
 * and the platform reports the progress of every dialing campaign each second: each cell here takes only the
 * values it shows (memo), so a progress report re-renders the progress, pace and time left, not the name,
 * the status, the schedule and the rest. They are plain elements with the class names styled once for the
 * whole grid (CELL_STYLES in campaignColumns): a styled component in every cell costs each render of the rows.
 */

/** A cell's one line: the whole width, ellipsised (the whole text on hover is the browser's own title). */
const LINE = { display: 'block', minWidth: 0, maxWidth: '100%' } as const

const Quiet = ({ children }: { children: string }) => <span className="cm-quiet">{children}</span>

/** One line of text, ellipsised, whole in a tooltip while the cell has the keyboard focus. */
export const TextCell = memo(function TextCell({ text, focused }: { text: string; focused: boolean }) {
  return (
    <CellTooltip title={text} open={focused} style={LINE}>
      <span className="cm-line" title={text}>
        {text}
      </span>
    </CellTooltip>
  )
})

/** The campaign's name, a link to its page; the not-dialing mark after it when it has one. */
export const NameCell = memo(function NameCell({
  id,
  name,
  marker,
  focused,
  tabIndex
}: {
  id: string
  name: string
  /** why it is not dialing ("Not dialing: …"), or null */
  marker: string | null
  focused: boolean
  tabIndex: 0 | -1
}) {
  const link = (
    <CellTooltip title={name} open={focused} style={LINE}>
      <PlainLink
        className="cm-line cm-name"
        href={`/campaigns/${encodeURIComponent(id)}`}
        tabIndex={tabIndex}
        title={name}
      >
        {name}
      </PlainLink>
    </CellTooltip>
  )
  if (!marker) return link
  return (
    <span className="cm-marked">
      {link}
      <NotDialingMarker campaignId={id} label={marker} tabIndex={tabIndex} />
    </span>
  )
})

interface StatusCellProps {
  row: CampaignRow
  capabilities: CampaignCapabilities | null
  pending: boolean
  onAction: (campaign: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => void
  tabIndex: 0 | -1
}

/** The status in words and its switch. It reads of the row its id, name, status and errors only. */
export const StatusCell = memo(
  function StatusCell({ row, capabilities, pending, onAction, tabIndex }: StatusCellProps) {
    return (
      <CampaignStatusControl
        campaign={row}
        capabilities={capabilities}
        pending={pending}
        onAction={action => onAction(row, action)}
        tabIndex={tabIndex}
      />
    )
  },
  (before, after) =>
    before.row.id === after.row.id &&
    before.row.name === after.row.name &&
    before.row.status === after.row.status &&
    before.row.errors === after.row.errors &&
    before.capabilities === after.capabilities &&
    before.pending === after.pending &&
    before.onAction === after.onAction &&
    before.tabIndex === after.tabIndex
)

export const ProgressCell = memo(function ProgressCell({
  name,
  progress
}: {
  name: string
  progress: CampaignProgress | null
}) {
  return <CampaignProgressBar name={name} progress={progress} inline />
})

interface PaceProps {
  t: TFunction
  format: Formatters
  /** contacts a minute; null until measured */
  perMinute: number | null
  etaSeconds: number | null
  /** on, stopping: a pace not known yet is being measured */
  active: boolean
}

const measuring = (t: TFunction, active: boolean) => (active ? t('table.measuring') : '—')

/** "3.5/min", "measuring…" while a running campaign's pace is not known yet. */
export const PaceCell = memo(function PaceCell({ t, format, perMinute, active }: PaceProps) {
  if (perMinute === null) return <Quiet>{measuring(t, active)}</Quiet>
  return <Figure>{t('table.pace', { pace: format.number.format(perMinute) })}</Figure>
})

/** Time left at the pace measured: "1 h 20 min". */
export const EtaCell = memo(function EtaCell({ t, perMinute, etaSeconds, active }: PaceProps) {
  const eta = formatDuration(etaSeconds)
  if (eta) return <Figure>{t(eta.key, eta.values)}</Figure>
  return <Quiet>{perMinute === null ? measuring(t, active) : '—'}</Quiet>
})

/** A live figure: a count, or a percentage; a dash when not known. */
export const FigureCell = memo(function FigureCell({
  t,
  format,
  value,
  percent = false
}: {
  t: TFunction
  format: Formatters
  value: number | null
  percent?: boolean
}) {
  if (value === null) return <Quiet>—</Quiet>
  return (
    <Figure>
      {percent
        ? t('performance.percent', { value: format.number.format(value) })
        : format.integer.format(value)}
    </Figure>
  )
})

export const PriorityCell = memo(function PriorityCell({
  format,
  priority
}: {
  format: Formatters
  priority: number | null
}) {
  return <Figure>{priority === null ? '—' : format.integer.format(priority)}</Figure>
})

export const DateCell = memo(function DateCell({ format, iso }: { format: Formatters; iso: string | null }) {
  if (!iso) return '—'
  return (
    <time dateTime={iso}>
      <Figure>{format.shortDateTime.format(new Date(iso))}</Figure>
    </time>
  )
})

/** What the schedule says about now; a dash when the schedules could not be read (not "Not scheduled"). */
export const ScheduleCell = memo(function ScheduleCell({
  schedule,
  scheduleText,
  focused
}: {
  schedule: CampaignRow['schedule']
  scheduleText: (schedule: CampaignRow['schedule']) => string
  focused: boolean
}) {
  if (schedule === undefined) return <Quiet>—</Quiet>
  return <TextCell text={scheduleText(schedule)} focused={focused} />
})

/** Today's abandon rate against its target (it changes with the campaign's statistics only). */
export const AbandonCell = memo(AbandonRate)
