import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type ApiFailure } from '@/features/auth'
import { isRole, type Role } from '@/shared/acl'
import { notify } from '@/shared/ui/notify'

import { CHANGE_ROLE_KEYS, failureMessageKey } from '../model/failureMessage'
import type { User } from '../model/types'
import { changeRole } from '../model/usersSlice'
import { useUsersDispatch } from '../model/usersStore'

interface ChangeRoleDialogProps {
  /** whose role to change; null: closed */
  user: User | null
  /** the roles the signed-in person may give */
  roles: readonly Role[]
  onClose: () => void
}

/**
 * "Change the role of {name}": the roles as a radio group (a native select would change the role with an
 * arrow key on some systems), saved only on "Save role". The result is told in a toast.
 */
export function ChangeRoleDialog({ user, roles, onClose }: ChangeRoleDialogProps) {
  const { t } = useTranslation()
  const dispatch = useUsersDispatch()
  const titleId = useId()
  const bodyId = useId()
  const legendId = useId()
  const [busy, setBusy] = useState(false)
  // Kept while the dialog fades out, so that its text does not vanish first; the choice starts at their role.
  const [shown, setShown] = useState<User | null>(user)
  const [role, setRole] = useState<Role | null>(user?.role ?? null)
  if (user && user !== shown) {
    setShown(user)
    setRole(user.role)
  }

  const save = async () => {
    if (!user || !role || role === user.role) return
    setBusy(true)
    try {
      await dispatch(changeRole({ id: user.id, role })).unwrap()
      notify.success(t('users.role.success', { name: user.fullName, role: t(`roles.${role}`) }))
    } catch (failure) {
      notify.error(t(failureMessageKey(failure as ApiFailure, CHANGE_ROLE_KEYS)))
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
      <DialogTitle id={titleId}>{t('users.role.title', { name: shown?.fullName ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ mb: 2 }}>
          {t('users.role.body', { name: shown?.fullName ?? '', email: shown?.email ?? '' })}
        </DialogContentText>
        <FormControl disabled={busy}>
          <FormLabel id={legendId}>{t('users.role.legend')}</FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            value={role ?? ''}
            onChange={event => setRole(isRole(event.target.value) ? event.target.value : null)}
          >
            {/* their present role stays choosable even when it is not one the signed-in person may give */}
            {(shown && !roles.includes(shown.role) ? [shown.role, ...roles] : roles).map(option => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`roles.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('lists.cancel')}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={busy || !role || role === shown?.role}
          variant="contained"
        >
          {t('users.role.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
