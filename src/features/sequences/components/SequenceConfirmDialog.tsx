import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { SequenceRow } from '@/shared/schedules/scheduleTypes'
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog'

/** What the person asked for and is asked to confirm. */
export type SequenceAsking = { row: SequenceRow; action: 'start' | 'stop' | 'delete' }

const TEXTS = { start: 'sequences.confirmStart', stop: 'sequences.confirmStop', delete: 'sequences.delete' }

interface Props {
  asking: SequenceAsking
  busy: boolean
  failure: string | null
  onConfirm: () => void
  onClose: () => void
}

/**
 * Asks before a sequence starts, stops or goes. A start dials at once, so it says which campaign dials first
 * (the one the sequence is at, its place in the order) and that the others follow; a stop and a delete say
 * what they leave.
 */
export function SequenceConfirmDialog({ asking, busy, failure, onConfirm, onClose }: Props) {
  const { t } = useScreenTexts()
  const { row, action } = asking
  const texts = TEXTS[action]
  const first = row.campaigns[row.currentCampaign] ?? row.campaigns[0]
  const body =
    action !== 'start'
      ? t(`${texts}.body`)
      : first
        ? t(`${texts}.body`, {
            campaign: first.name,
            position: row.campaigns.indexOf(first) + 1,
            total: row.campaigns.length
          })
        : t(`${texts}.empty`)
  return (
    <ConfirmDialog
      title={t(`${texts}.title`, { name: row.name })}
      body={body}
      confirm={t(`${texts}.confirm`)}
      cancel={t(`${texts}.cancel`)}
      // starting is what the person came for (nothing is lost): not the colour of what cannot be undone
      color={action === 'start' ? 'primary' : 'error'}
      busy={busy}
      failure={failure}
      onConfirm={onConfirm}
      onClose={onClose}
      testId={`sequence-${action}`}
    />
  )
}
