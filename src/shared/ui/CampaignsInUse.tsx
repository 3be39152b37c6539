import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import NextLink from 'next/link'

import { CAMPAIGN_STATUS_COLOUR } from '@/shared/campaigns/campaignStatusColour'
import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { FittedName } from './FittedName'
import { StatusDot } from './StatusDot'

interface UsingCampaign {
  id: string
  name: string
  status: CampaignStatus
}

/**
 * The campaigns that use a list or a callable time set (dial it, honour it, keep to its hours), on one line: the first by name
 * (cut in the middle when it does not fit, whole on hover and focus) with its status, and how many more (all of
 * them, with their statuses, in the title of the count). The dot is the first's own status's, as on every
 * screen (a green dot beside a campaign that is off misled: the others are in the count's title).
 * `texts` is the screen's namespace: its `campaigns.none`, `campaigns.more` and `status.*` texts.
 */
export function CampaignsInUse({ texts, campaigns }: { texts: string; campaigns: readonly UsingCampaign[] }) {
  const { t } = useScreenTexts()
  const [first, ...others] = campaigns
  if (!first)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t(`${texts}.campaigns.none`)}
      </Box>
    )
  const status = (campaign: UsingCampaign) => t(`${texts}.status.${campaign.status}`)
  const all = campaigns.map(campaign => `${campaign.name} (${status(campaign)})`).join(', ')
  return (
    <Box component="span" sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}>
      <StatusDot colour={CAMPAIGN_STATUS_COLOUR[first.status]} />
      <FittedName
        as={Link}
        component={NextLink}
        name={first.name}
        href={`/campaigns/${encodeURIComponent(first.id)}`}
        prefetch={false}
      />
      <Box component="span" title={all} sx={{ color: 'text.secondary', flex: 'none' }}>
        {others.length > 0
          ? t(`${texts}.campaigns.more`, { count: others.length, status: status(first) })
          : status(first)}
      </Box>
    </Box>
  )
}
