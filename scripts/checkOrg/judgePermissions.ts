import { grantsPermission } from '../../src/server/campaigns/grantsPermission'
import { FEATURE_REQUIREMENTS, requirementOf, type FeatureKey } from './featureRequirements'
import type { Finding, OperationResult, PermissionResult } from './orgReport'

const list = (items: readonly string[]) => items.join(', ')

/** A requirement in words: "a, b" (all of them), "one of c, d", or both. */
function describe(allOf: readonly string[], oneOf: readonly string[]): string {
  const parts = [...allOf, ...(oneOf.length > 0 ? [`one of ${list(oneOf)}`] : [])]
  return parts.length > 0 ? list(parts) : 'no permission needed'
}

function judge(
  key: FeatureKey,
  held: readonly string[] | null,
  results: OperationResult[]
): PermissionResult {
  const { label, permissions, anyOf = [], effect } = requirementOf(key)
  // "any one of" a single permission is that permission
  const allOf = anyOf.length === 1 ? [...permissions, ...anyOf] : permissions
  const oneOf = anyOf.length === 1 ? [] : anyOf
  const missingAll = held ? allOf.filter(permission => !grantsPermission(held, permission)) : []
  const missingOneOf = held !== null && oneOf.length > 0 && !oneOf.some(p => grantsPermission(held, p))
  const missing = held ? [...missingAll, ...(missingOneOf ? oneOf : [])] : null
  const refused = results.find(result => result.outcome === 'refused')
  const answered = results.filter(result => result.outcome === 'ok').map(result => result.operation)
  const verdict = (mark: PermissionResult['mark'], reason: string): PermissionResult => ({
    feature: key,
    label,
    permissions: allOf,
    ...(oneOf.length > 0 ? { anyOf: oneOf } : {}),
    missing,
    mark,
    reason
  })
  const refusal = (result: OperationResult) =>
    `the platform refused ${result.operation}${result.missingPermission ? ` (missing ${result.missingPermission})` : ''}`

  if (missing === null) {
    if (refused) return verdict('fail', `${refusal(refused)}: ${effect}`)
    if (answered.length > 0) return verdict('ok', `answered: ${list(answered)}`)
    return verdict(
      'note',
      `not judged: no list of permissions to read, no call to make (${describe(allOf, oneOf)})`
    )
  }
  if (missing.length === 0) {
    if (refused) return verdict('fail', `holds ${describe(allOf, oneOf)}, yet ${refusal(refused)}: ${effect}`)
    return verdict('ok', describe(allOf, oneOf))
  }
  const lacking = describe(missingAll, missingOneOf ? oneOf : [])
  if (refused || answered.length === 0) return verdict('fail', `missing ${lacking}: ${effect}`)
  // The platform answered without the permission: this org asks for something else (or grants it otherwise).
  return verdict('note', `${lacking} not held, yet the platform answered ${list(answered)}`)
}

/**
 * Each feature of the app, judged by the person's permissions (users/me) and by what the platform answered to
 * its operations: the permission list says what the app will enable, the answers say what the platform allows.
 */
export function judgePermissions(
  held: readonly string[] | null,
  operations: readonly OperationResult[]
): PermissionResult[] {
  return (Object.keys(FEATURE_REQUIREMENTS) as FeatureKey[]).map(key =>
    judge(
      key,
      held,
      operations.filter(result => result.feature === key)
    )
  )
}

export const permissionFindings = (results: readonly PermissionResult[]): Finding[] =>
  results.map(result => ({ mark: result.mark, text: `${result.label}: ${result.reason}` }))
