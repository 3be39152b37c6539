import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import PlaylistRemoveOutlined from '@mui/icons-material/PlaylistRemoveOutlined'
import Box from '@mui/material/Box'
import type { GridColDef } from '@mui/x-data-grid'
import { GridActionsCellItem } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'

import { Figure } from '@/shared/ui/Figure'
import { CampaignsInUse } from '@/shared/ui/CampaignsInUse'
import { FittedName } from '@/shared/ui/FittedName'
import { UnavailableValue } from '@/shared/ui/list'

import type { DncListScreenRow } from '../model/dncRowCapabilities'

export type NumbersMode = 'add' | 'remove'

interface Options {
  t: TFunction
  numbers: Intl.NumberFormat
  dates: Intl.DateTimeFormat
  /** why an action is not offered on a row (null: it is) */
  reasonOf: (row: DncListScreenRow, action: 'addNumbers' | 'removeNumbers' | 'export') => string | null
  sourceName: (source: string) => string
  /** the list whose export is being prepared */
  exporting: string | null
  onNumbers: (row: DncListScreenRow, mode: NumbersMode) => void
  onExport: (row: DncListScreenRow) => void
  /** the campaigns could not be read: their column says so, not "none" */
  campaignsUnavailable: boolean
}

/**
 * The DNC lists' columns: name, size, its last import of numbers (in progress with how far, failed, done), where
 * the numbers come from, the campaigns that honour it, division, last change, and the row's actions (add numbers, remove numbers, export), each disabled with its reason as its
 * title when the person may not (the screen says the role's and permissions' reasons above the list too).
 */
export function dncListColumns({
  t,
  numbers,
  dates,
  reasonOf,
  sourceName,
  exporting,
  onNumbers,
  onExport,
  campaignsUnavailable
}: Options): GridColDef<DncListScreenRow>[] {
  return [
    {
      field: 'name',
      headerName: t('dncLists.columns.name'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row, tabIndex }) => <FittedName name={row.name} tabIndex={tabIndex} />
    },
    {
      field: 'size',
      headerName: t('dncLists.columns.size'),
      width: 120,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <Figure>{numbers.format(row.size)}</Figure>
    },
    {
      field: 'importStatus',
      headerName: t('dncLists.columns.importStatus'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.importStatus ? (
          <span title={row.importStatus.failureReason ?? undefined}>
            {t(`dncLists.import.${row.importStatus.state}`, {
              percent: numbers.format(row.importStatus.percentComplete)
            })}
          </span>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('dncLists.import.none')}
          </Box>
        )
    },
    {
      field: 'dncSourceType',
      headerName: t('dncLists.columns.dncSourceType'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => sourceName(row.dncSourceType)
    },
    {
      field: 'campaigns',
      headerName: t('dncLists.columns.campaigns'),
      width: 260,
      renderCell: ({ row }) =>
        campaignsUnavailable ? (
          <UnavailableValue />
        ) : (
          <CampaignsInUse texts="dncLists" campaigns={row.campaigns} />
        )
    },
    { field: 'divisionName', headerName: t('dncLists.columns.division'), width: 140, sortable: false },
    {
      field: 'dateModified',
      headerName: t('dncLists.columns.dateModified'),
      width: 150,
      renderCell: ({ row }) =>
        row.dateModified ? (
          <time dateTime={row.dateModified}>{dates.format(new Date(row.dateModified))}</time>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {'—'}
          </Box>
        )
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('dncLists.columns.actions'),
      width: 140,
      getActions: ({ row }) => {
        const add = reasonOf(row, 'addNumbers')
        const remove = reasonOf(row, 'removeNumbers')
        const exportReason = reasonOf(row, 'export')
        return [
          <GridActionsCellItem
            key="add"
            icon={<PlaylistAddOutlined />}
            label={t('dncLists.actions.add', { name: row.name })}
            title={add ?? t('dncLists.actions.add', { name: row.name })}
            disabled={add !== null}
            onClick={() => onNumbers(row, 'add')}
          />,
          <GridActionsCellItem
            key="remove"
            icon={<PlaylistRemoveOutlined />}
            label={t('dncLists.actions.remove', { name: row.name })}
            title={remove ?? t('dncLists.actions.remove', { name: row.name })}
            disabled={remove !== null}
            onClick={() => onNumbers(row, 'remove')}
          />,
          <GridActionsCellItem
            key="export"
            icon={<FileDownloadOutlined />}
            label={t('dncLists.actions.export', { name: row.name })}
            title={exportReason ?? t('dncLists.actions.export', { name: row.name })}
            disabled={exportReason !== null || exporting === row.id}
            onClick={() => onExport(row)}
          />
        ]
      }
    }
  ]
}
