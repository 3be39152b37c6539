import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import {
  type GridApi as GridApiCommunity,
  type GridColumnVisibilityModel,
  type GridDensity,
  type GridRowCheckboxProps,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  GridOverlay,
  useGridRootProps
} from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import { createContext, type RefObject, useContext, useMemo } from 'react'

import type {
  BulkAction,
  CampaignCapabilities,
  CampaignRow,
  CampaignSortField
} from '@/shared/campaigns/campaignTypes'
import { AppDataGrid } from '@/shared/ui/grid/AppDataGrid'
import type { GridPreferences } from '@/shared/ui/grid/gridPreferences'

import { useFormatters } from '../hooks/useFormatters'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { type OverviewQuery, PAGE_SIZES } from '../model/overviewQuery'
import { CAMPAIGN_COLUMNS, campaignColumns, sortFieldOf } from './campaignColumns'
import { selectionTint } from './contrast'

/** "Select Spring renewals": a row's checkbox named after its campaign (the grid's own says "Select row"). */
const RowNames = createContext<ReadonlyMap<GridRowId, string>>(new Map())

function RowCheckbox({ rowId, slotProps, ...props }: GridRowCheckboxProps & { rowId?: GridRowId }) {
  const rootProps = useGridRootProps()
  const { t } = useCampaignsT()
  const name = useContext(RowNames).get(rowId ?? '')
  const BaseCheckbox = rootProps.slots.baseCheckbox
  return (
    <BaseCheckbox
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...slotProps?.htmlInput,
          ...(name !== undefined && { 'aria-label': t('table.select', { name }) })
        }
      }}
    />
  )
}

