import type { ApiFailure } from '@/features/sessionApi'
import { listFailureKey } from '@/shared/ui/list'

/** The screen's own texts for the API's codes (docs/dnc-lists.md); the rest are the lists' shared ones. */
const OWN: Record<string, string> = {
  'dncList.not_found': 'dncLists.errors.notFound',
  'platform.missing_permission': 'dncLists.errors.permission',
  'platform.rate_limited': 'dncLists.errors.busy',
  'platform.timeout': 'dncLists.errors.timeout',
  'request.invalid': 'dncLists.errors.refused'
}

/** Why a call failed, as a text key and its values (the missing permission, when the API named it). */
export function failureText(failure: ApiFailure): { key: string; values: Record<string, string> } {
  const permission = failure.details?.permission
  return {
    key: listFailureKey(failure, OWN),
    values: { permission: typeof permission === 'string' ? permission : '' }
  }
}
