import type { BulkAction, CampaignRow, CampaignStatus } from '@/shared/campaigns/campaignTypes'

/** What a bulk action needs to know of a selected campaign. */
export interface SelectedCampaign {
  id: string
  name: string
  status: CampaignStatus
}

/** A row as a selected campaign. */
export const selectedOf = (row: Pick<CampaignRow, 'id' | 'name' | 'status'>): SelectedCampaign => ({
  id: row.id,
  name: row.name,
  status: row.status
})

/** Why a selected campaign is left out of an action (an i18n key under `bulk.skipped`). */
export type SkipReason = 'alreadyOn' | 'stopping' | 'invalid' | 'notOn'

/** What the confirmation says will happen: which campaigns the action is sent for, and which are left as is. */
export interface BulkPlan {
  action: BulkAction
  acting: SelectedCampaign[]
  skipped: { reason: SkipReason; campaigns: SelectedCampaign[] }[]
}

const REASONS: Record<BulkAction, Partial<Record<CampaignStatus, SkipReason>>> = {
  // Starting needs a campaign that is not running; an invalid one cannot start until it is fixed.
  start: { on: 'alreadyOn', stopping: 'stopping', forced_stopping: 'stopping', invalid: 'invalid' },
  // Only a campaign that is on can be stopped.
  stop: {
    stopping: 'stopping',
    forced_stopping: 'stopping',
    off: 'notOn',
    forced_off: 'notOn',
    complete: 'notOn',
    invalid: 'notOn'
  },
  // Recycling resets the progress of any campaign: the platform decides, each result is shown.
  recycle: {}
}

const ORDER: readonly SkipReason[] = ['alreadyOn', 'stopping', 'notOn', 'invalid']

/** Splits the selection into the campaigns the action is sent for and those left as is, by reason. */
export function planBulkAction(action: BulkAction, selected: readonly SelectedCampaign[]): BulkPlan {
  const acting: SelectedCampaign[] = []
  const byReason = new Map<SkipReason, SelectedCampaign[]>()
  for (const campaign of selected) {
    const reason = REASONS[action][campaign.status]
    if (!reason) acting.push(campaign)
    else byReason.set(reason, [...(byReason.get(reason) ?? []), campaign])
  }
  return {
    action,
    acting,
    skipped: ORDER.filter(reason => byReason.has(reason)).map(reason => ({
      reason,
      campaigns: byReason.get(reason)!
    }))
  }
}
