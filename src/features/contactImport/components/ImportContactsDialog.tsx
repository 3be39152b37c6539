import CloseIcon from '@mui/icons-material/Close'
import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useId, useState } from 'react'

import type { ContactImportOptions } from '../hooks/importState'
import { ContactImportTextsProvider, useContactImportTexts } from '../i18n/contactImportTexts'
import { ImportFlow } from './ImportFlow'

export interface ImportContactsDialogProps {
  open: boolean
  /** Close, Escape or the backdrop (never while contacts are being sent: Cancel comes first) */
  onClose: () => void
  /** the contact list imported into: its id, name, columns and phone columns */
  list: ContactImportOptions['list']
  /** the organisation's defaultCountryCode ('US', 'FR'…): how a number without its country code is read */
  defaultCountryCode: string | null | undefined
  /**
   * Sends one batch (at most 1,000 contacts: `{ id, data }`; `rowNumber` is the file's, not to be sent) through
   * the app's backend to `POST /outbound/contactlists/{listId}/contacts`. Rejects with the HTTP error: an axios
   * error, or any error with `status` (and for a 429 the Retry-After: `response.headers`, `headers` or
   * `retryAfter` in seconds). A 429 is waited out and the batch sent again.
   */
  sendBatch: ContactImportOptions['sendBatch']
  /** The do-not-call lists of the campaigns that dial this list: each list's name and its numbers in E.164. */
  loadDncNumbers: ContactImportOptions['loadDncNumbers']
  /** told when an import (or a resumed one) ends having imported contacts: the page refreshes the list */
  onImported?: ContactImportOptions['onImported']
}

function ImportDialog({ open, onClose, ...options }: ImportContactsDialogProps) {
  const { t } = useContactImportTexts()
  const titleId = useId()
  const [sending, setSending] = useState(false)
  // a phone (up to 600 px: the 390 px of the issue): the whole screen
  const small = useMediaQuery(theme => theme.breakpoints.down('sm'), { noSsr: true })
  const close = () => {
    if (!sending) onClose()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={small} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pe: 7, overflowWrap: 'anywhere' }}>
        {t('title', { list: options.list.name })}
      </DialogTitle>
      <IconButton
        aria-label={t('close')}
        onClick={close}
        disabled={sending}
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <ImportFlow {...options} onClose={close} onSendingChange={setSending} />
    </Dialog>
  )
}

/**
 * The contact-list CSV import (issue 13), as a dialog the contact-list pages open (load it with next/dynamic:
 * the parsing worker and its libraries come only with it). Steps: choose a file → match its columns → check
 * every row (numbers in E.164, duplicates, do-not-call lists) → send in batches of 1,000 → report, with Resume
 * after a failure or a cancel. Its texts are its own (public/locales/contactImport).
 */
export function ImportContactsDialog(props: ImportContactsDialogProps) {
  return (
    <ContactImportTextsProvider>
      <ImportDialog {...props} />
    </ContactImportTextsProvider>
  )
}
