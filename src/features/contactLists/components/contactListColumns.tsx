import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import LinearProgress from '@mui/material/LinearProgress'
import type { GridColDef } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'
import NextLink from 'next/link'

import type { ContactListRow } from '@/shared/contactLists/contactListTypes'
import { Figure } from '@/shared/ui/Figure'
import { CampaignsInUse } from '@/shared/ui/CampaignsInUse'
import { FittedName } from '@/shared/ui/FittedName'
import { UnavailableValue } from '@/shared/ui/list'

interface Options {
  t: TFunction
  numbers: Intl.NumberFormat
  dates: Intl.DateTimeFormat
  /** a share as the language writes it ("25 %", "25%", "٪25") */
  percent: Intl.NumberFormat
  /** the campaigns could not be read: the columns that come from them say so, not "none" */
  campaignsUnavailable: boolean
}

const percentOf = (called: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((called / total) * 100)) : 0

/**
 * The contact lists' columns: name (the list's page), size, how far it is worked, the campaigns that dial it,
 * division, last import, last change. Fixed widths: nothing moves when the figures arrive.
 */
export function contactListColumns({
  t,
  numbers,
  dates,
  percent,
  campaignsUnavailable
}: Options): GridColDef<ContactListRow>[] {
  return [
    {
      field: 'name',
      headerName: t('contactLists.columns.name'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row, tabIndex }) => (
        <FittedName
          as={Link}
          component={NextLink}
          name={row.name}
          href={`/contact-lists/${encodeURIComponent(row.id)}`}
          prefetch={false}
          tabIndex={tabIndex}
        />
      )
    },
    {
      field: 'size',
      headerName: t('contactLists.columns.size'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <Figure>{numbers.format(row.size)}</Figure>
    },
    {
      field: 'worked',
      headerName: t('contactLists.columns.worked'),
      width: 200,
      renderCell: ({ row }) =>
        campaignsUnavailable ? (
          <UnavailableValue />
        ) : row.worked ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
            <LinearProgress
              variant="determinate"
              value={percentOf(row.worked.called, row.worked.total)}
              sx={{ flex: 1, height: 6, borderRadius: 3 }}
              aria-label={t('contactLists.worked.label', {
                called: numbers.format(row.worked.called),
                total: numbers.format(row.worked.total)
              })}
            />
            <Figure>{percent.format(percentOf(row.worked.called, row.worked.total) / 100)}</Figure>
          </Box>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('contactLists.worked.none')}
          </Box>
        )
    },
    {
      field: 'campaigns',
      headerName: t('contactLists.columns.campaigns'),
      width: 260,
      renderCell: ({ row }) =>
        campaignsUnavailable ? (
          <UnavailableValue />
        ) : (
          <CampaignsInUse texts="contactLists" campaigns={row.campaigns} />
        )
    },
    {
      field: 'divisionName',
      headerName: t('contactLists.columns.division'),
      width: 140,
      sortable: false
    },
    {
      field: 'importStatus',
      headerName: t('contactLists.columns.importStatus'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.importStatus ? (
          <span title={row.importStatus.failureReason ?? undefined}>
            {t(`contactLists.import.${row.importStatus.state}`, {
              percent: numbers.format(row.importStatus.percentComplete)
            })}
          </span>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('contactLists.import.none')}
          </Box>
        )
    },
    {
      field: 'dateModified',
      headerName: t('contactLists.columns.dateModified'),
      width: 150,
      renderCell: ({ row }) =>
        row.dateModified ? (
          <time dateTime={row.dateModified}>{dates.format(new Date(row.dateModified))}</time>
        ) : (
          ''
        )
    }
  ]
}
