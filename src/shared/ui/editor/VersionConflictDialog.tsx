import DialogContentText from '@mui/material/DialogContentText'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { visuallyHidden } from '@mui/utils'

import { ConfirmDialog } from '../ConfirmDialog'

/** One field that differs between the person's version and the stored one, as shown. */
export interface ConflictRow {
  /** names the row (`conflict-<field>`) */
  field: string
  label: string
  yours: string
  theirs: string
}

/** What differs, field by field, with the table's words (its caption and headings), or what to say when nothing does. */
export interface ConflictDifferences {
  rows: readonly ConflictRow[]
  caption: string
  field: string
  yours: string
  theirs: string
  /** said instead of the table when no field shown differs */
  same?: string
}

interface ConflictAction {
  label: string
  onClick: () => void
}

export interface VersionConflictDialogProps {
  open: boolean
  title: string
  /** what happened (the dialog's description) */
  body: string
  /** yours and theirs, when the refusal said their version */
  differences?: ConflictDifferences | null
  /** first, plain: the way that keeps the person where they were (keep editing, discard theirs…) */
  secondary: ConflictAction
  /** last, the contained button: the way on (reload theirs, keep mine on theirs…) */
  primary: ConflictAction & { autoFocus?: boolean }
  /** a choice is being carried out: nothing can be chosen */
  busy?: boolean
  onClose: () => void
}

/** The fields that differ as a table: each field's name, the person's value, the stored one. */
function DifferencesTable({ differences }: { differences: ConflictDifferences }) {
  return (
    <Table size="small">
      <caption style={visuallyHidden}>{differences.caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{differences.field}</TableCell>
          <TableCell>{differences.yours}</TableCell>
          <TableCell>{differences.theirs}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {differences.rows.map(row => (
          <TableRow key={row.field} data-testid={`conflict-${row.field}`}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell>{row.yours}</TableCell>
            <TableCell>{row.theirs}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/**
 * The app's one dialog for a change refused because someone else changed the object first (a 409), on the one
 * confirm dialog: what happened, what differs (the person's values and the stored ones, when the refusal said
 * them), then the two ways on. Texts are the caller's, translated.
 */
export function VersionConflictDialog({
  open,
  title,
  body,
  differences,
  secondary,
  primary,
  busy = false,
  onClose
}: VersionConflictDialogProps) {
  const shown = differences && differences.rows.length > 0
  return (
    <ConfirmDialog
      open={open}
      title={title}
      body={body}
      confirm={primary.label}
      cancel={secondary.label}
      color="primary"
      busy={busy}
      onConfirm={primary.onClick}
      onCancel={secondary.onClick}
      onClose={onClose}
      confirmFocused={primary.autoFocus}
      wide
      testId="conflict"
    >
      {shown ? (
        <DifferencesTable differences={differences} />
      ) : (
        differences?.same && <DialogContentText>{differences.same}</DialogContentText>
      )}
    </ConfirmDialog>
  )
}

/** The rows of the fields whose shown values differ (the others are left out). */
export const differingRows = (rows: readonly ConflictRow[]): ConflictRow[] =>
  rows.filter(row => row.yours !== row.theirs)
