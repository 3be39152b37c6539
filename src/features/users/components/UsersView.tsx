import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined'
import Button from '@mui/material/Button'
import { useMemo, useState } from 'react'

import { useCan } from '@/features/acl'
import { useAuth } from '@/features/auth'
import { canActOnRole, ROLES } from '@/shared/acl'
import { ListScreen, useList } from '@/shared/ui/list'
import type { User } from '@/shared/users/userTypes'

import { usersApi } from '../api/usersApi'
import { USERS_LIST } from '../model/usersListDefinition'
import { AddUserDrawer } from './AddUserDrawer'
import { ChangeRoleDialog } from './ChangeRoleDialog'
import { DeleteUserDialog } from './DeleteUserDialog'
import { SignInRuleCard } from './SignInRuleCard'
import { userColumns } from './userColumns'
import { UserStats } from './UserStats'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

/**
 * The users page, a list screen (src/shared/ui/list): counts by role and status, the search and the role
 * and status filters, the grid (server-side paging and sorting), adding (a drawer), giving another role and
 * removing (dialogs) people; for admins, the rule for people not on the list.
 */
export function UsersView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const can = useCan()
  const list = useList(usersApi.endpoints.users, USERS_LIST)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<User | null>(null)
  const [changingRole, setChangingRole] = useState<User | null>(null)

  const myRole = user?.role ?? 'client'
  const myEmail = (user?.email ?? '').toLowerCase()
  const mayAdd = can('create', 'users')
  const mayRemove = can('delete', 'users')
  const mayChangeRoles = can('update', 'users')
  // only admins hold `manage`: the organisation's sign-in rule is theirs (the server checks it again)
  const mayChangeSignInRule = can('manage', 'users')
  const assignableRoles = ROLES.filter(role => canActOnRole(myRole, role))
  const company = user?.company ?? ''

  const columns = useMemo(() => {
    // The server decides (rank rule, never yourself, never the last admin); these only hide what it refuses.
    const mayActOn = (person: User) =>
      canActOnRole(myRole, person.role) && person.email.toLowerCase() !== myEmail
    return userColumns({
      t,
      dateFormat: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
      canChangeRole: person => mayChangeRoles && mayActOn(person),
      onChangeRole: setChangingRole,
      canRemove: person => mayRemove && mayActOn(person),
      onRemove: setRemoving
    })
  }, [t, language, myRole, myEmail, mayChangeRoles, mayRemove])

  return (
    <ListScreen
      list={list}
      columns={columns}
      textValues={{ company }}
      personId={user?.email ?? 'anonymous'}
      above={<UserStats allData={list.allData} />}
      actions={
        mayAdd && (
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setAdding(true)}>
            {t('users.add.open')}
          </Button>
        )
      }
      below={
        <>
          {mayChangeSignInRule && <SignInRuleCard company={company} />}
          {mayAdd && <AddUserDrawer open={adding} onClose={() => setAdding(false)} roles={assignableRoles} />}
          <DeleteUserDialog user={removing} onClose={() => setRemoving(null)} />
          <ChangeRoleDialog
            user={changingRole}
            roles={assignableRoles}
            onClose={() => setChangingRole(null)}
          />
        </>
      }
    />
  )
}
