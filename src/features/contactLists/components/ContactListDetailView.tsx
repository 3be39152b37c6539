import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import NextLink from 'next/link'
import { useMemo, useState } from 'react'

import { useAuth } from '@/features/auth'
import type { Contact, ContactListCapabilities } from '@/shared/contactLists/contactListTypes'
import { type DataFailure, useFollowImport } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { capabilityReason } from '@/shared/ui/capabilityReason'
import { ListScreen, ListSourceNotice, sayListFailure, useList } from '@/shared/ui/list'

import { contactListsApi, useContactListQuery, useDeleteContactsMutation } from '../api/contactListsApi'
import { CONTACTS_LIST } from '../model/contactsDefinition'
import { contactColumns } from './contactColumns'
import { ContactListSummary } from './ContactListSummary'
import { EditContactDialog } from './EditContactDialog'
import { ExportButton } from './ExportButton'
import { ImportButton } from './ImportButton'
import { ListActivity } from './ListActivity'
import { RemoveContactDialog } from './RemoveContactDialog'

/**
 * A contact list's page: what it is (size, worked, campaigns, phone columns, its last import), its contacts
 * (search, pages, whether each may be called and its last attempt, removing one), and exporting it. The list's
 * facts and its contacts load on their own: a failure of one leaves the other shown.
 */
export function ContactListDetailView({ listId }: { listId: string }) {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  // the list's facts; a failed read keeps the last good ones shown, with the failure beside them
  const facts = useContactListQuery(listId)
  const detail = facts.data ?? null
  const error = (facts.error as DataFailure | undefined) ?? null
  const reload = () => void facts.refetch()
  const args = useMemo(() => ({ listId }), [listId])
  const list = useList(contactListsApi.endpoints.contacts, CONTACTS_LIST, { args })
  const [deleteContacts] = useDeleteContactsMutation()
  const [removing, setRemoving] = useState<Contact | null>(null)
  const [editing, setEditing] = useState<Contact | null>(null)
  const [message, setMessage] = useState('')
  const [exportFailure, setExportFailure] = useState<string | null>(null)
  const reason = (capability: ContactListCapabilities[keyof ContactListCapabilities] | undefined) =>
    capabilityReason(t, 'contactLists', capability)
  const row = detail?.contactList ?? null
  // an import the platform is still processing: its progress is read until it is done, then the contacts
  // (each settled read is an answer, whatever it says: `requestId` is the read's)
  const answered = facts.isFetching ? null : facts.requestId
  useFollowImport(row?.importStatus?.state === 'IN_PROGRESS', answered, reload, () => list.retry())
  const removeReason = reason(detail?.capabilities.deleteContacts)
  const editReason = reason(detail?.capabilities.editContacts)

  const columns = useMemo(
    () =>
      row
        ? contactColumns({
            t,
            list: row,
            dates: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
            canRemove: removeReason === null,
            onRemove: setRemoving,
            canEdit: editReason === null,
            onEdit: setEditing
          })
        : [],
    [t, language, row, removeReason, editReason]
  )

  const remove = async (contact: Contact) => {
    // unwrap: a refusal throws the API's failure, which the dialog explains; the contacts and the list's facts
    // are read again once it succeeded
    await deleteContacts({ listId, contactIds: [contact.id] }).unwrap()
    setMessage(t('contactLists.contacts.remove.done'))
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Breadcrumbs aria-label={t('contactLists.detail.breadcrumb')}>
        <Link component={NextLink} href="/contact-lists" underline="hover" color="inherit">
          {t('contactLists.title')}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {row?.name ?? t('contactLists.detail.loading')}
        </Typography>
      </Breadcrumbs>
      {error && (
        <Alert
          severity={row ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('lists.retry')}
            </Button>
          }
        >
          {t('contactLists.detail.loadError')} {sayListFailure(t, error)}
        </Alert>
      )}
      <ListScreen<Contact>
        list={list}
        columns={columns}
        textValues={{ name: row?.name ?? '…' }}
        personId={user?.email ?? 'anonymous'}
        above={
          <>
            {exportFailure && (
              <Alert
                severity="error"
                onClose={() => setExportFailure(null)}
                closeText={t('contactLists.export.close')}
              >
                {exportFailure}
              </Alert>
            )}
            <ListSourceNotice campaignsUnavailable={detail?.campaignsUnavailable ?? null} />
            <ContactListSummary list={row} campaignsUnavailable={Boolean(detail?.campaignsUnavailable)} />
          </>
        }
        actions={
          <>
            <ImportButton
              detail={detail}
              disabledReason={reason(detail?.capabilities.import)}
              onImported={() => {
                reload()
                list.retry()
              }}
            />
            <ExportButton
              listId={listId}
              listName={row?.name ?? listId}
              q={list.query.q}
              disabledReason={reason(detail?.capabilities.export)}
              onMessage={setMessage}
              onFailure={setExportFailure}
            />
          </>
        }
        below={
          <>
            <ListActivity list={row} history={detail?.history ?? []} />
            <RemoveContactDialog contact={removing} onRemove={remove} onClose={() => setRemoving(null)} />
            {editing && row && detail && (
              <EditContactDialog
                key={editing.id}
                contact={editing}
                list={row}
                defaultCountry={detail.defaultCountry}
                onClose={() => setEditing(null)}
                onSaved={() => setMessage(t('contactLists.contacts.edit.done'))}
              />
            )}
          </>
        }
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {message}
      </Box>
    </Box>
  )
}
