import type { CampaignStatus } from './campaignTypes'

/**
 * The palette colour of each campaign status, on every screen (docs/design-guide.md, "Status"): green is
 * running, amber on its way off, blue done, red broken; null for off (the screen's own quiet colour). Always
 * shown with the status's name, never colour alone.
 */
export const CAMPAIGN_STATUS_PALETTE: Record<
  CampaignStatus,
  'success' | 'warning' | 'info' | 'error' | null
> = {
  on: 'success',
  stopping: 'warning',
  forced_stopping: 'warning',
  off: null,
  forced_off: null,
  complete: 'info',
  invalid: 'error'
}

/** The dot beside a campaign's name: its status's palette colour, grey when off. */
export const CAMPAIGN_STATUS_COLOUR = Object.fromEntries(
  Object.entries(CAMPAIGN_STATUS_PALETTE).map(([status, palette]) => [
    status,
    palette ? `${palette}.main` : 'text.disabled'
  ])
) as Record<CampaignStatus, string>