/** No rows: either nothing matches, or nothing could be loaded (never both, never "no match" after a failure). */
function NoRows({ failure, onRetry }: { failure?: string | null; onRetry?: () => void }) {
  const { t } = useCampaignsT()
  return (
    <GridOverlay>
      {failure ? (
        <Alert
          severity="error"
          data-testid="load-problem"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : (
        <Typography color="text.secondary">{t('table.empty')}</Typography>
      )}
    </GridOverlay>
  )
}

interface CampaignsGridProps {
  apiRef: RefObject<GridApiCommunity | null>
  rows: readonly CampaignRow[]
  total: number
  query: OverviewQuery
  /** nothing known yet: skeleton rows of the final height */
  pending: boolean
  /** a new query is being answered (not a refresh) */
  busy: boolean
  /** the first load failed: this sentence instead of rows */
  failure: string | null
  onRetry: () => void
  capabilities: CampaignCapabilities | null
  selected: ReadonlySet<string>
  onSelect: (rows: readonly CampaignRow[], selected: boolean) => void
  onSort: (field: CampaignSortField) => void
  onPage: (page: number, pageSize: number) => void
  pendingIds: ReadonlySet<string>
  onAction: (campaign: CampaignRow, action: Extract<BulkAction, 'start' | 'stop'>) => void
  preferences: GridPreferences
  density: GridDensity
  onDensity: (density: GridDensity) => void
  onHidden: (hidden: string[]) => void
  onWidth: (field: string, width: number) => void
  pageCount: number
}

/**
 * One page of campaigns in the house data grid: sorted, filtered and paged by the server; rows virtualised
 * and keyed by id (a refresh changes values in place: focus, scroll and selection stay); widths fixed unless
 * the person resizes; the person's density, hidden columns, widths and order applied.
 */
export function CampaignsGrid(props: CampaignsGridProps) {
  const { rows, query, preferences, selected, onSelect } = props
  const { t, language } = useCampaignsT()
  const { t: tApp } = useTranslation()
  const format = useFormatters()
  const { capabilities, pendingIds, onAction } = props

  const columns = useMemo(() => {
    const defined = campaignColumns({ t, format, capabilities, pendingIds, onAction })
    const byField = new Map(defined.map(column => [column.field, column]))
    const order = [
      ...preferences.order.filter(field => byField.has(field)),
      ...CAMPAIGN_COLUMNS.filter(field => !preferences.order.includes(field))
    ]
    return order.map(field => {
      const column = byField.get(field)!
      const width = preferences.widths[field]
      return width ? { ...column, width } : column
    })
  }, [t, format, capabilities, pendingIds, onAction, preferences.order, preferences.widths])

  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(preferences.hidden.map(field => [field, false])),
    [preferences.hidden]
  )
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: query.sortField, sort: query.sortDirection }],
    [query.sortField, query.sortDirection]
  )
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selected) }),
    [selected]
  )
  const localeText = useMemo(
    () => ({
      checkboxSelectionHeaderName: t('table.selectColumn'),
      checkboxSelectionSelectAllRows: t('table.selectPage'),
      checkboxSelectionUnselectAllRows: t('table.unselectPage'),
      // the paging texts every list screen shares
      paginationRowsPerPage: tApp('lists.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        tApp('lists.displayedRows', { from, to, count }),
      paginationItemAriaLabel: (type: 'first' | 'last' | 'previous' | 'next') => tApp(`lists.pages.${type}`)
    }),
    [t, tApp]
  )
  const direction = query.sortDirection === 'asc' ? 'ascending' : 'descending'
  const label = t('table.caption', {
    column: t(`columns.${query.sortField}`),
    direction: t(`table.${direction}`),
    page: query.page,
    pages: props.pageCount
  })

  const names = useMemo(() => new Map<GridRowId, string>(rows.map(row => [row.id, row.name])), [rows])

  return (
    <RowNames.Provider value={names}>
      {/* The grid does not pass these on to its root: its box carries them (tests and the busy state). */}
      <Box data-testid="campaigns-table" aria-busy={props.busy || props.pending} sx={{ height: '100%' }}>
        <AppDataGrid<CampaignRow>
          language={language}
          label={label}
          apiRef={props.apiRef}
          rows={rows}
          columns={columns}
          // 30 px rows in compact density (44 × 0.7), 44 standard, 57 comfortable: 18 rows on a 900 px screen.
          rowHeight={44}
          columnHeaderHeight={48}
          rowCount={props.failure ? 0 : props.total}
          loading={props.pending}
          density={props.density}
          onDensityChange={props.onDensity}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={model =>
            props.onHidden(Object.keys(model).filter(field => model[field] === false))
          }
          onColumnWidthChange={({ colDef, width }) => props.onWidth(colDef.field, width)}
          sortModel={sortModel}
          onSortModelChange={model => {
            const field = sortFieldOf(model[0]?.field ?? query.sortField)
            if (field) props.onSort(field)
          }}
          paginationModel={{
            page: Math.max(0, Math.min(query.page, props.pageCount) - 1),
            pageSize: query.pageSize
          }}
          onPaginationModelChange={model => props.onPage(model.page + 1, model.pageSize)}
          pageSizeOptions={[...PAGE_SIZES]}
          hideFooter={props.failure !== null && rows.length === 0}
          checkboxSelection
          keepNonExistentRowsSelected
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model, details) => {
            // Only what the person did: the grid also reports its own re-syncs (new rows, its state catching up
            // with ours), which must not undo a selection made a moment before.
            if (details.reason !== 'singleRowSelection' && details.reason !== 'multipleRowsSelection') return
            const on = rows.filter(row => model.ids.has(row.id) && !selected.has(row.id))
            const off = rows.filter(row => !model.ids.has(row.id) && selected.has(row.id))
            if (on.length > 0) onSelect(on, true)
            if (off.length > 0) onSelect(off, false)
          }}
          slots={{ noRowsOverlay: NoRows as never, rowCheckbox: RowCheckbox as never }}
          slotProps={{
            loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
            noRowsOverlay: { failure: props.failure, onRetry: props.onRetry } as never,
            row: { 'data-testid': 'campaign-row' } as never
          }}
          localeText={localeText}
          sx={theme => ({
            '&& .MuiDataGrid-row.Mui-selected, && .MuiDataGrid-row.Mui-selected:hover': {
              backgroundColor: selectionTint(theme)
            }
          })}
        />
      </Box>
    </RowNames.Provider>
  )
}
