import type { DataFailure } from '@/shared/data'
import { listFailureText } from '@/shared/ui/list'

/** The screen's own texts for the API's codes (docs/schedules-ui.md); the rest are the lists' shared ones. */
const OWN: Record<string, string> = {
  'schedule.conflict': 'schedules.errors.conflict',
  'schedule.invalid': 'schedules.errors.invalid',
  'campaign.not_found': 'schedules.errors.notFound',
  'platform.rate_limited': 'schedules.errors.busy'
}

/** Why a call failed, as a text key and its values (a missing permission in the shared wording). */
export function failureText(failure: DataFailure): { key: string; values: Record<string, string> } {
  return listFailureText(failure, OWN)
}

/** The schedule problem a 400 `schedule.invalid` names (`details: {field, kind}`), if it names one. */
export function invalidProblem(failure: DataFailure): { field: string; kind: string } | null {
  if (failure.status !== 400) return null
  const details = failure.details?.details ?? failure.details
  if (!details || typeof details !== 'object') return null
  const { field, kind } = details as Record<string, unknown>
  return typeof field === 'string' && typeof kind === 'string' ? { field, kind } : null
}
