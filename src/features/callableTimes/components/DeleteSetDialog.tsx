import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'

import { failureOf } from '@/features/sessionApi'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'

import { requestDeleteCallableTimeSet } from '../api/callableTimesApi'
import { failureText, isConflict } from '../model/failureText'

interface DeleteSetDialogProps {
  row: CallableTimeSetRow
  onClose: () => void
  onDeleted: (row: CallableTimeSetRow) => void
}

/** The campaigns a 409 named (`details.campaigns`: names or `{name}`), else the row's own. */
function campaignsOf(details: Record<string, unknown> | undefined, row: CallableTimeSetRow): string[] {
  const named = details?.campaigns
  if (Array.isArray(named)) {
    const names = named.flatMap(entry =>
      typeof entry === 'string'
        ? [entry]
        : entry && typeof entry === 'object' && typeof (entry as { name?: unknown }).name === 'string'
          ? [(entry as { name: string }).name]
          : []
    )
    if (names.length > 0) return names
  }
  return row.campaigns.map(campaign => campaign.name)
}

/**
 * Deleting a set, asked first. A set campaigns use cannot be deleted (the platform refuses it): the dialog says
 * by which campaigns instead of offering it; a 409 from the server says the same, or that the set changed.
 */
export function DeleteSetDialog({ row, onClose, onDeleted }: DeleteSetDialogProps) {
  const { t } = useScreenTexts()
  const titleId = useId()
  const bodyId = useId()
  const [busy, setBusy] = useState(false)
  const [inUse, setInUse] = useState<string[]>(() => row.campaigns.map(campaign => campaign.name))
  const [failure, setFailure] = useState<string | null>(null)
  const used = inUse.length > 0

  const remove = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await requestDeleteCallableTimeSet(row.id)
      onDeleted(row)
    } catch (error) {
      const why = failureOf(error)
      if (isConflict(why)) setFailure(t('callableTimes.delete.changed', { name: row.name }))
      else if (why.status === 409) setInUse(campaignsOf(why.details, row))
      else {
        const text = failureText(why)
        setFailure(`${t('callableTimes.delete.failed', { name: row.name })} ${t(text.key, text.values)}`)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>
        {used
          ? t('callableTimes.delete.inUseTitle', { name: row.name })
          : t('callableTimes.delete.title', { name: row.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {used
            ? t('callableTimes.delete.inUse', { name: row.name, campaigns: inUse.join(', ') })
            : t('callableTimes.delete.body')}
        </DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {used ? t('callableTimes.delete.close') : t('callableTimes.delete.cancel')}
        </Button>
        {!used && (
          <Button variant="contained" color="error" onClick={() => void remove()} disabled={busy}>
            {t('callableTimes.delete.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
