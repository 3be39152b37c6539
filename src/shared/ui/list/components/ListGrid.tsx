import Box from '@mui/material/Box'
import {
  type GridApi,
  type GridColDef,
  type GridColumnResizeParams,
  type GridColumnVisibilityModel,
  type GridDensity,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel
} from '@mui/x-data-grid'
import { type RefObject, useMemo } from 'react'

import { useStableCallback } from '@/shared/hooks/useStableCallback'
import { AppDataGrid } from '@/shared/ui/grid/AppDataGrid'
import { orderedFields } from '@/shared/ui/grid/gridPreferences'
import type { useGridPreferences } from '@/shared/ui/grid/useGridPreferences'

import type { ListController } from '../hooks/useList'
import { isFiltered } from '../model/listQuery'
import { ListNoRows } from './ListNoRows'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

const SLOTS = { noRowsOverlay: ListNoRows as never }

interface ListGridProps<Row extends GridValidRowModel> {
  list: ListController<Row>
  columns: readonly GridColDef<Row>[]
  /** the grid's accessible name */
  label: string
  apiRef: RefObject<GridApi | null>
  /** the person's remembered choices for this grid, and their setters */
  choices: ReturnType<typeof useGridPreferences>
  density: GridDensity
}

/**
 * A list's rows in the house data grid: as tall as its page (every row rendered, no inner scrolling), sorted
 * and paged by the server, the person's density, hidden columns, widths and order applied; skeleton rows until
 * the list is known, then the rows, or the reason there are none.
 */
export function ListGrid<Row extends GridValidRowModel>(props: ListGridProps<Row>) {
  const { list, columns, choices } = props
  const { preferences } = choices
  const { definition, query } = list
  const { t, language } = useScreenTexts()

  const shown = useMemo(() => {
    const byField = new Map(columns.map(column => [column.field, column]))
    return orderedFields([...byField.keys()], preferences.order).map(field => {
      const column = byField.get(field)!
      const width = preferences.widths[field]
      const sortable = definition.sortFields.includes(field)
      return width ? { ...column, sortable, width, flex: undefined } : { ...column, sortable }
    })
  }, [columns, preferences.order, preferences.widths, definition.sortFields])
  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(preferences.hidden.map(field => [field, false])),
    [preferences.hidden]
  )
  const sortModel = useMemo<GridSortModel>(
    () => (query.sortField ? [{ field: query.sortField, sort: query.sortDirection }] : []),
    [query.sortField, query.sortDirection]
  )
  const paginationModel = useMemo(
    () => ({ page: Math.max(0, Math.min(query.page, list.lastPage) - 1), pageSize: query.pageSize }),
    [query.page, query.pageSize, list.lastPage]
  )
  const localeText = useMemo(
    () => ({
      paginationRowsPerPage: t('lists.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t('lists.displayedRows', { from, to, count }),
      paginationItemAriaLabel: (type: 'first' | 'last' | 'previous' | 'next') => t(`lists.pages.${type}`)
    }),
    [t]
  )
  const empty = list.known && list.total === 0
  const emptyText = empty
    ? t(`${definition.texts}.empty.${isFiltered(query) ? 'filtered' : 'none'}`)
    : undefined
  const slotProps = useMemo(() => ({ noRowsOverlay: { text: emptyText } as never }), [emptyText])

  const { change } = list
  const onSortModelChange = useStableCallback((model: GridSortModel) => {
    // The grid proposes the next step of its own cycle (none after descending): the query decides the order.
    const field = model[0]?.field ?? query.sortField
    if (field) change({ type: 'sort', field })
  })
  const onPaginationModelChange = useStableCallback((model: GridPaginationModel) =>
    change(
      model.pageSize !== query.pageSize
        ? { type: 'pageSize', pageSize: model.pageSize }
        : { type: 'page', page: model.page + 1 }
    )
  )
  const onColumnVisibilityModelChange = useStableCallback((model: GridColumnVisibilityModel) =>
    choices.setHidden(Object.keys(model).filter(field => model[field] === false))
  )
  const onColumnWidthChange = useStableCallback(({ colDef, width }: GridColumnResizeParams) =>
    choices.setWidth(colDef.field, width)
  )

  const pending = !list.known && !list.error
  const unknownAfterFailure = !list.known && list.error !== null
  return (
    // The grid does not pass aria-busy on to its root: its box carries it.
    <Box aria-busy={pending || list.loading}>
      <AppDataGrid<Row>
        language={language}
        label={props.label}
        apiRef={props.apiRef}
        autoHeight
        rows={list.data}
        columns={shown}
        rowCount={list.known ? list.total : 0}
        loading={pending}
        density={props.density}
        onDensityChange={choices.setDensity}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={onColumnVisibilityModelChange}
        onColumnWidthChange={onColumnWidthChange}
        onMoveColumn={choices.move}
        disableColumnSorting={definition.sortFields.length === 0}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={definition.pageSizes ?? undefined}
        // failed before any answer: no "0–0 of 0" (the failure and its Retry are said above the grid)
        hideFooter={!definition.pageSizes || unknownAfterFailure}
        slots={SLOTS}
        slotProps={slotProps}
        localeText={localeText}
      />
    </Box>
  )
}
