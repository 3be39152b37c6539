import { type ReactNode, useState } from 'react'

import { failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog'
import { notify } from '@/shared/ui/notify'
import type { User } from '@/shared/users/userTypes'

import { failureMessageKey } from '../model/failureMessage'

interface PersonActionDialogProps {
  /** whom it is about; null: closed */
  user: User | null
  /** i18n keys of the title and the explanation, both given the person's name and email */
  titleKey: string
  bodyKey: string
  confirmLabel: string
  confirmColor?: 'primary' | 'error'
  /** false: there is nothing to send yet (the confirm button is disabled) */
  ready?: boolean
  /** sends the action; answers the text that tells it succeeded */
  onConfirm: (user: User) => Promise<string>
  /** the action's own texts for the API's refusals (failureMessageKey) */
  failureKeys?: Record<string, string>
  onClose: () => void
  /** what to choose, below the explanation; given the person shown and whether the action is being sent */
  children?: (shown: User | null, busy: boolean) => ReactNode
}

/**
 * A confirmation about one person of the list (remove them, give them another role), the app's one confirm
 * dialog: nothing is sent until the confirm button; the result is told in a toast and the dialog closes either
 * way.
 */
export function PersonActionDialog({
  user,
  titleKey,
  bodyKey,
  confirmLabel,
  confirmColor = 'primary',
  ready = true,
  onConfirm,
  failureKeys,
  onClose,
  children
}: PersonActionDialogProps) {
  const { t } = useScreenTexts()
  const [busy, setBusy] = useState(false)
  // Kept while the dialog fades out, so that its text does not vanish first.
  const [shown, setShown] = useState<User | null>(user)
  if (user && user !== shown) setShown(user)

  const confirm = async () => {
    if (!user) return
    setBusy(true)
    try {
      notify.success(await onConfirm(user))
    } catch (failure) {
      notify.error(t(failureMessageKey(failureOfData(failure), failureKeys)))
    } finally {
      setBusy(false)
      onClose()
    }
  }

  const about = { name: shown?.fullName ?? '', email: shown?.email ?? '' }
  return (
    <ConfirmDialog
      open={user !== null}
      title={t(titleKey, about)}
      body={t(bodyKey, about)}
      confirm={confirmLabel}
      cancel={t('lists.cancel')}
      color={confirmColor}
      busy={busy}
      ready={ready}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {children?.(shown, busy)}
    </ConfirmDialog>
  )
}
