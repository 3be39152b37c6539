import type { FailureText } from './failureMessage'

/**
 * A duration as people read it: "1 h 20 min", "45 min", "2 d 3 h", "< 1 min"; null (unknown) → null, so the
 * caller shows "—". Answered as an i18n key of the campaigns texts with its values.
 */
export function formatDuration(seconds: number | null | undefined): FailureText | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null
  const minutes = Math.round(seconds / 60)
  if (minutes < 1) return { key: 'duration.lessThanMinute' }
  if (minutes < 60) return { key: 'duration.minutes', values: { minutes } }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) {
    const rest = minutes % 60
    return rest === 0
      ? { key: 'duration.hours', values: { hours } }
      : { key: 'duration.hoursMinutes', values: { hours, minutes: rest } }
  }
  const days = Math.floor(hours / 24)
  const restHours = hours % 24
  return restHours === 0
    ? { key: 'duration.days', values: { days } }
    : { key: 'duration.daysHours', values: { days, hours: restHours } }
}
