import type { Theme } from '@mui/material/styles'
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'
import NextLink from 'next/link'

import type {
  BulkAction,
  CampaignCapabilities,
  CampaignRow,
  CampaignSortField
} from '@/shared/campaigns/campaignTypes'
import type { CampaignPerformance } from '@/shared/campaigns/performanceTypes'

import type { Formatters } from '../hooks/useFormatters'
import { formatDuration } from '../model/formatDuration'
import { notDialingLabel } from '../model/notDialingLabel'
import { initialOverviewQuery, overviewQueryReducer } from '../model/overviewQuery'
import { CampaignProgressBar } from './CampaignProgressBar'
import { CampaignStatusControl } from './CampaignStatusControl'
import { CellTooltip } from './CellTooltip'
import { AbandonRate } from './AbandonRate'
import { Figure } from './Figure'
import { NotDialingMarker } from './NotDialingMarker'
import { overviewCellStyles } from './overviewCellStyles'

/** The overview's columns, in their default order. */
export const CAMPAIGN_COLUMNS = [
  'name',
  'status',
  'dialingMode',
  'progress',
  'pace',
  'eta',
  'idleAgents',
  'linesInUse',
  'contactRate',
  'rightPartyContacts',
  'abandonRate',
  'outstandingCalls',
  'schedule',
  'contactList',
  'division',
  'priority',
  'dateModified'
] as const
export type CampaignColumn = (typeof CAMPAIGN_COLUMNS)[number]

/** The live performance columns: hidden until the person chooses them (the wall stays as dense as it was). */
export const PERFORMANCE_COLUMNS: readonly CampaignColumn[] = [
  'idleAgents',
  'linesInUse',
  'contactRate',
  'rightPartyContacts',
  'abandonRate',
  'outstandingCalls'
]

const SORT_FIELD: Partial<Record<CampaignColumn, CampaignSortField>> = {
  name: 'name',
  status: 'status',
  dialingMode: 'dialingMode',
  progress: 'progress',
  pace: 'pace',
  eta: 'eta',
  priority: 'priority',
  dateModified: 'dateModified'
}
export const sortFieldOf = (column: string) => SORT_FIELD[column as CampaignColumn] ?? null

/** The direction a column sorts in first (the query's own rule: dates and progress from the top). */
const firstDirection = (field: CampaignSortField) =>
  overviewQueryReducer(
    { ...initialOverviewQuery, sortField: field === 'name' ? 'status' : 'name' },
    { type: 'sort', field }
  ).sortDirection

/** Fixed widths (px): nothing moves when values arrive, after sorting or selecting. */
const WIDTHS: Record<CampaignColumn, number> = {
  name: 210,
  status: 140,
  dialingMode: 105,
  progress: 210,
  pace: 100,
  eta: 100,
  idleAgents: 96,
  linesInUse: 96,
  contactRate: 100,
  rightPartyContacts: 110,
  abandonRate: 150,
  outstandingCalls: 100,
  schedule: 190,
  contactList: 150,
  division: 100,
  priority: 72,
  dateModified: 130
}

interface ColumnContext {
  t: TFunction
  format: Formatters
  /** "Running until 17:00", "Next run Tue 09:00–17:00 (Europe/Paris)" (useScheduleText) */
  scheduleText: (schedule: CampaignRow['schedule']) => string
  capabilities: CampaignCapabilities | null
  pendingIds: ReadonlySet<string>
  onAction: (campaign: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => void
}

const isActive = (row: CampaignRow) =>
  row.status === 'on' || row.status === 'stopping' || row.status === 'forced_stopping'

/*
 * Cells are plain elements with the class names below, styled once for the whole grid (CELL_STYLES): a styled
 * component in every cell of every row recomputes its styles on each render of the rows.
 */

/** A cell's one line: the whole width, ellipsised (the whole text on hover is the browser's own title). */
const LINE = { display: 'block', minWidth: 0, maxWidth: '100%' } as const

/** One line, ellipsised. */
function Ellipsis({ text, focused }: { text: string; focused: boolean }) {
  return (
    <CellTooltip title={text} open={focused} style={LINE}>
      <span className="cm-line" title={text}>
        {text}
      </span>
    </CellTooltip>
  )
}

function NameCell({
  row,
  hasFocus,
  tabIndex,
  marker
}: GridRenderCellParams<CampaignRow> & { marker: string | null }) {
  const name = (
    <CellTooltip title={row.name} open={hasFocus} style={LINE}>
      {/* Prefetched on hover, not for every row that scrolls into view (an observer each, and a fetch). */}
      <NextLink
        className="cm-line cm-name"
        href={`/campaigns/${encodeURIComponent(row.id)}`}
        prefetch={false}
        tabIndex={tabIndex}
        title={row.name}
      >
        {row.name}
      </NextLink>
    </CellTooltip>
  )
  if (!marker) return name
  return (
    <span className="cm-marked">
      {name}
      <NotDialingMarker campaignId={row.id} label={marker} tabIndex={tabIndex} />
    </span>
  )
}

/** The cells' styles, for the grid's root. */
export const CELL_STYLES = (theme: Theme) => ({
  ...overviewCellStyles(theme),
  '& .cm-line': {
    ...theme.typography.body2,
    display: 'block',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap'
  },
  // A link's colour as MUI's Link takes it in this theme (componentOverrides): the text shades, AA on the paper.
  '& .cm-name': {
    fontWeight: 500,
    color: theme.vars?.palette.primary.dark,
    textDecoration: 'underline',
    textDecorationColor: 'currentColor',
    textDecorationThickness: '1px',
    textUnderlineOffset: '2px',
    ...theme.applyStyles('dark', { color: theme.vars?.palette.primary.light })
  },
  '& .cm-quiet': { ...theme.typography.body2, color: theme.vars?.palette.text.secondary },
  '& .cm-marked': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    minWidth: 0,
    maxWidth: '100%'
  },
  '& .cm-over': { ...theme.typography.body2, fontWeight: 600, color: theme.vars?.palette.error.main }
})

