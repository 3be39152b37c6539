import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import NextLink from 'next/link'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { useOverviewHref } from '../model/lastOverviewSearch'

/** Campaigns › this page: the way back to the overview, as this tab last showed it. */
export function BackToCampaigns({ current }: { current: string }) {
  const { t } = useCampaignsT()
  const overview = useOverviewHref()
  return (
    <Breadcrumbs aria-label={t('breadcrumb.label')}>
      <Link component={NextLink} href={overview} underline="hover" color="inherit">
        {t('overview.title')}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  )
}
