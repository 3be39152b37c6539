import { publish } from '@/server/db'
import { PAGE_SIZE } from '@/server/platform/outboundApi'

/** The channel on which server processes tell each other which campaigns of an organisation changed. */
export const CAMPAIGNS_CHANGED = 'campaigns.changed'
/** … and that campaign schedules changed (the overview's rows show them). */
export const SCHEDULES_CHANGED = 'schedules.changed'

/**
 * Tells the other server processes that these campaigns of the organisation changed through this one (an
 * action, an edit, a creation, a deletion, a sequence that turned one on): their overview snapshots read them
 * again at their next call. More than a page of ids: every snapshot of the organisation is read whole.
 */
export function announceCampaignChanges(orgId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve()
  return publish(CAMPAIGNS_CHANGED, { orgId, campaignIds: ids.length > PAGE_SIZE ? null : [...new Set(ids)] })
}

/** Tells the other server processes that campaign schedules changed: their overviews read them again. */
export const announceScheduleChanges = (): Promise<void> => publish(SCHEDULES_CHANGED, {})
