import type { Theme } from '@mui/material/styles'
import Tooltip from '@mui/material/Tooltip'
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'
import NextLink from 'next/link'
import type { ReactNode } from 'react'

import type {
  BulkAction,
  CampaignCapabilities,
  CampaignRow,
  CampaignSortField
} from '@/shared/campaigns/campaignTypes'

import type { Formatters } from '../hooks/useFormatters'
import { formatDuration } from '../model/formatDuration'
import { initialOverviewQuery, overviewQueryReducer } from '../model/overviewQuery'
import { CampaignProgressBar } from './CampaignProgressBar'
import { CampaignStatusControl } from './CampaignStatusControl'
import { Figure } from './Figure'
import { inPageTooltip } from './inPageTooltip'

/** The overview's columns, in their default order. */
export const CAMPAIGN_COLUMNS = [
  'name',
  'status',
  'dialingMode',
  'progress',
  'pace',
  'eta',
  'contactList',
  'division',
  'priority',
  'dateModified'
] as const
export type CampaignColumn = (typeof CAMPAIGN_COLUMNS)[number]

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
  contactList: 150,
  division: 100,
  priority: 72,
  dateModified: 130
}

interface ColumnContext {
  t: TFunction
  format: Formatters
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

/**
 * The whole text of a cell while the cell has the keyboard focus (on hover the browser's own title shows it).
 * The tooltip hangs on a box laid over the cell, after its content: the content keeps its place in the tree
 * when the focus comes (a link that moved when its cell took the focus on mouse down would be a new element by
 * the mouse up, and the click would be lost), and only the focused cell pays for a tooltip.
 */
function FocusTooltip({ text, open, children }: { text: string; open: boolean; children: ReactNode }) {
  return (
    <span className="cm-cell">
      {children}
      {open && (
        <Tooltip slotProps={inPageTooltip} title={text} open>
          <span className="cm-cell-anchor" aria-hidden="true" />
        </Tooltip>
      )}
    </span>
  )
}

/** One line, ellipsised. */
function Ellipsis({ text, focused }: { text: string; focused: boolean }) {
  return (
    <FocusTooltip text={text} open={focused}>
      <span className="cm-line" title={text}>
        {text}
      </span>
    </FocusTooltip>
  )
}

function NameCell({ row, hasFocus, tabIndex }: GridRenderCellParams<CampaignRow>) {
  return (
    <FocusTooltip text={row.name} open={hasFocus}>
      <NextLink
        className="cm-line cm-name"
        href={`/campaigns/${encodeURIComponent(row.id)}`}
        tabIndex={tabIndex}
        title={row.name}
      >
        {row.name}
      </NextLink>
    </FocusTooltip>
  )
}

/** The cells' styles, for the grid's root. */
export const CELL_STYLES = (theme: Theme) => ({
  '& .cm-cell': { position: 'relative', display: 'block', minWidth: 0, maxWidth: '100%' },
  '& .cm-cell-anchor': { position: 'absolute', inset: 0, pointerEvents: 'none' },
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
  '& .cm-quiet': { ...theme.typography.body2, color: theme.vars?.palette.text.secondary }
})

/** The data grid's column definitions for the overview (fixed widths; the person may resize and hide). */
export function campaignColumns({
  t,
  format,
  capabilities,
  pendingIds,
  onAction
}: ColumnContext): GridColDef<CampaignRow>[] {
  const measuring = (row: CampaignRow) => (isActive(row) ? t('table.measuring') : '—')
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
    column('name', params => <NameCell {...params} />),
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
