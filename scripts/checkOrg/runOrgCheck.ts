import { createModelCheck } from '../../contract/modelCheck'
import { sdkVersion } from '../../contract/sdkPackage'
import { checkIdentity } from './checkIdentity'
import { checkNotifications } from './checkNotifications'
import { checkOperations, operationFindings } from './checkOperations'
import { createPlatformHttp } from './createPlatformHttp'
import { judgePermissions, permissionFindings } from './judgePermissions'
import { OPERATION_PROBES } from './operationProbes'
import { SECTIONS, type OrgReport } from './orgReport'
import { rateLimitFindings } from './rateLimitFindings'

export interface OrgCheckOptions {
  apiBaseUrl: string
  token: string
  /** the token is an OAuth client's (client credentials): no person, no users/me */
  clientCredentials?: boolean
  listenSeconds: number
  now?: () => number
  fetch?: typeof fetch
}

/** Every call the check makes, as SDK path templates: the model check is built for these. */
const CHECKED_ROUTES = [
  { method: 'GET', path: '/api/v2/users/me' },
  ...OPERATION_PROBES.map(probe => ({ method: probe.method, path: probe.route })),
  { method: 'POST', path: '/api/v2/notifications/channels' },
  { method: 'PUT', path: '/api/v2/notifications/channels/{channelId}/subscriptions' }
]

/**
 * The whole preflight against one organisation, read-only: who the token is and what they may do, every
 * read-only operation the app performs (each answer against the SDK's model), a few seconds of notifications,
 * the rate-limit budget. Throws CheckInputError when the platform cannot be reached or refuses the token.
 */
export async function runOrgCheck(options: OrgCheckOptions): Promise<OrgReport> {
  const now = options.now ?? Date.now
  const check = createModelCheck(CHECKED_ROUTES)
  const http = createPlatformHttp(options.apiBaseUrl, options.token, check, options.fetch)

  const identity = await checkIdentity(http, options.apiBaseUrl, options.clientCredentials ?? false)
  const { results, found } = await checkOperations(http, now())
  const operations = [identity.result, ...results]
  const permissions = judgePermissions(identity.identity.permissions, operations)
  const notifications = await checkNotifications(http, check, found, options.listenSeconds)
  const rateLimit = { ...http.budget, callsMade: http.callsMade, tooMany: http.tooMany }

  const findings = {
    identity: identity.findings,
    permissions: permissionFindings(permissions),
    operations: operationFindings(operations),
    notifications: notifications.findings,
    rateLimit: rateLimitFindings(rateLimit)
  }
  const failed = SECTIONS.some(section => findings[section].some(finding => finding.mark === 'fail'))
  return {
    apiBaseUrl: options.apiBaseUrl,
    checkedAt: new Date(now()).toISOString(),
    sdkVersion,
    identity: identity.identity,
    permissions,
    operations,
    notifications: notifications.result,
    rateLimit,
    findings,
    exitCode: failed ? 1 : 0
  }
}