/** The data grid's column definitions for the overview (fixed widths; the person may resize and hide). */
export function campaignColumns({
  t,
  format,
  scheduleText,
  capabilities,
  pendingIds,
  onAction
}: ColumnContext): GridColDef<CampaignRow>[] {
  const measuring = (row: CampaignRow) => (isActive(row) ? t('table.measuring') : '—')
  const figure = (
    row: CampaignRow,
    value: (performance: CampaignPerformance) => number | null,
    percent = false
  ) => {
    const number = row.performance ? value(row.performance) : null
    if (number === null) return <span className="cm-quiet">—</span>
    return (
      <Figure>
        {percent
          ? t('performance.percent', { value: format.number.format(number) })
          : format.integer.format(number)}
      </Figure>
    )
  }
  const column = (
    field: CampaignColumn,
    renderCell: (params: GridRenderCellParams<CampaignRow>) => React.ReactNode
  ): GridColDef<CampaignRow> => {
    const sortField = sortFieldOf(field)
    return {
      field,
      headerName: t(`columns.${field}`),
      width: WIDTHS[field],
      minWidth: 64,
      sortable: sortField !== null,
      sortingOrder: sortField && firstDirection(sortField) === 'desc' ? ['desc', 'asc'] : ['asc', 'desc'],
      filterable: false,
      renderCell
    }
  }
  return [
    column('name', params => <NameCell {...params} marker={notDialingLabel(t, params.row)} />),
    column('status', ({ row, tabIndex }) => (
      <CampaignStatusControl
        campaign={row}
        capabilities={capabilities}
        pending={pendingIds.has(row.id)}
        onAction={action => onAction(row, action)}
        tabIndex={tabIndex}
      />
    )),
    column('dialingMode', ({ row, hasFocus }) => (
      <Ellipsis text={t(`dialingModes.${row.dialingMode}.name`)} focused={hasFocus} />
    )),
    column('progress', ({ row }) => <CampaignProgressBar name={row.name} progress={row.progress} inline />),
    column('pace', ({ row }) =>
      row.pace.contactsPerMinute === null ? (
        <span className="cm-quiet">{measuring(row)}</span>
      ) : (
        <Figure>{t('table.pace', { pace: format.number.format(row.pace.contactsPerMinute) })}</Figure>
      )
    ),
    column('eta', ({ row }) => {
      const eta = formatDuration(row.pace.etaSeconds)
      return eta ? (
        <Figure>{t(eta.key, eta.values)}</Figure>
      ) : (
        <span className="cm-quiet">{row.pace.contactsPerMinute === null ? measuring(row) : '—'}</span>
      )
    }),
    column('idleAgents', ({ row }) => figure(row, p => p.idleAgents)),
    column('linesInUse', ({ row }) => figure(row, p => p.linesInUse)),
    column('contactRate', ({ row }) =>
      figure(row, p => (p.contactRate === null ? null : Math.round(p.contactRate * 1000) / 10), true)
    ),
    column('rightPartyContacts', ({ row }) => figure(row, p => p.rightPartyContacts)),
    column('abandonRate', ({ row }) => <AbandonRate t={t} format={format} performance={row.performance} />),
    column('outstandingCalls', ({ row }) => figure(row, p => p.outstandingCalls)),
    column('schedule', ({ row, hasFocus }) =>
      // absent: the schedules could not be read; a dash, not "Not scheduled", which may be untrue
      row.schedule === undefined ? (
        <span className="cm-quiet">—</span>
      ) : (
        <Ellipsis text={scheduleText(row.schedule)} focused={hasFocus} />
      )
    ),
    column('contactList', ({ row, hasFocus }) => (
      <Ellipsis text={row.contactList?.name ?? '—'} focused={hasFocus} />
    )),
    column('division', ({ row, hasFocus }) => (
      <Ellipsis text={row.division?.name ?? '—'} focused={hasFocus} />
    )),
    column('priority', ({ row }) => (
      <Figure>{row.priority === null ? '—' : format.integer.format(row.priority)}</Figure>
    )),
    column('dateModified', ({ row }) =>
      row.dateModified ? (
        <time dateTime={row.dateModified}>
          <Figure>{format.shortDateTime.format(new Date(row.dateModified))}</Figure>
        </time>
      ) : (
        '—'
      )
    )
  ]
}
