import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'

import { useContactImportTexts } from '../i18n/contactImportTexts'
import type { RejectedRow } from '../model/importTypes'
import { detailText, reasonText } from './rejectedTexts'

/** The rows shown in the dialog; all of them are in the downloaded CSV. */
export const REJECTED_SHOWN = 100

/** The first rows left out, each with its row number, reason, column, value as written and detail. */
export function RejectedRows({ rows, id }: { rows: readonly RejectedRow[]; id: string }) {
  const { t } = useContactImportTexts()
  const shown = rows.slice(0, REJECTED_SHOWN)
  return (
    <div id={id}>
      {rows.length > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('summary.shownFirst', { shown: shown.length, count: rows.length })}
        </Typography>
      )}
      <TableContainer
        role="region"
        aria-label={t('rejected.caption')}
        tabIndex={0}
        sx={{ maxHeight: 260, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader>
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: 8 }}>
            {t('rejected.caption')}
          </caption>
          <TableHead>
            <TableRow>
              {(['row', 'reason', 'column', 'value', 'detail'] as const).map(key => (
                <TableCell key={key} scope="col" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`rejected.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(row => (
              <TableRow key={`${row.rowNumber}-${row.reason}`}>
                <TableCell>{row.rowNumber}</TableCell>
                <TableCell>{reasonText(t, row)}</TableCell>
                <TableCell dir="auto">{row.column ?? ''}</TableCell>
                <TableCell dir="auto" sx={{ maxWidth: 200, overflowWrap: 'anywhere' }}>
                  {row.value}
                </TableCell>
                <TableCell dir="auto">{detailText(t, row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  )
}
