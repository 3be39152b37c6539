import { useState } from 'react'

import { failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog'
import { failureText, isConflict } from '@/shared/ui/editor'

import { useDeleteCallableTimeSetMutation } from '../api/callableTimesApi'
import { CALLABLE_TIME_SET } from '../model/callableTimeSetKind'

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
  const [remove, { isLoading: busy }] = useDeleteCallableTimeSetMutation()
  const [inUse, setInUse] = useState<string[]>(() => row.campaigns.map(campaign => campaign.name))
  const [failure, setFailure] = useState<string | null>(null)
  const used = inUse.length > 0

  const confirm = async () => {
    setFailure(null)
    try {
      await remove(row.id).unwrap()
      onDeleted(row)
    } catch (error) {
      const why = failureOfData(error)
      if (isConflict(why)) setFailure(t('callableTimes.delete.changed', { name: row.name }))
      else if (why.status === 409) setInUse(campaignsOf(why.details, row))
      else {
        const text = failureText(why, CALLABLE_TIME_SET)
        setFailure(`${t('callableTimes.delete.failed', { name: row.name })} ${t(text.key, text.values)}`)
      }
    }
  }

  return (
    <ConfirmDialog
      title={t(used ? 'callableTimes.delete.inUseTitle' : 'callableTimes.delete.title', { name: row.name })}
      body={
        used
          ? t('callableTimes.delete.inUse', { name: row.name, campaigns: inUse.join(', ') })
          : t('callableTimes.delete.body')
      }
      confirm={used ? null : t('callableTimes.delete.confirm')}
      cancel={t(used ? 'callableTimes.delete.close' : 'callableTimes.delete.cancel')}
      busy={busy}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  )
}
