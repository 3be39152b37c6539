import DialogContentText from '@mui/material/DialogContentText'
import { memo } from 'react'

import type { CampaignRow } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { ConfirmDialog } from './ConfirmDialog'

interface StopCampaignDialogProps {
  open: boolean
  /** the campaign whose stop is asked (kept while the dialog fades out, so its text stays) */
  campaign: CampaignRow | null
  onConfirm: () => void
  onClose: () => void
}

/** "Stop Spring renewals?": a running campaign's switch asks first, as bulk actions do. */
export const StopCampaignDialog = memo(function StopCampaignDialog({
  open,
  campaign,
  onConfirm,
  onClose
}: StopCampaignDialogProps) {
  const { t } = useCampaignsT()
  const name = campaign?.name ?? ''
  return (
    <ConfirmDialog
      open={open}
      title={t('detail.confirm.stop.title', { name })}
      confirmLabel={t('actions.stop')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <DialogContentText>{t('detail.confirm.stop.body', { name })}</DialogContentText>
    </ConfirmDialog>
  )
})
