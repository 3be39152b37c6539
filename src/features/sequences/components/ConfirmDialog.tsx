import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'

interface ConfirmDialogProps {
  title: string
  body: string
  confirm: string
  cancel: string
  busy: boolean
  /** why the last attempt failed, said in the dialog */
  failure: string | null
  onConfirm: () => void
  onClose: () => void
}

/** Asks before acting (stopping, deleting a sequence): Cancel first, the action in the error colour. */
export function ConfirmDialog({
  title,
  body,
  confirm,
  cancel,
  busy,
  failure,
  onConfirm,
  onClose
}: ConfirmDialogProps) {
  const titleId = useId()
  const bodyId = useId()
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {cancel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
