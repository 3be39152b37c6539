import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import type { GridColDef } from '@mui/x-data-grid'
import { GridActionsCellItem } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'

import type { CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'
import { CampaignsInUse } from '@/shared/ui/CampaignsInUse'
import { FittedName } from '@/shared/ui/FittedName'
import { UnavailableValue } from '@/shared/ui/list'

import { callableSummary, type SummaryWords } from '../model/summary'

interface Options {
  t: TFunction
  words: SummaryWords
  /** the person may change sets (role and Genesys permission): the row actions are there */
  canEdit: boolean
  canDelete: boolean
  onEdit: (row: CallableTimeSetRow) => void
  onDelete: (row: CallableTimeSetRow) => void
  /** the campaigns could not be read: their column says so, not "none" */
  campaignsUnavailable: boolean
}

/**
 * The sets' columns: name, time zones, the hours in a line per zone ("Mon–Fri 08:00–21:00 · America/New_York"),
 * the campaigns that use it, and, for those who may change sets, edit and delete.
 */
export function callableTimeColumns({
  t,
  words,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  campaignsUnavailable
}: Options): GridColDef<CallableTimeSetRow>[] {
  const columns: GridColDef<CallableTimeSetRow>[] = [
    {
      field: 'name',
      headerName: t('callableTimes.columns.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row, tabIndex }) => <FittedName name={row.name} tabIndex={tabIndex} />
    },
    {
      field: 'zones',
      headerName: t('callableTimes.columns.zones'),
      width: 200,
      sortable: false,
      valueGetter: (_value, row) => row.callableTimes.map(callable => callable.timeZone).join(', ')
    },
    {
      field: 'hours',
      headerName: t('callableTimes.columns.hours'),
      flex: 2,
      minWidth: 320,
      sortable: false,
      valueGetter: (_value, row) =>
        row.callableTimes.map(callable => callableSummary(callable, words)).join('; '),
      renderCell: ({ value }) => (
        <Box
          component="span"
          title={String(value)}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {String(value)}
        </Box>
      )
    },
    {
      field: 'campaigns',
      headerName: t('callableTimes.columns.campaigns'),
      width: 240,
      sortable: false,
      // the set's campaigns as the platform lists them: by name here, as the lists' are by the server
      renderCell: ({ row }) =>
        campaignsUnavailable ? (
          <UnavailableValue />
        ) : (
          <CampaignsInUse
            texts="callableTimes"
            campaigns={[...row.campaigns].sort((a, b) => a.name.localeCompare(b.name))}
          />
        )
    }
  ]
  if (!canEdit && !canDelete) return columns
  return [
    ...columns,
    {
      field: 'actions',
      type: 'actions',
      headerName: t('callableTimes.columns.actions'),
      width: 110,
      getActions: ({ row }) => [
        ...(canEdit
          ? [
              <GridActionsCellItem
                key="edit"
                icon={<EditOutlined />}
                label={t('callableTimes.actions.edit', { name: row.name })}
                title={t('callableTimes.actions.edit', { name: row.name })}
                onClick={() => onEdit(row)}
              />
            ]
          : []),
        ...(canDelete
          ? [
              <GridActionsCellItem
                key="delete"
                icon={<DeleteOutlined />}
                label={t('callableTimes.actions.delete', { name: row.name })}
                title={t('callableTimes.actions.delete', { name: row.name })}
                onClick={() => onDelete(row)}
              />
            ]
          : [])
      ]
    }
  ]
}
