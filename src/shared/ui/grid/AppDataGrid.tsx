import { DataGrid, type DataGridProps, type GridValidRowModel, useGridApiRef } from '@mui/x-data-grid'
import type { Theme } from '@mui/material/styles'
import { useEffect, useMemo } from 'react'

import { AppColumnMenu, type MoveColumn } from './AppColumnMenu'
import { gridLocaleText } from './gridLocaleText'
import { GridRowCheckbox } from './GridRowCheckbox'
import { GridSkeletonRows } from './GridSkeletonRows'

const HOUSE_SX = (theme: Theme) => ({
  border: 0,
  '--DataGrid-rowBorderColor': theme.vars?.palette.divider ?? theme.palette.divider,
  '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { outlineOffset: -2 },
  '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within':
    { outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}` },
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
  // Rows are not controls: no hover background (which also took links under 4.5:1 in dark mode).
  '&& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' },
  // The grid on the paper itself (by default it lightens its background in dark mode, where links and
  // status chips fall just under 4.5:1): the palette's colours are AA-checked against the paper.
  '&&': {
    '--DataGrid-t-color-background-base': theme.vars?.palette.background.paper,
    '--DataGrid-t-header-background-base': theme.vars?.palette.background.paper
  },
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  // Each row paints on its own: without it, every step of a scroll re-recorded the paint of every row in view
  // (the rows move inside one layer as the grid swaps rows in and out), twice per frame. With it the browser
  // reuses what it recorded for the rows that stayed and paints only those that came in (2,000 campaigns
  // wheeled through: paint 1.8 s → 0.8 s, docs/quality.md). Nothing of a row reaches outside it: focus rings
  // are drawn inside the cells, tooltips and menus in portals.
  '& .MuiDataGrid-row': { contain: 'content' },
  // the rows' own checkboxes (GridRowCheckbox): the browser's, at the size and in the colour of MUI's
  '& .cm-row-checkbox': {
    width: '18px',
    height: '18px',
    margin: 0,
    accentColor: theme.vars?.palette.primary.main ?? theme.palette.primary.main,
    cursor: 'pointer'
  },
  '& .cm-row-checkbox:focus-visible': {
    outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
    outlineOffset: '2px'
  }
})

let nativeScrollbarSize: number | undefined
/**
 * The browser's scrollbar width, measured once per page on a probe of its own. Left to itself the grid measures
 * its scrollbar when it mounts, in the middle of its first render with rows: a forced layout of the whole page,
 * rows and all, that the browser then does again before painting. (0 where scrollbars overlay the content.)
 */
function scrollbarSize() {
  if (nativeScrollbarSize === undefined && typeof document !== 'undefined') {
    const probe = document.createElement('div')
    probe.style.cssText = 'position:absolute;top:-200px;width:100px;height:100px;overflow:scroll'
    document.body.appendChild(probe)
    nativeScrollbarSize = probe.offsetWidth - probe.clientWidth
    probe.remove()
  }
  return nativeScrollbarSize
}

export type AppDataGridProps<R extends GridValidRowModel> = DataGridProps<R> & {
  /** the language of the screen's texts (the grid's own texts follow it) */
  language: string
  /** the person moved a column from its menu (the screen applies it through `columns`, and remembers it) */
  onMoveColumn?: MoveColumn
}

/**
 * The house data grid (MUI X Data Grid, community): every list screen uses it the same way. Server-side
 * sorting and paging, no client-side filter menu (the screens' toolbars filter on the server), virtualised
 * rows, a visible focus ring on headers and cells, one line per cell. `loading` means nothing is known yet:
 * skeleton rows of the final height show (GridSkeletonRows), never over rows already shown.
 */
export function AppDataGrid<R extends GridValidRowModel>({
  language,
  localeText,
  sx,
  apiRef: givenApiRef,
  onMoveColumn,
  slots,
  slotProps,
  ...props
}: AppDataGridProps<R>) {
  const menuSlots = useMemo(
    () => ({
      columnMenu: AppColumnMenu as never,
      loadingOverlay: GridSkeletonRows,
      rowCheckbox: GridRowCheckbox as never,
      ...slots
    }),
    [slots]
  )
  const menuSlotProps = useMemo(
    () => ({ ...slotProps, columnMenu: { ...slotProps?.columnMenu, onMove: onMoveColumn } as never }),
    [slotProps, onMoveColumn]
  )
  // The grid re-styles its root whenever its sx is a new array: one per sx given.
  const styles = useMemo(() => [HOUSE_SX, ...(Array.isArray(sx) ? sx : [sx])], [sx])
  const texts = useMemo(() => ({ ...gridLocaleText(language), ...localeText }), [language, localeText])
  const ownApiRef = useGridApiRef()
  const apiRef = givenApiRef ?? ownApiRef

  // The grid is one Tab stop: the cell it last had the focus in. When new rows (another search, another page)
  // no longer hold that cell, the grid would keep no Tab stop at all and the keyboard could not enter it: the
  // stop goes back to the first column's header.
  useEffect(() => {
    const api = apiRef.current
    const cell = api?.state.tabIndex.cell
    if (!api || !cell || api.getRow(cell.id)) return
    const first = api.getVisibleColumns()[0]
    api.setState(state => ({
      ...state,
      tabIndex: {
        cell: null,
        columnHeader: first ? { field: first.field } : null,
        columnHeaderFilter: null,
        columnGroupHeader: null
      }
    }))
  }, [apiRef, props.rows])
  return (
    <DataGrid<R>
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      scrollbarSize={scrollbarSize()}
      // At rest, only the rows in view: the grid's default also rendered 150 px of rows below them (the
      // last five of the wall's 25, every cell of them) in its first render. A scroll does not use it: once
      // the rows move the grid renders fifteen rows ahead in the scroll's direction whatever this says.
      rowBufferPx={0}
      localeText={texts}
      apiRef={apiRef}
      sx={styles}
      slots={menuSlots}
      slotProps={menuSlotProps}
      {...props}
    />
  )
}
