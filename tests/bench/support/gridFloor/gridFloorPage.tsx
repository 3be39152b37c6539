// The floor of the house grid: MUI X Data Grid (community) alone, with MUI's default theme, 16 columns of plain
// text and the selection checkboxes, in the density, row height and row buffer the overview uses, and no
// Next.js, shell, texts, live values or cells of ours. The benches measure it beside the overview in the same
// run (bundled by tests/bench/support/gridFloor.mjs), so that what the grid itself costs on the machine of the
// day is known: what the overview costs above it is ours to answer for.
import CssBaseline from '@mui/material/CssBaseline'
import { createTheme, ThemeProvider } from '@mui/material/styles'
import { DataGrid, type GridColDef } from '@mui/x-data-grid'
import { createRoot } from 'react-dom/client'

// the first is a name, the others short texts: the wall's widths (the name wider), none of its cells
const columns: GridColDef[] = Array.from({ length: 16 }, (_, index) => ({
  field: `column${index + 1}`,
  headerName: index === 0 ? 'Name' : `Column ${index + 1}`,
  width: index === 0 ? 260 : 120
}))

const count = Math.max(1, Number(new URLSearchParams(location.search).get('rows')) || 25)
const TEXTS = [
  'On',
  'Predictive',
  '37 % · 18,500 / 50,000',
  '212/min',
  '48 min',
  'Running until 17:00',
  'Home'
]
const rows = Array.from({ length: count }, (_, row) => ({
  id: String(row + 1),
  column1: `Campaign ${row + 1} of the floor page`,
  ...Object.fromEntries(
    Array.from({ length: 15 }, (_, index) => [`column${index + 2}`, TEXTS[(row + index) % TEXTS.length]])
  )
}))

const theme = createTheme()

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <main style={{ height: '100vh' }}>
      <h1 style={{ position: 'absolute', left: -9999 }}>Grid floor</h1>
      <DataGrid
        aria-label="Grid floor"
        rows={rows}
        columns={columns}
        density="compact"
        rowHeight={44}
        columnHeaderHeight={48}
        checkboxSelection
        disableRowSelectionOnClick
        rowBufferPx={0}
        // as the overview does: the community grid pages by 100 at most, so in server mode it is given every
        // row as one page and shows (and virtualises) them all
        paginationMode="server"
        rowCount={count}
        paginationModel={{ page: 0, pageSize: 100 }}
        pageSizeOptions={[100]}
        hideFooter
        getRowClassName={() => 'floor-row'}
      />
    </main>
  </ThemeProvider>
)
