import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { type User, USER_SORT_FIELDS, type UserSortField } from '@/shared/users/userTypes'

import type { UsersQuery } from '../model/usersQuery'
import { RoleChip, StatusChip } from './RoleChip'

const COLUMN_COUNT = USER_SORT_FIELDS.length + 1
const SKELETON_ROWS = 5

interface UsersTableProps {
  rows: readonly User[]
  query: UsersQuery
  /** the rows are not known yet: placeholders show */
  pending: boolean
  busy: boolean
  /** the list answered no one */
  empty: boolean
  /** the organisation's name, for the caption */
  company: string
  onSort: (field: UserSortField) => void
  canRemove: (user: User) => boolean
  onRemove: (user: User) => void
  canChangeRole: (user: User) => boolean
  onChangeRole: (user: User) => void
}

/** The users, one page of them, sortable by every column (the server sorts). */
export function UsersTable({
  rows,
  query,
  pending,
  busy,
  empty,
  company,
  onSort,
  canRemove,
  onRemove,
  canChangeRole,
  onChangeRole
}: UsersTableProps) {
  const { t, i18n } = useTranslation()
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language]
  )
  const direction = query.sortDirection === 'asc' ? 'ascending' : 'descending'
  return (
    // Relative: the visually hidden texts (absolutely placed) stay inside the scrolling box on narrow screens.
    <TableContainer sx={{ position: 'relative' }}>
      <Table aria-busy={busy} sx={{ minWidth: 720 }}>
        <caption style={visuallyHidden}>
          {t('users.table.caption', {
            company,
            column: t(`users.columns.${query.sortField}`),
            direction: t(`lists.${direction}`)
          })}
        </caption>
        <TableHead>
          <TableRow>
            {USER_SORT_FIELDS.map(field => {
              const active = query.sortField === field
              return (
                <TableCell key={field} sortDirection={active ? query.sortDirection : false}>
                  <TableSortLabel
                    active={active}
                    direction={active ? query.sortDirection : field === 'createdAt' ? 'desc' : 'asc'}
                    onClick={() => onSort(field)}
                  >
                    {t(`users.columns.${field}`)}
                  </TableSortLabel>
                </TableCell>
              )
            })}
            <TableCell align="right">
              <span style={visuallyHidden}>{t('users.columns.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pending &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index} aria-hidden="true">
                {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
                  <TableCell key={cell}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {!pending && empty && (
            <TableRow>
              <TableCell colSpan={COLUMN_COUNT} align="center" sx={{ py: 6 }}>
                <Typography color="text.secondary">
                  {t(query.q || query.role || query.status ? 'users.empty.filtered' : 'users.empty.none')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {!pending &&
            rows.map(user => (
              <TableRow key={user.id} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {user.fullName}
                </TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <RoleChip role={user.role} />
                </TableCell>
                <TableCell>
                  <StatusChip status={user.status} />
                </TableCell>
                <TableCell>
                  <time dateTime={user.createdAt}>{dateFormat.format(new Date(user.createdAt))}</time>
                </TableCell>
                <TableCell align="right" sx={{ py: 0.5, whiteSpace: 'nowrap' }}>
                  {canChangeRole(user) && (
                    <IconButton
                      aria-label={t('users.role.open', { name: user.fullName })}
                      onClick={() => onChangeRole(user)}
                      size="small"
                    >
                      <ManageAccountsOutlined fontSize="small" />
                    </IconButton>
                  )}
                  {canRemove(user) && (
                    <IconButton
                      aria-label={t('users.delete.open', { name: user.fullName })}
                      onClick={() => onRemove(user)}
                      size="small"
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
