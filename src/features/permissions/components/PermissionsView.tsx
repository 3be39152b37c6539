import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAuth } from '@/features/auth'
import { isRole, type Role, ROLES } from '@/shared/acl'
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback'

import { failureMessageKey } from '../model/failureMessage'
import { fetchData } from '../model/permissionsSlice'
import { usePermissionsDispatch, usePermissionsSelector } from '../model/permissionsStore'

/** How long the search waits for a pause in typing before it asks the server. */
export const SEARCH_DELAY_MS = 300

const ROLE_COLORS = { admin: 'primary', supervisor: 'info', client: 'secondary' } as const
const COLUMNS = ['name', 'subject', 'action', 'assignedTo', 'createdDate'] as const
const KNOWN_ACTIONS = ['manage', 'read', 'create', 'update', 'delete']

/** The permissions catalogue: a search, a role filter, and each permission with its roles as chips. */
export function PermissionsView() {
  const { t, i18n } = useTranslation()
  const { user } = useAuth()
  const dispatch = usePermissionsDispatch()
  const { data, total, allData, loading, error } = usePermissionsSelector(state => state.permissions)
  const [searchText, setSearchText] = useState('')
  const [q, setQ] = useState('')
  const [role, setRole] = useState<Role | null>(null)
  const [attempt, setAttempt] = useState(0)
  const search = useDebouncedCallback(setQ, SEARCH_DELAY_MS)
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language]
  )

  useEffect(() => {
    const request = dispatch(fetchData({ q, role }))
    return () => request.abort()
  }, [dispatch, q, role, attempt])

  const known = data.length > 0 || total === 0
  const countOf = (value: Role) =>
    allData.find(entry => entry.field === 'assignedTo' && entry.value === value)?.count

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('permissions.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('permissions.subtitle', { company: user?.company ?? '' })}
        </Typography>
      </Box>

      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
          <TextField
            type="search"
            size="small"
            label={t('permissions.search.label')}
            placeholder={t('permissions.search.placeholder')}
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
            label={t('permissions.filters.role')}
            value={role ?? ''}
            onChange={event => setRole(isRole(event.target.value) ? event.target.value : null)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 200px' }}
          >
            <option value="">{t('permissions.filters.anyRole')}</option>
            {ROLES.map(value => (
              <option key={value} value={value}>
                {t(`roles.${value}`)}
              </option>
            ))}
          </TextField>
          <Box
            component="ul"
            aria-label={t('permissions.summary.label')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {ROLES.map(value => (
              <li key={value}>
                <Chip
                  variant="outlined"
                  color={ROLE_COLORS[value]}
                  label={t('permissions.summary.count', {
                    role: t(`roles.${value}`),
                    count: countOf(value) ?? '…'
                  })}
                />
              </li>
            ))}
          </Box>
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
            {t('permissions.loadError')} {t(failureMessageKey(error))}
          </Alert>
        )}

        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('permissions.loading')} />}</Box>

        <TableContainer sx={{ position: 'relative' }}>
          <Table aria-busy={loading} sx={{ minWidth: 720 }}>
            <caption style={visuallyHidden}>
              {t('permissions.table.caption', { company: user?.company ?? '' })}
            </caption>
            <TableHead>
              <TableRow>
                {COLUMNS.map(column => (
                  <TableCell key={column}>{t(`permissions.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {!known &&
                !error &&
                Array.from({ length: 5 }, (_, index) => (
                  <TableRow key={index} aria-hidden="true">
                    {COLUMNS.map(column => (
                      <TableCell key={column}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {known && total === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 6 }}>
                    <Typography color="text.secondary">
                      {t(q || role ? 'permissions.empty.filtered' : 'permissions.empty.none')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {data.map(permission => (
                <TableRow key={permission.id} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                    {permission.name}
                  </TableCell>
                  <TableCell>
                    <Box component="code" sx={{ fontSize: '0.8125rem' }}>
                      {permission.subject}
                    </Box>
                  </TableCell>
                  <TableCell>
                    {KNOWN_ACTIONS.includes(permission.action)
                      ? t(`permissions.actions.${permission.action}`)
                      : permission.action}
                  </TableCell>
                  <TableCell>
                    <Box
                      component="ul"
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
                    >
                      {permission.assignedTo.map(assigned => (
                        <li key={assigned}>
                          <Chip size="small" color={ROLE_COLORS[assigned]} label={t(`roles.${assigned}`)} />
                        </li>
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <time dateTime={permission.createdDate}>
                      {dateFormat.format(new Date(permission.createdDate))}
                    </time>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>

      <Box role="status" sx={visuallyHidden}>
        {known && !loading && !error ? t('permissions.found', { count: total }) : ''}
      </Box>
    </Box>
  )
}
