import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'

import type { MissingPermissions } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../../i18n/CampaignTexts'
import { missingPermissionText } from '../../model/failureMessage'

/**
 * In place of the state and health timeline when the platform refused the campaign's diagnostics summary: which
 * permission it asked for, and that the rest of the section is complete (never "no state", which would be false).
 */
export function TodayHealthRefused({ refused, height }: { refused: MissingPermissions; height: number }) {
  const { t } = useCampaignsT()
  const { key, values } = missingPermissionText(refused.permissions, refused.anyOf)
  // what cannot be shown, then the one wording for the permission it needs
  const text = `${t('today.timeline.noPermission')} ${t(key, values)}`
  return (
    <Box sx={{ height }}>
      <Alert severity="info" data-testid="today-health-problem">
        {text}
      </Alert>
    </Box>
  )
}
