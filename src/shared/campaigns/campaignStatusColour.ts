import type { CampaignStatus } from './campaignTypes'

/**
 * A campaign status's colour (the dot beside its name, on every screen: docs/design-guide.md, "Status"): green
 * is running, amber on its way off, grey off, blue done, red broken.
 */
export const CAMPAIGN_STATUS_COLOUR: Record<CampaignStatus, string> = {
  on: 'success.main',
  stopping: 'warning.main',
  forced_stopping: 'warning.main',
  off: 'text.disabled',
  forced_off: 'text.disabled',
  complete: 'info.main',
  invalid: 'error.main'
}
