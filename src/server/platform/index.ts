export { createPlatformClient } from './createPlatformClient'
export type { PlatformClient, PlatformClientOptions, PlatformRequest } from './createPlatformClient'
export { PlatformError, kindForStatus } from './PlatformError'
export type { PlatformErrorKind, PlatformErrorDetails } from './PlatformError'
export type { PlatformUserMe, PlatformOrganization } from './platformModels'
export type { RateLimitRetryPolicy } from './retryRateLimited'
export { parseMissingPermission } from './parseMissingPermission'
export * as outboundApi from './outboundApi'
export type { PlatformSession } from './outboundApi'
export type {
  PlatformCampaign,
  PlatformCampaignProgress,
  PlatformCampaignStats,
  PlatformContactList,
  PlatformNamedEntity
} from './outboundModels'
export { inPlatformRegion, regionApiBaseUrl } from './platformRegionContext'
export * as diagnosticsApi from './diagnosticsApi'
export type {
  PlatformCampaignDiagnostics,
  PlatformCampaignPerformance,
  PlatformDiagnosticsSummary,
  PlatformEventLog
} from './diagnosticsModels'
export * as auditApi from './auditApi'
export type { PlatformAuditMessage } from './auditApi'
