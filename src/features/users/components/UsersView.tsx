import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import TablePagination from '@mui/material/TablePagination'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useEffect, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useCan } from '@/features/acl'
import { useAuth } from '@/features/auth'
import { canActOnRole, isRole, ROLES } from '@/shared/acl'
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback'
import { type User, USER_STATUSES, type UserStatus } from '@/shared/users/userTypes'

import { failureMessageKey } from '../model/failureMessage'
import { initialUsersQuery, PAGE_SIZES, toUsersParams, usersQueryReducer } from '../model/usersQuery'
import { fetchData } from '../model/usersSlice'
import { useUsersDispatch, useUsersSelector } from '../model/usersStore'
import { AddUserDrawer } from './AddUserDrawer'
import { ChangeRoleDialog } from './ChangeRoleDialog'
import { DeleteUserDialog } from './DeleteUserDialog'
import { SignInRuleCard } from './SignInRuleCard'
import { UsersTable } from './UsersTable'
import { UserStats } from './UserStats'

/** How long the search waits for a pause in typing before it asks the server. */
export const SEARCH_DELAY_MS = 300

const isStatus = (value: string): value is UserStatus => (USER_STATUSES as readonly string[]).includes(value)

/**
 * The users page: counts by role and status, a search (debounced), role and status filters, the table
 * (server-side paging and sorting), adding (a drawer), giving another role and removing (dialogs) people.
 */
export function UsersView() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const can = useCan()
  const dispatch = useUsersDispatch()
  const { data, total, allData, loading, error } = useUsersSelector(state => state.users)
  const [query, changeQuery] = useReducer(usersQueryReducer, initialUsersQuery)
  const [searchText, setSearchText] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<User | null>(null)
  const [changingRole, setChangingRole] = useState<User | null>(null)
  const search = useDebouncedCallback((q: string) => changeQuery({ type: 'search', q }), SEARCH_DELAY_MS)

  // Every query (and every retry) asks the server once; a newer query aborts the one before.
  useEffect(() => {
    const request = dispatch(fetchData(toUsersParams(query)))
    return () => request.abort()
  }, [dispatch, query, attempt])

  // The list is known once it has rows or is known to be empty (total starts at 1, spec section 9).
  const known = data.length > 0 || total === 0
  // A page past the end (the last person of the last page was removed): go to the last page there is.
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize))
  const pastTheEnd = !loading && !error && data.length === 0 && total > 0 && query.page > lastPage
  useEffect(() => {
    if (pastTheEnd) changeQuery({ type: 'page', page: lastPage })
  }, [pastTheEnd, lastPage])

  const myRole = user?.role ?? 'client'
  const mayAdd = can('create', 'users')
  const mayRemove = can('delete', 'users')
  const assignableRoles = ROLES.filter(role => canActOnRole(myRole, role))
  const mayChangeRoles = can('update', 'users')
  // only admins hold `manage`: the organisation's sign-in rule is theirs (the server checks it again)
  const mayChangeSignInRule = can('manage', 'users')
  const isMe = (person: User) => person.email.toLowerCase() === (user?.email ?? '').toLowerCase()
  // The server decides (rank rule, never yourself, never the last admin); these only hide what it refuses.
  const canRemove = (person: User) => mayRemove && canActOnRole(myRole, person.role) && !isMe(person)
  const canChangeRole = (person: User) => mayChangeRoles && canActOnRole(myRole, person.role) && !isMe(person)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('users.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('users.subtitle', { company: user?.company ?? '' })}
        </Typography>
      </Box>

      <UserStats allData={allData} />

      <Card>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            p: 2.5
          }}
        >
          <TextField
            type="search"
            size="small"
            label={t('users.search.label')}
            placeholder={t('users.search.placeholder')}
            value={searchText}
            onChange={event => {
              setSearchText(event.target.value)
              search(event.target.value.trim())
            }}
            sx={{ flex: '1 1 240px' }}
          />
          <TextField
            select
            size="small"
            label={t('users.filters.role')}
            value={query.role ?? ''}
            onChange={event =>
              changeQuery({ type: 'role', role: isRole(event.target.value) ? event.target.value : null })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 180px' }}
          >
            <option value="">{t('users.filters.anyRole')}</option>
            {ROLES.map(role => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('users.filters.status')}
            value={query.status ?? ''}
            onChange={event =>
              changeQuery({
                type: 'status',
                status: isStatus(event.target.value) ? event.target.value : null
              })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 180px' }}
          >
            <option value="">{t('users.filters.anyStatus')}</option>
            {USER_STATUSES.map(status => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </TextField>
          {mayAdd && (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1Outlined />}
              onClick={() => setAdding(true)}
              sx={{ marginInlineStart: 'auto' }}
            >
              {t('users.add.open')}
            </Button>
          )}
        </Box>

        {error && (
          <Alert
            severity="error"
            sx={{ mx: 2.5, mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => setAttempt(attempt + 1)}>
                {t('lists.retry')}
              </Button>
            }
          >
            {t('users.loadError')} {t(failureMessageKey(error))}
          </Alert>
        )}

        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('users.loading')} />}</Box>

        <UsersTable
          rows={data}
          query={query}
          pending={!known && !error}
          busy={loading}
          empty={total === 0}
          company={user?.company ?? ''}
          onSort={field => changeQuery({ type: 'sort', field })}
          canRemove={canRemove}
          onRemove={setRemoving}
          canChangeRole={canChangeRole}
          onChangeRole={setChangingRole}
        />

        <TablePagination
          component="div"
          count={known ? total : 0}
          page={known ? Math.min(query.page, lastPage) - 1 : 0}
          rowsPerPage={query.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_, page) => changeQuery({ type: 'page', page: page + 1 })}
          onRowsPerPageChange={event =>
            changeQuery({ type: 'pageSize', pageSize: Number(event.target.value) })
          }
          labelRowsPerPage={t('lists.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('lists.displayedRows', { from, to, count })}
          getItemAriaLabel={type => t(`lists.pages.${type}`)}
          // A native select; MUI names only its own (non-native) one after the label.
          slotProps={{ select: { native: true, inputProps: { 'aria-label': t('lists.rowsPerPage') } } }}
        />
      </Card>

      {mayChangeSignInRule && <SignInRuleCard company={user?.company ?? ''} />}

      <Box role="status" sx={visuallyHidden}>
        {known && !loading && !error ? t('users.found', { count: total }) : ''}
      </Box>

      {mayAdd && <AddUserDrawer open={adding} onClose={() => setAdding(false)} roles={assignableRoles} />}
      <DeleteUserDialog user={removing} onClose={() => setRemoving(null)} />
      <ChangeRoleDialog user={changingRole} roles={assignableRoles} onClose={() => setChangingRole(null)} />
    </Box>
  )
}
