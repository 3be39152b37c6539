import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import Button from '@mui/material/Button'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { ContactListDetail } from '@/shared/contactLists/contactListTypes'
import { failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { useAddContactsMutation, useLazyDncNumbersQuery } from '../api/contactListsApi'

// The import (its steps, PapaParse's worker, libphonenumber) is its own chunk, loaded when it is first opened.
const ImportContactsDialog = dynamic(
  () => import('@/features/contactImport').then(module => module.ImportContactsDialog),
  { ssr: false }
)

interface Props {
  detail: ContactListDetail | null
  disabledReason: string | null
  /** after an import, the page reads the list and its contacts again */
  onImported: () => void
}

/**
 * Import a CSV file into the list: the dialog analyses it in a worker and sends it in batches through the app's
 * backend. A failure keeps its status and Retry-After, which the import waits out (a 429) or reports.
 */
export function ImportButton({ detail, disabledReason, onImported }: Props) {
  const { t } = useScreenTexts()
  const [open, setOpen] = useState(false)
  const [addContacts] = useAddContactsMutation()
  const [readDncNumbers] = useLazyDncNumbersQuery()
  const list = detail?.contactList
  return (
    <>
      <span title={disabledReason ?? undefined}>
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          disabled={disabledReason !== null || !list}
          onClick={() => setOpen(true)}
        >
          {t('contactLists.import.open')}
        </Button>
      </span>
      {list && open && (
        <ImportContactsDialog
          open={open}
          onClose={() => setOpen(false)}
          list={{
            id: list.id,
            name: list.name,
            columnNames: list.columnNames,
            phoneColumns: list.phoneColumns.map(column => column.columnName)
          }}
          defaultCountryCode={detail.defaultCountry}
          sendBatch={async (listId, contacts, signal) => {
            const call = addContacts({ listId, contacts: contacts.map(({ id, data }) => ({ id, data })) })
            signal?.addEventListener('abort', () => call.abort())
            try {
              await call.unwrap()
            } catch (error) {
              // the import reads a failure's status and Retry-After (it waits out a 429)
              const { status, details, message } = failureOfData(error)
              throw Object.assign(new Error(message), { status, retryAfter: details?.retryAfterSeconds })
            } finally {
              call.reset()
            }
          }}
          loadDncNumbers={async signal => {
            const call = readDncNumbers(list.id)
            signal?.addEventListener('abort', () => call.abort())
            return (await call.unwrap()).lists
          }}
          onImported={onImported}
        />
      )}
    </>
  )
}
