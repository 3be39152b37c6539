import Checkbox from '@mui/material/Checkbox'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import NextLink from 'next/link'

import type {
  BulkAction,
  CampaignCapabilities,
  CampaignRow,
  CampaignSortField
} from '@/shared/campaigns/campaignTypes'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { formatDuration } from '../model/formatDuration'
import type { OverviewQuery } from '../model/overviewQuery'
import { CampaignProgressBar } from './CampaignProgressBar'
import { CampaignStatusControl } from './CampaignStatusControl'
import { selectionTint } from './contrast'

type Column = CampaignSortField | 'pace' | 'eta' | 'contactList' | 'division'
const COLUMNS: readonly Column[] = [
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
]
const SORTABLE = new Set<Column>(['name', 'status', 'dialingMode', 'progress', 'priority', 'dateModified'])
const SKELETON_ROWS = 5

interface CampaignsTableProps {
  rows: readonly CampaignRow[]
  query: OverviewQuery
  /** nothing known yet: placeholders show */
  pending: boolean
  /** a new query is being answered (not a refresh) */
  busy: boolean
  capabilities: CampaignCapabilities | null
  selected: ReadonlySet<string>
  onSelect: (rows: readonly CampaignRow[], selected: boolean) => void
  onSort: (field: CampaignSortField) => void
  pendingIds: ReadonlySet<string>
  onAction: (campaign: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => void
  pageCount: number
}

/** One page of campaigns, sorted and filtered by the server; rows keep their identity across refreshes. */
export function CampaignsTable({
  rows,
  query,
  pending,
  busy,
  capabilities,
  selected,
  onSelect,
  onSort,
  pendingIds,
  onAction,
  pageCount
}: CampaignsTableProps) {
  const { t } = useCampaignsT()
  const format = useFormatters()
  const selectedOnPage = rows.filter(row => selected.has(row.id)).length
  const direction = query.sortDirection === 'asc' ? 'ascending' : 'descending'

  return (
    <TableContainer sx={{ position: 'relative' }}>
      <Table
        aria-busy={busy || pending}
        size="small"
        // No hover background (the row is not a control); selected rows lightly tinted (contrast.ts).
        sx={theme => ({
          minWidth: 1200,
          '& .MuiTableRow-root.Mui-selected': { backgroundColor: selectionTint(theme) }
        })}
        data-testid="campaigns-table"
      >
        <caption style={visuallyHidden}>
          {t('table.caption', {
            column: t(`columns.${query.sortField}`),
            direction: t(`table.${direction}`),
            page: query.page,
            pages: pageCount
          })}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={rows.length > 0 && selectedOnPage === rows.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                disabled={rows.length === 0}
                onChange={event => onSelect(rows, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('table.selectPage') } }}
              />
            </TableCell>
            {COLUMNS.map(column => {
              if (!SORTABLE.has(column))
                return (
                  <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                    {t(`columns.${column}`)}
                  </TableCell>
                )
              const field = column as CampaignSortField
              const active = query.sortField === field
              return (
                <TableCell key={column} sortDirection={active ? query.sortDirection : false}>
                  <TableSortLabel
                    active={active}
                    direction={active ? query.sortDirection : 'asc'}
                    onClick={() => onSort(field)}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t(`columns.${column}`)}
                  </TableSortLabel>
                </TableCell>
              )
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {pending &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index} aria-hidden="true">
                {Array.from({ length: COLUMNS.length + 1 }, (_, cell) => (
                  <TableCell key={cell}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {!pending && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1} align="center" sx={{ py: 6 }}>
                <Typography color="text.secondary">{t('table.empty')}</Typography>
              </TableCell>
            </TableRow>
          )}
          {!pending &&
            rows.map(row => {
              const isSelected = selected.has(row.id)
              const eta = formatDuration(row.pace.etaSeconds)
              return (
                <TableRow
                  key={row.id}
                  selected={isSelected}
                  data-testid="campaign-row"
                  data-campaign-id={row.id}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={isSelected}
                      onChange={event => onSelect([row], event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('table.select', { name: row.name }) } }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                    <Link component={NextLink} href={`/campaigns/${encodeURIComponent(row.id)}`}>
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <CampaignStatusControl
                      campaign={row}
                      capabilities={capabilities}
                      pending={pendingIds.has(row.id)}
                      onAction={action => onAction(row, action)}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t(`dialingModes.${row.dialingMode}.name`)}
                  </TableCell>
                  <TableCell>
                    <CampaignProgressBar name={row.name} progress={row.progress} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.pace.contactsPerMinute === null
                      ? '—'
                      : t('table.pace', { pace: format.number.format(row.pace.contactsPerMinute) })}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{eta ? t(eta.key, eta.values) : '—'}</TableCell>
                  <TableCell>{row.contactList?.name ?? '—'}</TableCell>
                  <TableCell>{row.division?.name ?? '—'}</TableCell>
                  <TableCell>{row.priority ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.dateModified ? (
                      <time dateTime={row.dateModified}>
                        {format.dateTime.format(new Date(row.dateModified))}
                      </time>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              )
            })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
