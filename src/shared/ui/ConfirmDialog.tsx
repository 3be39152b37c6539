import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId } from 'react'

export interface ConfirmDialogProps {
  /** shown (kept mounted while it closes, so that its text does not vanish first); true by default */
  open?: boolean
  title: string
  /** what will happen: the dialog's description (a text, or the caller's own paragraphs) */
  body: ReactNode
  /** the action's label; null: nothing can be done (only the way out is offered) */
  confirm: string | null
  cancel: string
  /** the action's colour: `error` (the default) for what cannot be undone */
  color?: 'error' | 'primary'
  /** the action is being sent: nothing can be chosen, Escape does not close */
  busy?: boolean
  /** false: there is nothing to send yet (a choice to make first) */
  ready?: boolean
  /** why the last attempt failed, said in the dialog */
  failure?: string | null
  onConfirm: () => void
  onClose: () => void
  /** the first button's action, when it is not only closing (discarding the person's version) */
  onCancel?: () => void
  /** the action has the focus when the dialog opens (the way on that is expected) */
  confirmFocused?: boolean
  /** the medium width (a table inside) */
  wide?: boolean
  /** names the dialog and its action for tests: `<testId>-dialog`, `<testId>-button` */
  testId?: string
  /** what to choose, or to read, below the description */
  children?: ReactNode
}

/**
 * The app's one way to ask before acting (remove, stop, delete, give another role; which version to keep after a
 * conflict): a modal dialog named by its title and described by its text (focus kept inside, back to what opened
 * it on close), Cancel first, the action last; a failure said inside, as an alert.
 */
export function ConfirmDialog({
  open = true,
  title,
  body,
  confirm,
  cancel,
  color = 'error',
  busy = false,
  ready = true,
  failure,
  onConfirm,
  onClose,
  onCancel = onClose,
  confirmFocused,
  wide = false,
  testId = 'confirm',
  children
}: ConfirmDialogProps) {
  const titleId = useId()
  const bodyId = useId()
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth={wide ? 'md' : 'sm'}
      data-testid={`${testId}-dialog`}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {typeof body === 'string' ? (
          <DialogContentText id={bodyId} sx={{ mb: children ? 2 : 0 }}>
            {body}
          </DialogContentText>
        ) : (
          <Box id={bodyId}>{body}</Box>
        )}
        {children}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel} disabled={busy}>
          {cancel}
        </Button>
        {confirm !== null && (
          <Button
            variant="contained"
            color={color}
            onClick={onConfirm}
            disabled={busy || !ready}
            autoFocus={confirmFocused}
            data-testid={`${testId}-button`}
          >
            {confirm}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
