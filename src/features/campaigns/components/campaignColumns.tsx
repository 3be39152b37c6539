import type { Theme } from '@mui/material/styles'
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'

import type {
  BulkAction,
  CampaignCapabilities,
  CampaignRow,
  CampaignSortField
} from '@/shared/campaigns/campaignTypes'
import type { CampaignPerformance } from '@/shared/campaigns/performanceTypes'

import type { Formatters } from '../hooks/useFormatters'
import { initialOverviewQuery, overviewQueryReducer } from '../model/overviewQuery'
import {
  AbandonCell,
  DateCell,
  EtaCell,
  FigureCell,
  NameCell,
  ObjectNameCell,
  PaceCell,
  PriorityCell,
  ProgressCell,
  ScheduleCell,
  StatusCell,
  TextCell
} from './campaignCells'
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

/**
 * Widths (px), fixed: nothing moves when values arrive, after sorting or selecting. The columns in FLEX take
 * the room left over (their width here is their least), so that the wall fills its width and no more.
 */
const WIDTHS: Record<CampaignColumn, number> = {
  name: 200,
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
  schedule: 170,
  contactList: 150,
  division: 100,
  priority: 72,
  // the whole date and time, as every screen writes them ("Dec 12, 2025, 12:24 PM": docs/design-guide.md)
  dateModified: 184
}

/** The columns that grow with the wall (by these shares): the name first, for whole names. */
const FLEX: Partial<Record<CampaignColumn, number>> = { name: 2, schedule: 1, contactList: 1 }

/**
 * The columns the wall leaves out, in this order, when all it shows would not fit its width (an off-screen
 * column is as good as none, and a cut one misleads): the lesser ones first. Name, status, progress, pace,
 * priority and the last change always stay.
 */
export const DROP_ORDER: readonly CampaignColumn[] = [
  'division',
  'contactList',
  'dialingMode',
  'outstandingCalls',
  'rightPartyContacts',
  'linesInUse',
  'idleAgents',
  'contactRate',
  'abandonRate',
  'schedule',
  'eta'
]

interface ColumnContext {
  t: TFunction
  format: Formatters
  /** "Running until 17:00", "Next run Tue 09:00–17:00 (Europe/Paris)" (useScheduleText) */
  scheduleText: (schedule: CampaignRow['schedule']) => string
  capabilities: CampaignCapabilities | null
  pendingIds: ReadonlySet<string>
  onAction: (campaign: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => void
}

/** The live performance figures, each of the row's performance. */
const FIGURES = {
  idleAgents: p => p.idleAgents,
  linesInUse: p => p.linesInUse,
  contactRate: p => (p.contactRate === null ? null : Math.round(p.contactRate * 1000) / 10),
  rightPartyContacts: p => p.rightPartyContacts,
  outstandingCalls: p => p.outstandingCalls
} satisfies Partial<Record<CampaignColumn, (performance: CampaignPerformance) => number | null>>

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
    ...theme.typography.body2,
    fontWeight: 500,
    color: theme.vars?.palette.primary.dark,
    textDecoration: 'underline',
    textDecorationColor: 'currentColor',
    textDecorationThickness: '1px',
    textUnderlineOffset: '2px',
    ...theme.applyStyles('dark', { color: theme.vars?.palette.primary.light })
  },
  '& .cm-text': theme.typography.body2,
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

/** The data grid's column definitions for the overview (the person may resize and hide). */
export function campaignColumns({
  t,
  format,
  scheduleText,
  capabilities,
  pendingIds,
  onAction
}: ColumnContext): GridColDef<CampaignRow>[] {
  const column = (
    field: CampaignColumn,
    renderCell: (params: GridRenderCellParams<CampaignRow>) => React.ReactNode
  ): GridColDef<CampaignRow> => {
    const sortField = sortFieldOf(field)
    return {
      field,
      headerName: t(`columns.${field}`),
      ...(FLEX[field]
        ? { flex: FLEX[field], minWidth: WIDTHS[field] }
        : { width: WIDTHS[field], minWidth: 64 }),
      sortable: sortField !== null,
      sortingOrder: sortField && firstDirection(sortField) === 'desc' ? ['desc', 'asc'] : ['asc', 'desc'],
      filterable: false,
      renderCell
    }
  }
  const figure = (field: keyof typeof FIGURES, percent = false) =>
    column(field, ({ row }) => (
      <FigureCell t={t} format={format} id={row.id} pick={FIGURES[field]} percent={percent} />
    ))
  return [
    column('name', ({ row, tabIndex }) => <NameCell t={t} id={row.id} name={row.name} tabIndex={tabIndex} />),
    column('status', ({ row, tabIndex }) => (
      <StatusCell
        row={row}
        capabilities={capabilities}
        pending={pendingIds.has(row.id)}
        onAction={onAction}
        tabIndex={tabIndex}
      />
    )),
    column('dialingMode', ({ row, hasFocus }) => (
      <TextCell text={t(`dialingModes.${row.dialingMode}.name`)} focused={hasFocus} />
    )),
    column('progress', ({ row }) => <ProgressCell id={row.id} />),
    column('pace', ({ row }) => <PaceCell t={t} format={format} id={row.id} />),
    column('eta', ({ row }) => <EtaCell t={t} format={format} id={row.id} />),
    figure('idleAgents'),
    figure('linesInUse'),
    figure('contactRate', true),
    figure('rightPartyContacts'),
    column('abandonRate', ({ row }) => <AbandonCell t={t} format={format} id={row.id} />),
    figure('outstandingCalls'),
    column('schedule', ({ row, hasFocus }) => (
      <ScheduleCell schedule={row.schedule} scheduleText={scheduleText} focused={hasFocus} />
    )),
    column('contactList', ({ row, tabIndex }) => (
      <ObjectNameCell name={row.contactList?.name} tabIndex={tabIndex} />
    )),
    column('division', ({ row, tabIndex }) => (
      <ObjectNameCell name={row.division?.name} tabIndex={tabIndex} />
    )),
    column('priority', ({ row }) => <PriorityCell format={format} priority={row.priority} />),
    column('dateModified', ({ row }) => <DateCell format={format} iso={row.dateModified} />)
  ]
}
