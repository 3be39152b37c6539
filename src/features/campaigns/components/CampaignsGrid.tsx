import Box from '@mui/material/Box'
import {
  type GridApi as GridApiCommunity,
  type GridCallbackDetails,
  type GridColumnResizeParams,
  type GridDensity,
  type GridRowSelectionModel,
  type GridSortModel
} from '@mui/x-data-grid'
import type { Theme } from '@mui/material/styles'
import { type RefObject, useEffect, useMemo } from 'react'

import {
  BULK_ACTIONS,
  type BulkAction,
  type CampaignCapabilities,
  type CampaignRow,
  type CampaignSortField
} from '@/shared/campaigns/campaignTypes'
import { useStableCallback } from '@/shared/hooks/useStableCallback'
import { AppDataGrid } from '@/shared/ui/grid/AppDataGrid'
import { type GridPreferences, orderedFields } from '@/shared/ui/grid/gridPreferences'
import { selectionOffered } from '@/shared/ui/grid/selectionOffered'

import { useFittingColumns } from '../hooks/useFittingColumns'
import { useFormatters } from '../hooks/useFormatters'
import { LiveRows } from '../hooks/useLiveValue'
import { useRowNames } from '../hooks/useRowNames'
import { useSettledRows } from '../hooks/useSettledRows'
import { useCampaignsT } from '../i18n/CampaignTexts'
import { type OverviewQuery, PAGE_SIZES } from '../model/overviewQuery'
import { NoRows, RowCheckbox, RowNames } from './campaignGridSlots'
import { CAMPAIGN_COLUMNS, CELL_STYLES, campaignColumns, DROP_ORDER, sortFieldOf } from './campaignColumns'
import { useScheduleText } from './ScheduleText'
import { selectionTint } from './contrast'

/**
 * The community grid's own paging stops at pages of 100 rows (larger pages are a feature of its commercial
 * edition). The server pages here, and the grid, in server mode, shows and virtualises the rows of the page it
 * is given: its pager is driven by the overview's query (`basePagination`), and the grid's own model stays at
 * its first page of 100, which it never uses to slice.
 */
const GRID_PAGINATION = { page: 0, pageSize: 100 }
const GRID_PAGE_SIZES = [100]
const SLOTS = { noRowsOverlay: NoRows as never, rowCheckbox: RowCheckbox as never }
const ROW_PROPS = { 'data-testid': 'campaign-row' } as never
const GRID_SX = (theme: Theme) => ({
  ...CELL_STYLES(theme),
  '&& .MuiDataGrid-row.Mui-selected, && .MuiDataGrid-row.Mui-selected:hover': {
    backgroundColor: selectionTint(theme)
  }
})

interface CampaignsGridProps {
  apiRef: RefObject<GridApiCommunity | null>
  rows: readonly CampaignRow[]
  total: number
  query: OverviewQuery
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
  onMoveColumn: (field: string, by: number) => void
  pageCount: number
}

/**
 * One page of campaigns in the house data grid: sorted, filtered and paged by the server; rows virtualised
 * and keyed by id (a refresh changes values in place: focus, scroll and selection stay); the name, schedule
 * and list columns share the room left over, the others fixed, unless the person resizes; as many columns as
 * fit the wall's width (the lesser ones left out first); the person's density, hidden columns, widths and
 * order applied.
 *
 * Every prop handed to the grid keeps its identity from one render to the next unless its content changed:
 * the grid is memoised, and each of its renders re-computes its root's large stylesheet.
 */
