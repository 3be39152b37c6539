import ReplayOutlined from '@mui/icons-material/ReplayOutlined'
import DialogContentText from '@mui/material/DialogContentText'
import { useState } from 'react'

import type { CampaignCapabilities } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../../i18n/CampaignTexts'
import { capabilityReason } from '../../model/capabilityReason'
import { ConfirmDialog } from '../ConfirmDialog'
import { ExplainedButton } from '../ExplainedButton'

interface RecycleActionProps {
  name: string
  capabilities: CampaignCapabilities
  /** resolves once done */
  onRecycle: () => Promise<void>
}

/** The Recycle action of a worked-through list: confirmed first; a person who may not is told why. */
export function RecycleAction({ name, capabilities, onRecycle }: RecycleActionProps) {
  const { t } = useCampaignsT()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const refusal = capabilityReason(capabilities, 'recycle')
  const unavailable = refusal
    ? refusal.key === 'capability.role'
      ? t('capability.role')
      : t('diagnosis.recycleNotAllowed')
    : null
  const confirm = async () => {
    setBusy(true)
    try {
      await onRecycle()
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }
  return (
    <>
      <ExplainedButton
        size="small"
        variant="outlined"
        startIcon={<ReplayOutlined />}
        unavailable={unavailable}
        onClick={() => setAsking(true)}
        data-testid="diagnosis-recycle"
      >
        {t('actions.recycle')}
      </ExplainedButton>
      <ConfirmDialog
        open={asking}
        title={t('detail.confirm.recycle.title', { name })}
        confirmLabel={t('actions.recycle')}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        <DialogContentText>{t('detail.confirm.recycle.body', { name })}</DialogContentText>
      </ConfirmDialog>
    </>
  )
}
