import { occurrencesBetween, type Occurrence, type ScheduledCampaign } from '@/shared/schedules'

import type { WeekWindow } from './weekWindow'

export interface AgendaRun {
  campaign: ScheduledCampaign
  run: Occurrence
}

/**
 * The week's runs day by day (the week view on a phone): for each of the window's seven days, the runs that
 * touch it (a run across midnight under both days), by start, then by campaign name.
 */
export function agendaDays(
  campaigns: readonly ScheduledCampaign[],
  window: WeekWindow,
  compare: (a: string, b: string) => number
): AgendaRun[][] {
  const days: AgendaRun[][] = window.days.map(() => [])
  for (const campaign of campaigns) {
    if (!campaign.schedule) continue
    for (const run of occurrencesBetween(campaign.schedule, window.start, window.end))
      window.days.forEach((day, index) => {
        if (run.start < day.end && run.end > day.start) days[index]!.push({ campaign, run })
      })
  }
  for (const day of days)
    day.sort((a, b) => a.run.start - b.run.start || compare(a.campaign.name, b.campaign.name))
  return days
}
