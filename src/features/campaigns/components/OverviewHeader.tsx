import AddOutlined from '@mui/icons-material/AddOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { memo, type Ref } from 'react'
import { useTranslation } from 'react-i18next'

import { useCan } from '@/features/acl'
import { useAuth } from '@/features/auth'
import type { ApiFailure } from '@/features/sessionApi'
import type { CampaignCapabilities } from '@/shared/campaigns/campaignTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { capabilityReason } from '../model/capabilityReason'
import { ExplainedButton } from './ExplainedButton'
import { Freshness } from './RefreshStatus'

interface OverviewHeaderProps {
  headingRef: Ref<HTMLHeadingElement>
  refreshedAt: string | undefined
  error: ApiFailure | null
  onRetry: () => void
  live: boolean
  /** every row is followed live (a page larger than the channel can follow is in part asked for) */
  liveCovered: boolean
  /** how often the page asks the server (every 5 s without events, every 30 s for the rest when partly live) */
  pollMs: number
  capabilities: CampaignCapabilities | null
}

/**
 * The overview's one header line: "Campaigns", who and which organisation, how fresh the figures are (live,
 * or when last updated and why not since), and "New campaign" for those who may create (disabled with the
 * reason when the Genesys Cloud user lacks the permission).
 */
export const OverviewHeader = memo(function OverviewHeader({
  headingRef,
  refreshedAt,
  error,
  onRetry,
  live,
  liveCovered,
  pollMs,
  capabilities
}: OverviewHeaderProps) {
  const { t } = useCampaignsT()
  const { t: tApp } = useTranslation()
  const { user } = useAuth()
  const can = useCan()
  const createRefusal = capabilityReason(capabilities, 'create')
  const mayCreate = can('create', 'campaigns') && createRefusal?.key !== 'capability.role'
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        minHeight: 48
      }}
    >
      <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('overview.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" noWrap sx={{ flex: '1 1 240px', minWidth: 0 }}>
        {tApp('home.welcome', { name: user?.fullName ?? '' })}
        {' · '}
        {tApp('home.organization', { company: user?.company ?? '' })}
      </Typography>
      <Freshness
        at={refreshedAt}
        error={error}
        onRetry={onRetry}
        live={live}
        pollSeconds={pollMs / 1000}
        partly={live && !liveCovered}
      />
      {mayCreate && (
        <ExplainedButton
          variant="contained"
          startIcon={<AddOutlined />}
          href="/campaigns/new"
          unavailable={createRefusal ? t(createRefusal.key, createRefusal.values) : null}
          data-testid="new-campaign"
        >
          {t('overview.new')}
        </ExplainedButton>
      )}
    </Box>
  )
})
