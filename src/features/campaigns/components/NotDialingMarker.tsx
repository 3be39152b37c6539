import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded'
import Tooltip from '@mui/material/Tooltip'
import NextLink from 'next/link'

import { useCampaignsT } from '../i18n/CampaignTexts'

/**
 * The overview's mark on a campaign that is on but not dialing (or invalid): a warning sign after its name
 * whose tooltip and accessible name say why; it opens the campaign's page at the panel that explains it.
 */
export function NotDialingMarker({
  campaignId,
  label,
  tabIndex
}: {
  campaignId: string
  label: string
  tabIndex: number
}) {
  const { t } = useCampaignsT()
  return (
    <Tooltip title={`${label}. ${t('performance.markerHint')}`}>
      <NextLink
        href={`/campaigns/${encodeURIComponent(campaignId)}#why`}
        prefetch={false}
        tabIndex={tabIndex}
        aria-label={label}
        data-testid="not-dialing"
        style={{ display: 'inline-flex', flex: 'none', color: 'inherit' }}
      >
        <WarningAmberRounded fontSize="small" color="warning" aria-hidden />
      </NextLink>
    </Tooltip>
  )
}
