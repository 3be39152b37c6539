import type { ReactNode } from 'react'

import { ConfirmDialog as AppConfirmDialog } from '@/shared/ui/ConfirmDialog'

import { useCampaignsT } from '../i18n/CampaignTexts'

interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /** false: only Cancel can be chosen (nothing to do) */
  canConfirm?: boolean
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before acting, with the campaigns' words: the app's one confirm dialog (src/shared/ui/ConfirmDialog). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  canConfirm = true,
  danger = false,
  busy = false,
  onConfirm,
  onClose
}: ConfirmDialogProps) {
  const { t } = useCampaignsT()
  return (
    <AppConfirmDialog
      open={open}
      title={title}
      body={children}
      confirm={confirmLabel}
      cancel={t('actions.cancel')}
      color={danger ? 'error' : 'primary'}
      busy={busy}
      ready={canConfirm}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
