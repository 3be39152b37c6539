import Box from '@mui/material/Box'
import type { GridColDef } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'

import type { Permission } from '@/shared/permissions/permissionTypes'

import { RoleChips } from './RoleChips'

const KNOWN_ACTIONS = ['manage', 'read', 'create', 'update', 'delete']

/** The permissions grid's columns: name, subject (as code), action, the roles it is assigned to, created. */
export function permissionColumns(t: TFunction, dateFormat: Intl.DateTimeFormat): GridColDef<Permission>[] {
  return [
    {
      field: 'name',
      headerName: t('permissions.columns.name'),
      flex: 1.4,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontWeight: 500 }}>
          {row.name}
        </Box>
      )
    },
    {
      field: 'subject',
      headerName: t('permissions.columns.subject'),
      flex: 0.8,
      minWidth: 130,
      renderCell: ({ row }) => (
        <Box component="code" sx={{ fontSize: '0.8125rem' }}>
          {row.subject}
        </Box>
      )
    },
    {
      field: 'action',
      headerName: t('permissions.columns.action'),
      width: 130,
      valueGetter: (_, row) =>
        KNOWN_ACTIONS.includes(row.action) ? t(`permissions.actions.${row.action}`) : row.action
    },
    {
      field: 'assignedTo',
      headerName: t('permissions.columns.assignedTo'),
      flex: 1,
      minWidth: 280,
      renderCell: ({ row }) => <RoleChips small roles={row.assignedTo} label={role => t(`roles.${role}`)} />
    },
    {
      field: 'createdDate',
      headerName: t('permissions.columns.createdDate'),
      width: 150,
      renderCell: ({ row }) => (
        <time dateTime={row.createdDate}>{dateFormat.format(new Date(row.createdDate))}</time>
      )
    }
  ]
}
