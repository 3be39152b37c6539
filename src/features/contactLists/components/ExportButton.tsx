import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useState } from 'react'

import { failureOf } from '@/features/auth'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { listFailureKey } from '@/shared/ui/list'

import { requestExport } from '../api/contactListsApi'
import { downloadCsv } from '@/shared/files/downloadCsv'

interface Props {
  listId: string
  listName: string
  /** the search shown: its result is exported instead of the whole list */
  q: string
  disabledReason: string | null
  /** where the outcome is said (a polite live region of the page) */
  onMessage: (message: string) => void
}

/** Export the list (or the search result shown) as CSV; the platform may take seconds: the button says so. */
export function ExportButton({ listId, listName, q, disabledReason, onMessage }: Props) {
  const { t } = useScreenTexts()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    onMessage(t('contactLists.export.started'))
    try {
      const csv = await requestExport(listId, q)
      downloadCsv(`${listName}${q ? ` – ${q}` : ''}.csv`, csv)
      onMessage(t('contactLists.export.done'))
    } catch (error) {
      onMessage(`${t('contactLists.export.failed')} ${t(listFailureKey(failureOf(error)))}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <span title={disabledReason ?? undefined}>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />}
        disabled={busy || disabledReason !== null}
        onClick={() => void run()}
        aria-busy={busy}
      >
        {t(q ? 'contactLists.export.search' : 'contactLists.export.list')}
      </Button>
    </span>
  )
}
