import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

interface ReloadConflictDialogProps {
  /** the screen's texts for it, e.g. `sequences.conflict` */
  texts: string
  open: boolean
  name: string
  busy: boolean
  onReload: () => void
  onKeep: () => void
}

/**
 * A save refused because someone changed the item meanwhile (409 `*.conflict`): reload it, or keep editing.
 * `texts` names the screen's `conflict` texts (title, body with {{name}}, keep, reload).
 */
export function ReloadConflictDialog({
  texts,
  open,
  name,
  busy,
  onReload,
  onKeep
}: ReloadConflictDialogProps) {
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
      <DialogTitle id={titleId}>{t(`${texts}.title`)}</DialogTitle>
      <DialogContent id={bodyId}>{t(`${texts}.body`, { name })}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onKeep} disabled={busy}>
          {t(`${texts}.keep`)}
        </Button>
        <Button variant="contained" onClick={onReload} disabled={busy}>
          {t(`${texts}.reload`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
