import type { ModelViolation } from '../../contract/modelCheck'
import type { RateBudget } from './createPlatformHttp'
import type { FeatureKey } from './featureRequirements'

/** ✓ works, ✗ will not work (exit code 1), ! works, but worth knowing */
export type Mark = 'ok' | 'fail' | 'note'

/** One line of the report, with indented details (a model's problems…). */
export interface Finding {
  mark: Mark
  text: string
  details?: string[]
}

export interface IdentityResult {
  user: { id?: string; name?: string; email?: string } | null
  organization: { id?: string; name?: string; thirdPartyOrgName?: string } | null
  /** the permissions users/me listed; null when it listed none (a client-credentials token, a failed call) */
  permissions: string[] | null
}

/** How one operation went: answered, refused (403), failed (another status, no answer) or not made. */
export interface OperationResult {
  /** e.g. "GET /api/v2/outbound/campaigns/{campaignId}" */
  operation: string
  feature: FeatureKey
  outcome: 'ok' | 'refused' | 'failed' | 'skipped'
  /** 0: no answer */
  status?: number
  /** refused: the permission the platform named, when it named one */
  missingPermission?: string
  /** refused, failed, skipped: why */
  message?: string
  /** what the answer (or request) has outside the SDK's model */
  violation?: ModelViolation
}

export interface PermissionResult {
  feature: FeatureKey
  label: string
  /** every one of these is needed */
  permissions: readonly string[]
  /** and any one of these */
  anyOf?: readonly string[]
  /** the permissions not granted (all of `anyOf` when none is); null when the person's are unknown */
  missing: string[] | null
  mark: Mark
  reason: string
}

export interface NotificationsResult {
  /** POST …/channels and the WebSocket: whether both worked */
  channel: 'open' | 'failed' | 'skipped'
  topics: { topic: string; state: string; reason?: string; events: number }[]
  listenedSeconds: number
  heartbeats: number
  violations: ModelViolation[]
}

export interface RateLimitResult extends RateBudget {
  /** calls the check made to the Platform API */
  callsMade: number
  tooMany: { route: string; retryAfterSeconds: number | undefined; retried: boolean }[]
}

export const SECTIONS = ['identity', 'permissions', 'operations', 'notifications', 'rateLimit'] as const
export type Section = (typeof SECTIONS)[number]

export interface OrgReport {
  apiBaseUrl: string
  checkedAt: string
  /** the official SDK whose models the answers were checked against */
  sdkVersion: string
  identity: IdentityResult
  permissions: PermissionResult[]
  operations: OperationResult[]
  notifications: NotificationsResult
  rateLimit: RateLimitResult
  findings: Record<Section, Finding[]>
  /** 0: every finding ✓ or !; 1: at least one ✗ */
  exitCode: 0 | 1
}
