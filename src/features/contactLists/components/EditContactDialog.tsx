import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { type FormEvent, useState } from 'react'

import type { Contact, ContactListRow } from '@/shared/contactLists/contactListTypes'
import { failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { FormDialog } from '@/shared/ui/FormDialog'
import { sayListFailure } from '@/shared/ui/list'

import { useUpdateContactMutation } from '../api/contactListsApi'

interface Props {
  contact: Contact
  list: ContactListRow
  defaultCountry: string
  onClose: () => void
  onSaved: () => void
}

/**
 * A contact's values and whether it may be called. Phone numbers are checked with the import's rule (E.164, the
 * organisation's default country) before anything is sent, each wrong one named under its field.
 */
export function EditContactDialog({ contact, list, defaultCountry, onClose, onSaved }: Props) {
  const { t } = useScreenTexts()
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(list.columnNames.map(column => [column, contact.data[column] ?? '']))
  )
  const [callable, setCallable] = useState(contact.callable)
  const [invalid, setInvalid] = useState<Record<string, boolean>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [updateContact] = useUpdateContactMutation()
  const phones = new Set(list.phoneColumns.map(column => column.columnName))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    // libphonenumber comes with the import's code, loaded now rather than with the page
    const { normalizePhone, phoneCountry } = await import('@/features/contactImport')
    const country = phoneCountry(defaultCountry)
    const data = { ...values }
    const wrong: Record<string, boolean> = {}
    for (const column of phones) {
      if (!data[column]?.trim()) continue
      const number = normalizePhone(data[column], country)
      if (number.ok) data[column] = number.e164
      else wrong[column] = true
    }
    setInvalid(wrong)
    if (Object.keys(wrong).length > 0) return setBusy(false)
    try {
      await updateContact({ listId: list.id, contact: { id: contact.id, data, callable } }).unwrap()
      onSaved()
      onClose()
    } catch (failure) {
      setError(
        sayListFailure(t, failureOfData(failure), {
          'contactList.not_found': 'contactLists.contacts.edit.gone'
        })
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      title={t('contactLists.contacts.edit.title')}
      submit={t('contactLists.contacts.edit.save')}
      cancel={t('contactLists.contacts.remove.cancel')}
      busy={busy}
      error={error}
      onSubmit={event => void save(event)}
      onClose={onClose}
    >
      {list.columnNames.map(column => (
        <TextField
          key={column}
          label={column}
          value={values[column] ?? ''}
          onChange={event => setValues(current => ({ ...current, [column]: event.target.value }))}
          error={invalid[column] === true}
          helperText={invalid[column] ? t('contactLists.contacts.edit.invalidPhone') : undefined}
          slotProps={{ htmlInput: { maxLength: 1000, dir: phones.has(column) ? 'ltr' : undefined } }}
          size="small"
        />
      ))}
      <FormControlLabel
        control={<Switch checked={callable} onChange={event => setCallable(event.target.checked)} />}
        label={t('contactLists.contacts.edit.callable')}
      />
    </FormDialog>
  )
}
