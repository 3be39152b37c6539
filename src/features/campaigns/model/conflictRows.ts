import type { CampaignSettings } from '@/shared/campaigns/campaignTypes'

import { sameSetting, SETTINGS_FIELDS, type SettingsField } from './campaignForm'

/** One setting that differs between what the person wants and what the campaign is now. */
export interface ConflictRow {
  field: SettingsField
  yours: CampaignSettings[SettingsField]
  now: CampaignSettings[SettingsField]
}

/** What a version conflict shows: every setting where the person's version and the current one differ. */
export const conflictRows = (yours: CampaignSettings, now: CampaignSettings): ConflictRow[] =>
  SETTINGS_FIELDS.filter(field => !sameSetting(yours[field], now[field])).map(field => ({
    field,
    yours: yours[field],
    now: now[field]
  }))
