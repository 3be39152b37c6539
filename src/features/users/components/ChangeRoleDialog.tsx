import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId, useState } from 'react'

import { isRole, type Role } from '@/shared/acl'
import type { User } from '@/shared/users/userTypes'

import { CHANGE_ROLE_KEYS } from '../model/failureMessage'
import { useChangeRoleMutation } from '../api/usersApi'
import { PersonActionDialog } from './PersonActionDialog'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

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
  const { t } = useScreenTexts()
  const [changeRole] = useChangeRoleMutation()
  const legendId = useId()
  // The choice starts at the person's role, each time the dialog opens for someone.
  const [roleOf, setRoleOf] = useState<User | null>(user)
  const [role, setRole] = useState<Role | null>(user?.role ?? null)
  if (user && user !== roleOf) {
    setRoleOf(user)
    setRole(user.role)
  }

  return (
    <PersonActionDialog
      user={user}
      titleKey="users.role.title"
      bodyKey="users.role.body"
      confirmLabel={t('users.role.save')}
      ready={role !== null && role !== roleOf?.role}
      onConfirm={async person => {
        if (!role) throw new Error('No role was chosen.')
        await changeRole({ id: person.id, role }).unwrap()
        return t('users.role.success', { name: person.fullName, role: t(`roles.${role}`) })
      }}
      failureKeys={CHANGE_ROLE_KEYS}
      onClose={onClose}
    >
      {(shown, busy) => (
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
      )}
    </PersonActionDialog>
  )
}
