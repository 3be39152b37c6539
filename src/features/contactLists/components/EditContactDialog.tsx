import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { type FormEvent, useState } from 'react'

import { failureOf } from '@/features/sessionApi'
import type { Contact, ContactListRow } from '@/shared/contactLists/contactListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { listFailureKey } from '@/shared/ui/list'

import { requestUpdateContact } from '../api/contactListsApi'

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
      await requestUpdateContact(list.id, { id: contact.id, data, callable })
      onSaved()
      onClose()
    } catch (failure) {
      setError(
        t(listFailureKey(failureOf(failure), { 'contactList.not_found': 'contactLists.contacts.edit.gone' }))
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="edit-contact-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={event => void save(event)} noValidate>
        <DialogTitle id="edit-contact-title">{t('contactLists.contacts.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
          </Stack>
          {error && (
            <DialogContentText role="alert" color="error" sx={{ mt: 1 }}>
              {error}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('contactLists.contacts.remove.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('contactLists.contacts.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