export function CampaignsGrid(props: CampaignsGridProps) {
  const { rows, query, preferences, selected, onSelect } = props
  const { t, language } = useCampaignsT()
  const format = useFormatters()
  const scheduleText = useScheduleText()
  const { capabilities, pendingIds, onAction } = props

  const { live, gridRows } = useSettledRows(rows)

  const columns = useMemo(() => {
    const defined = campaignColumns({ t, format, scheduleText, capabilities, pendingIds, onAction })
    const byField = new Map(defined.map(column => [column.field, column]))
    return orderedFields(CAMPAIGN_COLUMNS, preferences.order).map(field => {
      const column = byField.get(field)!
      const width = preferences.widths[field]
      // a column the person resized keeps their width, growing no more
      return width ? { ...column, width, flex: undefined } : column
    })
  }, [t, format, scheduleText, capabilities, pendingIds, onAction, preferences.order, preferences.widths])

  // the person's hidden columns, and the lesser ones left out so that the rest fit the wall's width
  const {
    ref: wallRef,
    visibility,
    onVisibility
  } = useFittingColumns(columns, preferences.hidden, DROP_ORDER, props.onHidden)
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
      paginationRowsPerPage: t('lists.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t('lists.displayedRows', { from, to, count }),
      paginationItemAriaLabel: (type: 'first' | 'last' | 'previous' | 'next') => t(`lists.pages.${type}`)
    }),
    [t]
  )
  const direction = query.sortDirection === 'asc' ? 'ascending' : 'descending'
  const label = t('table.caption', {
    column: t(`columns.${query.sortField}`),
    direction: t(`table.${direction}`),
    page: query.page,
    pages: props.pageCount
  })

  // every row's checkbox reads its name from here
  const names = useRowNames(gridRows)

  const { pageCount, onPage, onSort, onWidth, failure, onRetry } = props
  const onPageChange = useStableCallback((_: unknown, page: number) => onPage(page + 1, query.pageSize))
  const onPageSizeChange = useStableCallback((pageSize: number) => onPage(1, pageSize))
  const pageSizeOptions = useMemo(
    () => PAGE_SIZES.map(size => ({ value: size, label: format.number.format(size) })),
    [format]
  )
  const slotProps = useMemo(
    () => ({
      noRowsOverlay: { failure, onRetry } as never,
      row: ROW_PROPS,
      basePagination: {
        count: failure ? 0 : props.total,
        page: Math.max(0, Math.min(query.page, pageCount) - 1),
        rowsPerPage: query.pageSize,
        rowsPerPageOptions: pageSizeOptions,
        onPageChange,
        onRowsPerPageChange: onPageSizeChange
      } as never
    }),
    [
      failure,
      onRetry,
      props.total,
      query.page,
      query.pageSize,
      pageCount,
      pageSizeOptions,
      onPageChange,
      onPageSizeChange
    ]
  )
  // Another page starts at its top (the grid's own page never changes, so it does not scroll by itself).
  const { apiRef } = props
  useEffect(() => {
    apiRef.current?.scroll?.({ top: 0 })
  }, [apiRef, query.page, query.pageSize])
  const onSortModelChange = useStableCallback((model: GridSortModel) => {
    const field = sortFieldOf(model[0]?.field ?? query.sortField)
    if (field) onSort(field)
  })
  const onColumnWidthChange = useStableCallback(({ colDef, width }: GridColumnResizeParams) =>
    onWidth(colDef.field, width)
  )
  const onRowSelectionModelChange = useStableCallback(
    (model: GridRowSelectionModel, details: GridCallbackDetails<'rowSelection'>) => {
      // Only what the person did: the grid also reports its own re-syncs (new rows, its state catching up
      // with ours), which must not undo a selection made a moment before.
      if (details.reason !== 'singleRowSelection' && details.reason !== 'multipleRowsSelection') return
      const on = rows.filter(row => model.ids.has(row.id) && !selected.has(row.id))
      const off = rows.filter(row => !model.ids.has(row.id) && selected.has(row.id))
      if (on.length > 0) onSelect(on, true)
      if (off.length > 0) onSelect(off, false)
    }
  )

  return (
    <LiveRows.Provider value={live}>
      <RowNames.Provider value={names}>
        {/* The grid does not pass these on to its root: its box carries them (tests and the busy state). */}
        <Box ref={wallRef} data-testid="campaigns-table" aria-busy={props.busy} sx={{ height: '100%' }}>
          <AppDataGrid<CampaignRow>
            language={language}
            label={label}
            apiRef={props.apiRef}
            rows={gridRows}
            columns={columns}
            // 30 px rows in compact density (44 × 0.7), 44 standard, 57 comfortable: 18 rows on a 900 px screen.
            rowHeight={44}
            columnHeaderHeight={48}
            rowCount={rows.length}
            density={props.density}
            onDensityChange={props.onDensity}
            columnVisibilityModel={visibility}
            onColumnVisibilityModelChange={onVisibility}
            onColumnWidthChange={onColumnWidthChange}
            onMoveColumn={props.onMoveColumn}
            sortModel={sortModel}
            onSortModelChange={onSortModelChange}
            paginationModel={GRID_PAGINATION}
            pageSizeOptions={GRID_PAGE_SIZES}
            hideFooter={props.failure !== null && rows.length === 0}
            // (a viewer, who may start, stop and recycle nothing, gets no checkboxes that lead nowhere)
            checkboxSelection={selectionOffered(capabilities, BULK_ACTIONS)}
            keepNonExistentRowsSelected
            disableRowSelectionExcludeModel
            rowSelectionModel={selection}
            onRowSelectionModelChange={onRowSelectionModelChange}
            slots={SLOTS}
            slotProps={slotProps}
            localeText={localeText}
            sx={GRID_SX}
          />
        </Box>
      </RowNames.Provider>
    </LiveRows.Provider>
  )
}
