import type { CampaignToday } from '@/shared/campaigns/campaignTodayTypes'

/**
 * "Today at a glance" as shown: the last answer, with the events (or calls) of an earlier one when it could not
 * read them.
 */
export interface ShownToday extends CampaignToday {
  /**
   * When the events shown were read, when they are older than the answer (the last answer could not read the
   * event log, an earlier one could: its events are kept); null when they are the answer's own.
   */
  eventsReadAt: string | null
  /** the same for the calls per interval (keepReadActivity.ts) */
  activityReadAt: string | null
}

/** An answer as shown on its own: its events and calls are its own. */
export const shownToday = (answer: CampaignToday): ShownToday => ({
  ...answer,
  eventsReadAt: null,
  activityReadAt: null
})

/**
 * A new answer after `shown`: when it could not read the event log and the one shown could, the events shown
 * stay, said to be as of when they were read.
 */
export function keepReadEvents(shown: ShownToday, answer: ShownToday): ShownToday {
  const keepEvents = answer.events === null && answer.eventsUnavailable === 'failed' && shown.events != null
  if (!keepEvents) return answer
  return {
    ...answer,
    events: shown.events,
    eventsUnavailable: null,
    eventsOlderUnread: shown.eventsOlderUnread ?? null,
    eventsReadAt: shown.eventsReadAt ?? shown.to
  }
}
