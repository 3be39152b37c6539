import Box from '@mui/material/Box'
import type { GridColDef } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'

import type { Permission } from '@/shared/permissions/permissionTypes'

import { RoleChips } from './RoleChips'

const KNOWN_ACTIONS = ['manage', 'read', 'create', 'update', 'delete']

/**
 * A permission's name in the person's language (`permissions.names.<subject>.<action>`), or the catalogue's own
 * (English) name for one this screen does not know.
 */
export const permissionName = (t: TFunction, row: Permission): string =>
  t(`permissions.names.${row.subject}.${row.action}`, { defaultValue: row.name })

/** What a permission is about, in words (`acl-page` is "Read-only pages"), or the subject as it is when unknown. */
export const subjectName = (t: TFunction, subject: string): string =>
  t(`permissions.subjects.${subject}`, { defaultValue: subject })

/**
 * The permissions grid's columns: name, what it is about, action — all in words, never the rules' own
 * identifiers —, the roles it is assigned to, created.
 */
export function permissionColumns(t: TFunction, dateFormat: Intl.DateTimeFormat): GridColDef<Permission>[] {
  return [
    {
      field: 'name',
      headerName: t('permissions.columns.name'),
      flex: 1.4,
      minWidth: 220,
      valueGetter: (_, row) => permissionName(t, row),
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontWeight: 500 }}>
          {permissionName(t, row)}
        </Box>
      )
    },
    {
      field: 'subject',
      headerName: t('permissions.columns.subject'),
      flex: 0.8,
      minWidth: 130,
      valueGetter: (_, row) => subjectName(t, row.subject)
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
