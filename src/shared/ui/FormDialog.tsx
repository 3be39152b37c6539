import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { type FormEvent, type ReactNode, useId } from 'react'

interface FormDialogProps {
  title: string
  /** the submit button's label, and Cancel's */
  submit: string
  cancel: string
  /** the form is being sent: nothing can be chosen, Escape does not close */
  busy: boolean
  /** why it could not be sent, said at once */
  error: string | null
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  /** the fields, one under the other */
  children: ReactNode
}

/**
 * A small form in a dialog (a new list, a contact's values): named by its title, its fields one under the
 * other, what went wrong below them, then Cancel and the submit button.
 */
export function FormDialog({
  title,
  submit,
  cancel,
  busy,
  error,
  onSubmit,
  onClose,
  children
}: FormDialogProps) {
  const titleId = useId()
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
          {error && (
            <DialogContentText role="alert" color="error" sx={{ mt: 2 }}>
              {error}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
