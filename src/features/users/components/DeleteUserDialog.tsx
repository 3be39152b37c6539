import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type ApiFailure } from '@/features/auth'
import { notify } from '@/shared/ui/notify'

import { failureMessageKey } from '../model/failureMessage'
import type { User } from '../model/types'
import { deleteUser } from '../model/usersSlice'
import { useUsersDispatch } from '../model/usersStore'

interface DeleteUserDialogProps {
  /** the person to remove; null: closed */
  user: User | null
  onClose: () => void
}

/** "Remove {name}?": nothing is removed until the person confirms. The result is told in a toast. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation()
  const dispatch = useUsersDispatch()
  const titleId = useId()
  const bodyId = useId()
  const [busy, setBusy] = useState(false)
  // Kept while the dialog fades out, so that its text does not vanish first.
  const [shown, setShown] = useState<User | null>(user)
  if (user && user !== shown) setShown(user)

  const confirm = async () => {
    if (!user) return
    setBusy(true)
    try {
      await dispatch(deleteUser(user.id)).unwrap()
      notify.success(t('users.delete.success', { name: user.fullName }))
    } catch (failure) {
      notify.error(t(failureMessageKey(failure as ApiFailure)))
    } finally {
      setBusy(false)
      onClose()
    }
  }

  return (
    <Dialog
      open={user !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{t('users.delete.title', { name: shown?.fullName ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {t('users.delete.body', { name: shown?.fullName ?? '', email: shown?.email ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('lists.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} variant="contained" color="error">
          {t('users.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
