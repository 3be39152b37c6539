import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

interface ConflictDialogProps {
  open: boolean
  name: string
  busy: boolean
  onReload: () => void
  onKeep: () => void
}

/** A save refused because someone changed the sequence meanwhile (409 `*.conflict`): reload it, or keep editing. */
export function ConflictDialog({ open, name, busy, onReload, onKeep }: ConflictDialogProps) {
  const { t } = useScreenTexts()
  const titleId = useId()
  const bodyId = useId()
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onKeep}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{t('sequences.conflict.title')}</DialogTitle>
      <DialogContent id={bodyId}>{t('sequences.conflict.body', { name })}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onKeep} disabled={busy}>
          {t('sequences.conflict.keep')}
        </Button>
        <Button variant="contained" onClick={onReload} disabled={busy}>
          {t('sequences.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
