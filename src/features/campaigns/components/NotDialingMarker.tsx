import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded'

import { PlainLink } from '@/shared/ui/PlainLink'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { CellTooltip } from './CellTooltip'

const LINK = { display: 'inline-flex', flex: 'none', color: 'inherit' } as const

/**
 * The overview's mark on a campaign that is on but not dialing (or invalid): a warning sign after its name
 * whose tooltip and accessible name say why; it opens the campaign's page at the panel that explains it. Light
 * as the cells around it (a grid's row can hold one): the tooltip exists only while shown, the link is a plain one.
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
    <CellTooltip title={`${label}. ${t('performance.markerHint')}`} style={{ flex: 'none' }}>
      <PlainLink
        href={`/campaigns/${encodeURIComponent(campaignId)}#why`}
        tabIndex={tabIndex}
        aria-label={label}
        data-testid="not-dialing"
        style={LINK}
      >
        <WarningAmberRounded fontSize="small" color="warning" aria-hidden />
      </PlainLink>
    </CellTooltip>
  )
}
