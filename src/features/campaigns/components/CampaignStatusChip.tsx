import Chip from '@mui/material/Chip'

import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'

const COLORS: Record<CampaignStatus, 'success' | 'warning' | 'default' | 'info' | 'error'> = {
  on: 'success',
  stopping: 'warning',
  forced_stopping: 'warning',
  off: 'default',
  forced_off: 'default',
  complete: 'info',
  invalid: 'error'
}

/** A campaign's status as a small chip, in words (never colour alone). */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const { t } = useCampaignsT()
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />
}
