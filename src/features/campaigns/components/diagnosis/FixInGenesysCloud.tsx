import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined'
import Link from '@mui/material/Link'
import { visuallyHidden } from '@mui/utils'
import { useMemo } from 'react'

import type { GenesysCloudPage } from '@/shared/campaigns/performanceTypes'
import { currentPlatformConfig } from '@/shared/clientApp'
import { genesysCloudPageUrl, genesysCloudUiOrigin } from '@/shared/config/genesysCloudPages'
import { platformConfig } from '@/shared/config/platformConfig'
import { sessionStore } from '@/shared/storage/browserStorage'

import { useCampaignsT } from '../../i18n/CampaignTexts'

/**
 * The Genesys Cloud page where a reason's fix is made (a queue's members, a script to publish…), in a new tab
 * of the Genesys Cloud UI of the region the app talks to; nothing when the reason has no such page. The link
 * says where it goes, and that it opens a new tab (to screen readers too).
 */
export function FixInGenesysCloud({ page }: { page: GenesysCloudPage | undefined }) {
  const { t } = useCampaignsT()
  const origin = useMemo(
    () => genesysCloudUiOrigin(currentPlatformConfig(sessionStore(), platformConfig)),
    []
  )
  if (!page || !origin) return null
  return (
    <Link
      href={genesysCloudPageUrl(page, origin)}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
    >
      {t(`diagnosis.openIn.${page.page}`)}
      <OpenInNewOutlined fontSize="inherit" aria-hidden />
      <span style={visuallyHidden}>{t('diagnosis.openIn.newTab')}</span>
    </Link>
  )
}
