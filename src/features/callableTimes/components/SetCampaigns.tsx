import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import NextLink from 'next/link'

import { ACTIVE_STATUSES } from '@/shared/campaigns/campaignTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'

type SetCampaign = CallableTimeSetRow['campaigns'][number]

/**
 * The campaigns that use a set, on one line: the first with its status, and how many more (all of them, with
 * their statuses, in the title). A running one is marked: its calls keep to these hours now.
 */
export function SetCampaigns({ campaigns }: { campaigns: readonly SetCampaign[] }) {
  const { t } = useScreenTexts()
  const sorted = [...campaigns].sort((a, b) => a.name.localeCompare(b.name))
  const [first, ...others] = sorted
  if (!first)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('callableTimes.campaigns.none')}
      </Box>
    )
  const status = (campaign: SetCampaign) => t(`callableTimes.status.${campaign.status}`)
  const all = sorted.map(campaign => `${campaign.name} (${status(campaign)})`).join(', ')
  const running = sorted.some(campaign => ACTIVE_STATUSES.includes(campaign.status))
  return (
    <Box component="span" title={all} sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}>
      {running && (
        <Box
          component="span"
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main', flex: 'none' }}
        />
      )}
      <Link component={NextLink} href={`/campaigns/${encodeURIComponent(first.id)}`} prefetch={false} noWrap>
        {first.name}
      </Link>
      <Box component="span" sx={{ color: 'text.secondary', flex: 'none' }}>
        {others.length > 0
          ? t('callableTimes.campaigns.more', { count: others.length, status: status(first) })
          : status(first)}
      </Box>
    </Box>
  )
}
