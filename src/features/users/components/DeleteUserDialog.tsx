import type { User } from '@/shared/users/userTypes'

import { useDeleteUserMutation } from '../api/usersApi'
import { PersonActionDialog } from './PersonActionDialog'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

interface DeleteUserDialogProps {
  /** the person to remove; null: closed */
  user: User | null
  onClose: () => void
}

/** "Remove {name}?": nothing is removed until the person confirms. The result is told in a toast. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const { t } = useScreenTexts()
  const [deleteUser] = useDeleteUserMutation()
  return (
    <PersonActionDialog
      user={user}
      titleKey="users.delete.title"
      bodyKey="users.delete.body"
      confirmLabel={t('users.delete.confirm')}
      confirmColor="error"
      onConfirm={async person => {
        await deleteUser(person.id).unwrap()
        return t('users.delete.success', { name: person.fullName })
      }}
      onClose={onClose}
    />
  )
}
