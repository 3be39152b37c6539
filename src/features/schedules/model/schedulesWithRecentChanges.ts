import type { SchedulesAnswer } from '@/shared/schedules'
import { changesOf, newestOf, type RecentChange, reconcileRows } from '@/shared/ui/list/model/recentChanges'

/**
 * The week view's answer as the person should see it through the platform's listing lag (recentChanges.ts): a
 * campaign or callable time set deleted here in the last minute is not shown, a schedule deleted here shows as
 * none, and a schedule or set saved here shows the saved version over an older listed one.
 */
export function schedulesWithRecentChanges(
  answer: SchedulesAnswer,
  changes: readonly RecentChange[]
): SchedulesAnswer {
  if (changes.length === 0) return answer
  const removedCampaigns = changesOf('campaign', changes)
  const schedules = changesOf('campaignSchedule', changes)
  const campaigns = answer.campaigns.flatMap(campaign => {
    if (removedCampaigns.get(campaign.id)?.removed) return []
    const schedule = newestOf(campaign.schedule, schedules.get(campaign.id))
    return [schedule === campaign.schedule ? campaign : { ...campaign, schedule }]
  })
  const callableTimeSets = reconcileRows(answer.callableTimeSets, 'callableTimeSet', changes).rows
  return { ...answer, campaigns, callableTimeSets }
}
