import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId } from 'react'

import { useCampaignsT } from '../i18n/CampaignTexts'

interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /** false: only Cancel can be chosen (nothing to do) */
  canConfirm?: boolean
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * Asks before acting: a modal dialog (focus kept inside, returned to the control that opened it on close), its
 * text as the description, Cancel first.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  canConfirm = true,
  danger = false,
  busy = false,
  onConfirm,
  onClose
}: ConfirmDialogProps) {
  const { t } = useCampaignsT()
  const titleId = useId()
  const bodyId = useId()
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="confirm-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={bodyId}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy || !canConfirm}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          data-testid="confirm-button"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
