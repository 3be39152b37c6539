import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid'
import { useMemo } from 'react'

import { gridLocaleText } from './gridLocaleText'

export type AppDataGridProps<R extends GridValidRowModel> = DataGridProps<R> & {
  /** the language of the screen's texts (the grid's own texts follow it) */
  language: string
}

/**
 * The house data grid (MUI X Data Grid, community): every list screen uses it the same way. Server-side
 * sorting and paging, no client-side filter menu (the screens' toolbars filter on the server), virtualised
 * rows, a visible focus ring on headers and cells, one line per cell.
 */
export function AppDataGrid<R extends GridValidRowModel>({
  language,
  localeText,
  sx,
  ...props
}: AppDataGridProps<R>) {
  const texts = useMemo(() => ({ ...gridLocaleText(language), ...localeText }), [language, localeText])
  return (
    <DataGrid<R>
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      localeText={texts}
      sx={[
        theme => ({
          border: 0,
          '--DataGrid-rowBorderColor': theme.vars?.palette.divider ?? theme.palette.divider,
          '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { outlineOffset: -2 },
          '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within':
            { outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}` },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' }
        }),
        ...(Array.isArray(sx) ? sx : [sx])
      ]}
      {...props}
    />
  )
}
