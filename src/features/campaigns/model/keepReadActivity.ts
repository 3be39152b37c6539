import type { ShownToday } from './keepReadEvents'

/**
 * A new answer after `shown`: when it could not read the platform's analytics (not a refusal: a failure) and the
 * one shown could, the calls per interval shown stay, said to be as of when they were read (`activityReadAt`).
 */
export function keepReadActivity(shown: ShownToday, answer: ShownToday): ShownToday {
  const failed = answer.activity === null && answer.activityUnavailable?.kind === 'failed'
  if (!failed || shown.activity == null) return answer
  return {
    ...answer,
    activity: shown.activity,
    activityUnavailable: null,
    activityReadAt: shown.activityReadAt ?? shown.to
  }
}
