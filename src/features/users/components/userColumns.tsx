import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import Box from '@mui/material/Box'
import { type GridColDef, GridActionsCellItem } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'

import type { User } from '@/shared/users/userTypes'

import { RoleChip, StatusChip } from './RoleChip'

interface UserColumnsOptions {
  t: TFunction
  dateFormat: Intl.DateTimeFormat
  canChangeRole: (user: User) => boolean
  onChangeRole: (user: User) => void
  canRemove: (user: User) => boolean
  onRemove: (user: User) => void
}

/**
 * The users grid's columns: name, email, role, status, added, and each row's actions (change the role,
 * remove), shown only where the person may act. Actions are the grid's own action items: one Tab stop per
 * cell, arrow keys between them.
 */
export function userColumns({
  t,
  dateFormat,
  canChangeRole,
  onChangeRole,
  canRemove,
  onRemove
}: UserColumnsOptions): GridColDef<User>[] {
  return [
    {
      field: 'fullName',
      headerName: t('users.columns.fullName'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontWeight: 500 }}>
          {row.fullName}
        </Box>
      )
    },
    { field: 'email', headerName: t('users.columns.email'), flex: 1.2, minWidth: 220 },
    {
      field: 'role',
      headerName: t('users.columns.role'),
      width: 140,
      renderCell: ({ row }) => <RoleChip role={row.role} />
    },
    {
      field: 'status',
      headerName: t('users.columns.status'),
      width: 130,
      renderCell: ({ row }) => <StatusChip status={row.status} />
    },
    {
      field: 'createdAt',
      headerName: t('users.columns.createdAt'),
      width: 150,
      renderCell: ({ row }) => (
        <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>
      )
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('users.columns.actions'),
      width: 110,
      getActions: ({ row }) => [
        ...(canChangeRole(row)
          ? [
              <GridActionsCellItem
                key="role"
                icon={<ManageAccountsOutlined />}
                label={t('users.role.open', { name: row.fullName })}
                onClick={() => onChangeRole(row)}
              />
            ]
          : []),
        ...(canRemove(row)
          ? [
              <GridActionsCellItem
                key="remove"
                icon={<DeleteOutlined />}
                label={t('users.delete.open', { name: row.fullName })}
                onClick={() => onRemove(row)}
              />
            ]
          : [])
      ]
    }
  ]
}
