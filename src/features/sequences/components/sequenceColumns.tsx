import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import StopOutlined from '@mui/icons-material/StopOutlined'
import Box from '@mui/material/Box'
import type { GridColDef } from '@mui/x-data-grid'
import { GridActionsCellItem } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'

import type { SequenceRow } from '@/shared/schedules/scheduleTypes'
import { FittedName } from '@/shared/ui/FittedName'
import { StatusDot } from '@/shared/ui/StatusDot'

import { SequenceCampaigns } from './SequenceCampaigns'

interface Options {
  t: TFunction
  canRun: boolean
  canEdit: boolean
  canDelete: boolean
  /** the sequence whose start or stop is being sent */
  busy: string | null
  onStart: (row: SequenceRow) => void
  onStop: (row: SequenceRow) => void
  onEdit: (row: SequenceRow) => void
  onDelete: (row: SequenceRow) => void
}

/**
 * The sequences' columns: name, status (and whether the platform stopped it), the campaigns in order with the
 * current one marked, repeat, and, for those who may, start or stop, edit and delete.
 */
export function sequenceColumns({
  t,
  canRun,
  canEdit,
  canDelete,
  busy,
  onStart,
  onStop,
  onEdit,
  onDelete
}: Options): GridColDef<SequenceRow>[] {
  const columns: GridColDef<SequenceRow>[] = [
    {
      field: 'name',
      headerName: t('sequences.columns.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row, tabIndex }) => <FittedName name={row.name} tabIndex={tabIndex} />
    },
    {
      field: 'status',
      headerName: t('sequences.columns.status'),
      width: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Box
          component="span"
          title={row.stopMessage ?? undefined}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
        >
          <StatusDot
            colour={row.status === 'on' ? 'success.main' : 'text.secondary'}
            ring={row.status !== 'on'}
          />
          <span>{t(`sequences.status.${row.status}`)}</span>
          {row.stopMessage && (
            <Box
              component="span"
              sx={{ color: 'warning.main', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {' · '}
              {t('sequences.stopped.short')}
            </Box>
          )}
        </Box>
      )
    },
    {
      field: 'campaigns',
      headerName: t('sequences.columns.campaigns'),
      flex: 2,
      minWidth: 320,
      sortable: false,
      renderCell: ({ row, tabIndex }) => <SequenceCampaigns row={row} tabIndex={tabIndex} />
    },
    {
      field: 'repeat',
      headerName: t('sequences.columns.repeat'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (row.repeat ? t('sequences.repeat.yes') : t('sequences.repeat.no'))
    }
  ]
  if (!canRun && !canEdit && !canDelete) return columns
  return [
    ...columns,
    {
      field: 'actions',
      type: 'actions',
      headerName: t('sequences.columns.actions'),
      width: 140,
      getActions: ({ row }) => {
        const actions = []
        if (canRun)
          actions.push(
            row.status === 'on' ? (
              <GridActionsCellItem
                key="stop"
                icon={<StopOutlined />}
                label={t('sequences.actions.stop', { name: row.name })}
                title={t('sequences.actions.stop', { name: row.name })}
                disabled={busy === row.id}
                onClick={() => onStop(row)}
              />
            ) : (
              <GridActionsCellItem
                key="start"
                icon={<PlayArrowOutlined />}
                label={t('sequences.actions.start', { name: row.name })}
                title={t('sequences.actions.start', { name: row.name })}
                disabled={busy === row.id || row.campaigns.length === 0}
                onClick={() => onStart(row)}
              />
            )
          )
        if (canEdit)
          actions.push(
            <GridActionsCellItem
              key="edit"
              icon={<EditOutlined />}
              label={t('sequences.actions.edit', { name: row.name })}
              title={t('sequences.actions.edit', { name: row.name })}
              onClick={() => onEdit(row)}
            />
          )
        if (canDelete)
          actions.push(
            <GridActionsCellItem
              key="delete"
              icon={<DeleteOutlined />}
              label={t('sequences.actions.delete', { name: row.name })}
              title={t('sequences.actions.delete', { name: row.name })}
              onClick={() => onDelete(row)}
            />
          )
        return actions
      }
    }
  ]
}
