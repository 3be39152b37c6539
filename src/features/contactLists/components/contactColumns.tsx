import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import { type GridColDef, GridActionsCellItem } from '@mui/x-data-grid'
import type { TFunction } from 'i18next'

import type { Contact, ContactListRow } from '@/shared/contactLists/contactListTypes'

interface Options {
  t: TFunction
  list: ContactListRow
  dates: Intl.DateTimeFormat
  canRemove: boolean
  onRemove: (contact: Contact) => void
  canEdit: boolean
  onEdit: (contact: Contact) => void
}

// The platform's outcomes of an attempt (wrap-up codes) that people read: the others are shown as they come.
const KNOWN_RESULTS = new Set([
  'ININ-OUTBOUND-LIVE-VOICE',
  'ININ-OUTBOUND-MACHINE',
  'ININ-OUTBOUND-BUSY',
  'ININ-OUTBOUND-NO-ANSWER',
  'ININ-OUTBOUND-ON-DO-NOT-CALL-LIST',
  'ININ-OUTBOUND-CONTACT-UNCALLABLE-SKIPPED'
])

/** An attempt's outcome in words where the code is one people meet every day. */
export const resultText = (t: TFunction, code: string) =>
  KNOWN_RESULTS.has(code) ? t(`contactLists.contacts.results.${code}`) : code

/** The latest attempt on any of the contact's numbers: when, and what came of it. */
const lastAttempt = (contact: Contact) =>
  Object.values(contact.callRecords)
    .filter(record => record.lastAttempt)
    .sort((a, b) => (b.lastAttempt ?? '').localeCompare(a.lastAttempt ?? ''))[0] ?? null

/**
 * A list's contacts: its columns (phone columns first, in E.164 as stored), whether the contact may be called,
 * its last attempt, and removing it. Columns are the list's own, so their headers are its column names.
 */
export function contactColumns({
  t,
  list,
  dates,
  canRemove,
  onRemove,
  canEdit,
  onEdit
}: Options): GridColDef<Contact>[] {
  const phones = list.phoneColumns.map(column => column.columnName)
  const ordered = [...phones, ...list.columnNames.filter(name => !phones.includes(name))]
  const data: GridColDef<Contact>[] = ordered.map(name => ({
    field: `data:${name}`,
    headerName: name,
    width: phones.includes(name) ? 170 : 160,
    sortable: false,
    valueGetter: (_value, row) => row.data[name] ?? '',
    renderCell: ({ value }) => (
      <Box component="span" title={String(value)} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {phones.includes(name) ? <bdi dir="ltr">{String(value)}</bdi> : String(value)}
      </Box>
    )
  }))
  return [
    ...data,
    {
      field: 'callable',
      headerName: t('contactLists.contacts.columns.callable'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) =>
        t(row.callable ? 'contactLists.contacts.callable.yes' : 'contactLists.contacts.callable.no')
    },
    {
      field: 'lastAttempt',
      headerName: t('contactLists.contacts.columns.lastAttempt'),
      width: 220,
      sortable: false,
      renderCell: ({ row }) => {
        const attempt = lastAttempt(row)
        if (!attempt?.lastAttempt)
          return (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('contactLists.contacts.notCalled')}
            </Box>
          )
        return (
          <span>
            <time dateTime={attempt.lastAttempt}>{dates.format(new Date(attempt.lastAttempt))}</time>
            {attempt.lastResult ? ` · ${resultText(t, attempt.lastResult)}` : ''}
          </span>
        )
      }
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('contactLists.contacts.columns.actions'),
      width: 110,
      getActions: ({ row }) => {
        const name = Object.values(row.data).filter(Boolean).slice(0, 2).join(' ') || row.id
        return [
          ...(canEdit
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditOutlined />}
                  label={t('contactLists.contacts.edit.action', { name })}
                  onClick={() => onEdit(row)}
                />
              ]
            : []),
          ...(canRemove
            ? [
                <GridActionsCellItem
                  key="remove"
                  icon={<DeleteOutlined />}
                  label={t('contactLists.contacts.remove.action', { name })}
                  onClick={() => onRemove(row)}
                />
              ]
            : [])
        ]
      }
    }
  ]
}
