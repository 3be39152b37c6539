import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useState } from 'react'

import { downloadExport, failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { sayListFailure } from '@/shared/ui/list'

import { useExportContactListMutation } from '../api/contactListsApi'

interface Props {
  listId: string
  listName: string
  /** the search shown: its result is exported instead of the whole list */
  q: string
  disabledReason: string | null
  /** where progress and success are said (a polite live region of the page) */
  onMessage: (message: string) => void
  /** a failure, to be shown where everyone sees it (null: none, or no longer) */
  onFailure: (message: string | null) => void
}

/** The export's own words for a platform that has not finished writing the file in time. */
const EXPORT_FAILURES = { 'platform.timeout': 'contactLists.export.timeout' }

/**
 * Export the list (or the search result shown) as CSV. The platform writes the file in the background, which
 * takes seconds or more: until the file is there the button says the export is being prepared, with a spinner
 * (the server waits for the file asked for, never an older one: docs/contact-lists.md, "Export").
 */
export function ExportButton({ listId, listName, q, disabledReason, onMessage, onFailure }: Props) {
  const { t } = useScreenTexts()
  const [exportList] = useExportContactListMutation()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    onFailure(null)
    onMessage(t('contactLists.export.started'))
    try {
      await downloadExport(exportList({ id: listId, q }), `${listName}${q ? ` – ${q}` : ''}.csv`)
      onMessage(t('contactLists.export.done'))
    } catch (error) {
      // said by the page's alert, at once (not also in the polite region)
      onFailure(
        `${t('contactLists.export.failed')} ${sayListFailure(t, failureOfData(error), EXPORT_FAILURES)}`
      )
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
        {t(
          busy
            ? 'contactLists.export.preparing'
            : q
              ? 'contactLists.export.search'
              : 'contactLists.export.list'
        )}
      </Button>
    </span>
  )
}
