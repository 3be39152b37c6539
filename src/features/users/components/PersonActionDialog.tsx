import Button, { type ButtonProps } from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId, useState } from 'react'

import { type ApiFailure } from '@/features/sessionApi'
import { notify } from '@/shared/ui/notify'
import type { User } from '@/shared/users/userTypes'

import { failureMessageKey } from '../model/failureMessage'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

interface PersonActionDialogProps {
  /** whom it is about; null: closed */
  user: User | null
  /** i18n keys of the title and the explanation, both given the person's name and email */
  titleKey: string
  bodyKey: string
  confirmLabel: string
  confirmColor?: ButtonProps['color']
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
 * A confirmation about one person of the list (remove them, give them another role): nothing is sent until
 * the confirm button; the result is told in a toast and the dialog closes either way.
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
  const titleId = useId()
  const bodyId = useId()
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
      notify.error(t(failureMessageKey(failure as ApiFailure, failureKeys)))
    } finally {
      setBusy(false)
      onClose()
    }
  }

  const about = { name: shown?.fullName ?? '', email: shown?.email ?? '' }
  return (
    <Dialog
      open={user !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{t(titleKey, about)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ mb: children ? 2 : 0 }}>
          {t(bodyKey, about)}
        </DialogContentText>
        {children?.(shown, busy)}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('lists.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy || !ready}
          variant="contained"
          color={confirmColor}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
