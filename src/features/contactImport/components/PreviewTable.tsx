import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { visuallyHidden } from '@mui/utils'

import type { CsvPreview } from '../csv/analyserTypes'
import { useContactImportTexts } from '../i18n/contactImportTexts'

/** The file's header and first rows, in a small table that scrolls (a focusable region: the keyboard scrolls it). */
export function PreviewTable({ preview, name }: { preview: CsvPreview; name: string }) {
  const { t } = useContactImportTexts()
  const columnName = (header: string, index: number) =>
    header || t('mapping.columnNumber', { number: index + 1 })
  return (
    <TableContainer
      role="region"
      aria-label={t('mapping.previewRegion')}
      tabIndex={0}
      sx={{ maxHeight: 220, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}
    >
      <Table size="small" stickyHeader>
        <caption style={visuallyHidden}>{t('mapping.previewCaption', { name })}</caption>
        <TableHead>
          <TableRow>
            {preview.header.map((header, index) => (
              <TableCell key={index} scope="col" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {columnName(header, index)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {preview.header.map((_, index) => (
                <TableCell
                  key={index}
                  dir="auto"
                  sx={{ whiteSpace: 'nowrap', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {row[index] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
