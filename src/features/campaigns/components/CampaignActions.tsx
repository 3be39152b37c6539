import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import ReplayOutlined from '@mui/icons-material/ReplayOutlined'
import StopOutlined from '@mui/icons-material/StopOutlined'
import Box from '@mui/material/Box'
import DialogContentText from '@mui/material/DialogContentText'
import { useState } from 'react'

import {
  ACTIVE_STATUSES,
  type CampaignAction,
  type CampaignCapabilities,
  type CampaignRow
} from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { capabilityReason } from '../model/capabilityReason'
import type { FailureText } from '../model/failureMessage'
import { ConfirmDialog } from './ConfirmDialog'
import { ExplainedButton } from './ExplainedButton'

export type DetailAction = Extract<CampaignAction, 'start' | 'stop' | 'recycle' | 'delete'>

const ICONS = {
  start: PlayArrowOutlined,
  stop: StopOutlined,
  recycle: ReplayOutlined,
  delete: DeleteOutlined
} as const

interface CampaignActionsProps {
  campaign: Pick<CampaignRow, 'name' | 'status'>
  capabilities: CampaignCapabilities
  /** runs the confirmed action; resolves once it is done */
  onAction: (action: DetailAction) => Promise<void>
}

/** Why an action does not apply to the campaign as it is, or null. */
function stateReason(action: DetailAction, status: CampaignRow['status']): FailureText | null {
  const active = ACTIVE_STATUSES.includes(status)
  if (action === 'start' && status === 'invalid') return { key: 'detail.why.invalid' }
  if (action === 'delete' && active) return { key: 'detail.why.stopFirst' }
  if (action === 'stop' && status !== 'on') return { key: 'detail.why.stopping' }
  return null
}

/** Start or stop (whichever applies), recycle and delete, each confirmed first; disabled ones say why. */
export function CampaignActions({ campaign, capabilities, onAction }: CampaignActionsProps) {
  const { t } = useCampaignsT()
  const [asking, setAsking] = useState<DetailAction | null>(null)
  const [shown, setShown] = useState<DetailAction>('start')
  if (asking && asking !== shown) setShown(asking)
  const [busy, setBusy] = useState(false)
  const running = ACTIVE_STATUSES.includes(campaign.status)
  const actions: DetailAction[] = [running ? 'stop' : 'start', 'recycle', 'delete']

  const confirm = async () => {
    if (!asking) return
    setBusy(true)
    try {
      await onAction(asking)
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} data-testid="campaign-actions">
      {actions.map((action, index) => {
        const Icon = ICONS[action]
        const refusal = capabilityReason(capabilities, action) ?? stateReason(action, campaign.status)
        return (
          <ExplainedButton
            // Start and Stop are one button that changes (keeping the focus when the campaign starts).
            key={index === 0 ? 'run' : action}
            variant={action === 'delete' ? 'outlined' : 'contained'}
            color={action === 'delete' ? 'error' : 'primary'}
            startIcon={<Icon />}
            unavailable={refusal ? t(refusal.key, refusal.values) : null}
            onClick={() => setAsking(action)}
            data-testid={`action-${action}`}
          >
            {t(`actions.${action}`)}
          </ExplainedButton>
        )
      })}
      <ConfirmDialog
        open={asking !== null}
        title={t(`detail.confirm.${shown}.title`, { name: campaign.name })}
        confirmLabel={t(`actions.${shown}`)}
        danger={shown === 'delete' || shown === 'recycle'}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        <DialogContentText>{t(`detail.confirm.${shown}.body`, { name: campaign.name })}</DialogContentText>
      </ConfirmDialog>
    </Box>
  )
}
