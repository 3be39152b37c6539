import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

/**
 * Someone else changed the campaign's schedule first (409 `schedule.conflict`), as the campaign page's
 * conflict dialog says of its settings: nothing was saved; the person reloads the latest and makes the change
 * again on it (a schedule's runs cannot be merged field by field as settings can).
 */
export function ScheduleConflictDialog({
  name,
  onReload,
  onCancel
}: {
  /** the campaign whose schedule changed; null: closed */
  name: string | null
  onReload: () => void
  onCancel: () => void
}) {
  const { t } = useScreenTexts()
  const titleId = useId()
  const bodyId = useId()
  return (
    <Dialog
      open={name !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="conflict-dialog"
    >
      <DialogTitle id={titleId}>{t('schedules.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {t('schedules.conflict.body', { name: name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel}>
          {t('schedules.conflict.cancel')}
        </Button>
        <Button variant="contained" onClick={onReload} autoFocus>
          {t('schedules.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
