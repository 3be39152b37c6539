import type { DataFailure } from '@/shared/data'
import { listFailureKey } from '@/shared/ui/list'

/** The screen's own texts for the API's codes (docs/schedules-ui.md); the rest are the lists' shared ones. */
const OWN: Record<string, string> = {
  'schedule.conflict': 'schedules.errors.conflict',
  'schedule.invalid': 'schedules.errors.invalid',
  'campaign.not_found': 'schedules.errors.notFound',
  'platform.missing_permission': 'schedules.errors.permission',
  'platform.rate_limited': 'schedules.errors.busy'
}

/** Why a call failed, as a text key and its values (the missing permission, when the API named it). */
export function failureText(failure: DataFailure): { key: string; values: Record<string, string> } {
  const permission = failure.details?.permission
  return {
    key: listFailureKey(failure, OWN),
    values: { permission: typeof permission === 'string' ? permission : '' }
  }
}

/** The schedule problem a 400 `schedule.invalid` names (`details: {field, kind}`), if it names one. */
export function invalidProblem(failure: DataFailure): { field: string; kind: string } | null {
  if (failure.status !== 400) return null
  const details = failure.details?.details ?? failure.details
  if (!details || typeof details !== 'object') return null
  const { field, kind } = details as Record<string, unknown>
  return typeof field === 'string' && typeof kind === 'string' ? { field, kind } : null
}
