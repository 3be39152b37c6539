import Chip from '@mui/material/Chip'

import { CAMPAIGN_STATUS_PALETTE } from '@/shared/campaigns/campaignStatusColour'
import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'

/** A campaign's status as a small chip, in words (never colour alone). */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const { t } = useCampaignsT()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CAMPAIGN_STATUS_PALETTE[status] ?? 'default'}
      label={t(`status.${status}`)}
    />
  )
}
