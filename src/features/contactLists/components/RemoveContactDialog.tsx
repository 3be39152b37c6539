import { useState } from 'react'

import type { Contact } from '@/shared/contactLists/contactListTypes'
import { failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog'
import { sayListFailure } from '@/shared/ui/list'

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
      setError(sayListFailure(t, failureOfData(failure)))
    } finally {
      setBusy(false)
    }
  }
  return (
    <ConfirmDialog
      open={contact !== null}
      title={t('contactLists.contacts.remove.title')}
      body={t('contactLists.contacts.remove.body', { name })}
      confirm={t('contactLists.contacts.remove.confirm')}
      cancel={t('contactLists.contacts.remove.cancel')}
      busy={busy}
      failure={error}
      onConfirm={() => void remove()}
      onClose={close}
    />
  )
}
