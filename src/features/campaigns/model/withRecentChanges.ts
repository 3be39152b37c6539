import type { CampaignOverview, CampaignRow, CampaignStatus } from '@/shared/campaigns/campaignTypes'
import { changesOf, newestOf, type RecentChange, reconcileRows } from '@/shared/ui/list/model/recentChanges'

const remainingOf = (row: CampaignRow) =>
  row.progress ? Math.max(0, row.progress.total - row.progress.called) : 0

/**
 * The overview as the person should see it through the platform's listing lag (recentChanges.ts): a campaign
 * deleted here in the last minute is not shown (nor counted: the total, the summary's counts and contacts
 * remaining leave it out), a campaign saved here shows the saved version over an older listed one, and a
 * schedule removed or saved here (the week view) shows as it now is.
 */
export function withRecentChanges(
  overview: CampaignOverview,
  changes: readonly RecentChange[]
): CampaignOverview {
  if (changes.length === 0) return overview
  const reconciled = reconcileRows(overview.campaigns, 'campaign', changes)
  const schedules = changesOf('campaignSchedule', changes)
  if (
    reconciled.hidden === 0 &&
    reconciled.rows.every((row, i) => row === overview.campaigns[i]) &&
    schedules.size === 0
  )
    return overview

  const byStatus: Partial<Record<CampaignStatus, number>> = { ...overview.summary.byStatus }
  const move = (from: CampaignStatus | null, to: CampaignStatus | null) => {
    if (from) byStatus[from] = Math.max(0, (byStatus[from] ?? 0) - 1)
    if (to) byStatus[to] = (byStatus[to] ?? 0) + 1
  }
  const shown = new Map(reconciled.rows.map(row => [row.id, row]))
  let contactsRemaining = overview.summary.contactsRemaining
  for (const row of overview.campaigns) {
    const now = shown.get(row.id)
    if (!now) {
      move(row.status, null)
      contactsRemaining -= remainingOf(row)
    } else if (now.status !== row.status) move(row.status, now.status)
  }
  const removed = new Set(overview.campaigns.filter(row => !shown.has(row.id)).map(row => row.id))
  const campaigns = reconciled.rows.map(row => {
    const change = schedules.get(row.id)
    if (!change || row.schedule === undefined) return row
    const schedule = newestOf(row.schedule, change)
    return schedule === row.schedule ? row : { ...row, schedule }
  })
  return {
    ...overview,
    campaigns,
    total: Math.max(0, overview.total - reconciled.hidden),
    summary: {
      ...overview.summary,
      total: Math.max(0, overview.summary.total - reconciled.hidden),
      byStatus,
      contactsRemaining: Math.max(0, contactsRemaining)
    },
    active: overview.active.filter(campaign => !removed.has(campaign.id))
  }
}
