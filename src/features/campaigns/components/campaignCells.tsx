import type { TFunction } from 'i18next'
import { memo, useCallback } from 'react'

import {
  ACTIVE_STATUSES,
  type BulkAction,
  type CampaignCapabilities,
  type CampaignRow
} from '@/shared/campaigns/campaignTypes'
import type { CampaignPerformance } from '@/shared/campaigns/performanceTypes'
import { paceNow, silentRow } from '@/shared/campaigns/dialingNow'
import { FittedName } from '@/shared/ui/FittedName'
import { PlainLink } from '@/shared/ui/PlainLink'

import type { Formatters } from '../hooks/useFormatters'
import { useLiveValue } from '../hooks/useLiveValue'
import { notDialingLabel } from '../model/notDialingLabel'
import { etaWord, type PaceWord, paceWord } from '../model/paceWords'
import { AbandonRate } from './AbandonRate'
import { CampaignProgressBar } from './CampaignProgressBar'
import { CampaignStatusControl } from './CampaignStatusControl'
import { CellTooltip } from './CellTooltip'
import { Figure } from './Figure'
import { NotDialingMarker } from './NotDialingMarker'

/*
 * The overview grid's cells. The grid renders a row's every cell again whenever anything of the row changes,
 * and the platform reports the progress of every dialing campaign each second. So each cell takes only the
 * values it shows (memo), and what those reports change (progress, pace and time left, the live figures, the
 * not-dialing mark) the cells read from the live rows by the campaign's id (useLiveValue): the grid is given a
 * row anew only when something else of it changes (settledRows), and a progress report re-renders the
 * progress, pace and time left of the campaigns that reported, nothing else. They are plain elements with the
 * class names styled once for the whole grid (CELL_STYLES in campaignColumns): a styled component in every
 * cell costs each render of the rows.
 */

const nameOf = (row: CampaignRow) => row.name
const progressOf = (row: CampaignRow) => row.progress
// (numbers, not the pace object: a silent campaign's pace is made anew by each call of paceNow)
const perMinuteOf = (row: CampaignRow) => paceNow(row.pace, silentRow(row)).contactsPerMinute
const etaSecondsOf = (row: CampaignRow) => paceNow(row.pace, silentRow(row)).etaSeconds
const performanceOf = (row: CampaignRow) => row.performance
/** on, stopping: a pace not known yet is being measured */
const activeOf = (row: CampaignRow) => ACTIVE_STATUSES.includes(row.status)

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

/** Another object's name (its contact list, its division): cut in the middle, whole on hover and focus. */
export const ObjectNameCell = memo(function ObjectNameCell({
  name,
  tabIndex
}: {
  name: string | undefined
  tabIndex: 0 | -1
}) {
  if (!name) return <Quiet>—</Quiet>
  return <FittedName name={name} className="cm-text" tabIndex={tabIndex} />
})

/**
 * The campaign's name, a link to its page, cut in the middle when it does not fit (its differing end stays),
 * whole in a tooltip when pointed at or focused (the grid's keyboard focus lands on the link); the
 * not-dialing mark after it when it has one.
 */
export const NameCell = memo(function NameCell({
  t,
  id,
  name,
  tabIndex
}: {
  t: TFunction
  id: string
  name: string
  tabIndex: 0 | -1
}) {
  // why it is not dialing ("Not dialing: …"), or null: the live figures say it
  const marker = useLiveValue(
    id,
    useCallback((row: CampaignRow) => notDialingLabel(t, row), [t])
  )
  const link = (
    <FittedName
      as={PlainLink}
      name={name}
      className="cm-name"
      href={`/campaigns/${encodeURIComponent(id)}`}
      tabIndex={tabIndex}
    />
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

export const ProgressCell = memo(function ProgressCell({ id }: { id: string }) {
  const name = useLiveValue(id, nameOf) ?? ''
  const progress = useLiveValue(id, progressOf) ?? null
  return <CampaignProgressBar name={name} progress={progress} inline />
})

interface LiveCellProps {
  t: TFunction
  format: Formatters
  id: string
}

/** A figure, or the quiet word in its place ("measuring…", "—"). */
const Word = ({ word }: { word: PaceWord }) =>
  word.figure ? <Figure>{word.text}</Figure> : <Quiet>{word.text}</Quiet>

/** "3.5/min", "measuring…" while a running campaign's pace is not known yet. */
export const PaceCell = memo(function PaceCell({ t, format, id }: LiveCellProps) {
  const contactsPerMinute = useLiveValue(id, perMinuteOf) ?? null
  const active = useLiveValue(id, activeOf) ?? false
  return <Word word={paceWord(t, { contactsPerMinute }, active, format.number.format)} />
})

/** Time left at the pace measured: "1 h 20 min". */
export const EtaCell = memo(function EtaCell({ t, id }: LiveCellProps) {
  const contactsPerMinute = useLiveValue(id, perMinuteOf) ?? null
  const etaSeconds = useLiveValue(id, etaSecondsOf) ?? null
  const active = useLiveValue(id, activeOf) ?? false
  return <Word word={etaWord(t, { contactsPerMinute, etaSeconds }, active)} />
})

/** A live figure of the campaign's performance: a count, or a percentage; a dash when not known. */
export const FigureCell = memo(function FigureCell({
  t,
  format,
  id,
  pick,
  percent = false
}: LiveCellProps & {
  /** the figure, of the performance (a function of the module: it is compared between renders) */
  pick: (performance: CampaignPerformance) => number | null
  percent?: boolean
}) {
  const performance = useLiveValue(id, performanceOf)
  const value = performance ? pick(performance) : null
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
      <Figure>{format.dateTime.format(new Date(iso))}</Figure>
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

/** Today's abandon rate against its target. */
export const AbandonCell = memo(function AbandonCell({ t, format, id }: LiveCellProps) {
  return <AbandonRate t={t} format={format} performance={useLiveValue(id, performanceOf)} />
})
