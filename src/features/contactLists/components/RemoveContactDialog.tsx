import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'

import { type ApiFailure, failureOf } from '@/features/sessionApi'
import type { Contact } from '@/shared/contactLists/contactListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { listFailureKey } from '@/shared/ui/list'

const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && 'code' in value && 'status' in value

interface Props {
  contact: Contact | null
  onRemove: (contact: Contact) => Promise<void>
  onClose: () => void
}

/** Asks before a contact leaves the list (the platform keeps no copy), and says why if it could not. */
export function RemoveContactDialog({ contact, onRemove, onClose }: Props) {
  const { t } = useScreenTexts()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const name = contact ? Object.values(contact.data).filter(Boolean).slice(0, 2).join(' ') || contact.id : ''
  const close = () => {
    setError(null)
    onClose()
  }
  const remove = async () => {
    if (!contact) return
    setBusy(true)
    try {
      await onRemove(contact)
      close()
    } catch (failure) {
      // unwrap() rejects with the slice's failure (an ApiFailure), not an Error
      setError(t(listFailureKey(isFailure(failure) ? failure : failureOf(failure))))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={contact !== null} onClose={busy ? undefined : close} aria-labelledby="remove-contact-title">
      <DialogTitle id="remove-contact-title">{t('contactLists.contacts.remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('contactLists.contacts.remove.body', { name })}</DialogContentText>
        {error && (
          <DialogContentText role="alert" color="error" sx={{ mt: 1 }}>
            {error}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close} disabled={busy}>
          {t('contactLists.contacts.remove.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
          {t('contactLists.contacts.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
