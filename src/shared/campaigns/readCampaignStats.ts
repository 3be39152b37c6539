import type { CampaignStats } from './campaignTypes'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

/**
 * A campaign's statistics as the platform words them (`GET …/campaigns/{id}/stats`), in the app's terms.
 * Tolerant: a missing or odd figure reads 0; only something that is not an object at all is null.
 * `linesUtilization` is an object in the SDK's model ({assignedOutboundLines, totalAvailableOutboundLines}); a
 * plain ratio is accepted too. (The `….stats` notification is not read for figures: its model does not say
 * which it carries; the browser reads them with the performance query instead.)
 */
export function readCampaignStats(body: unknown): CampaignStats | null {
  if (!isRecord(body)) return null
  const rate = isRecord(body.contactRate) ? body.contactRate : {}
  const lines = body.linesUtilization
  return {
    contactRate: {
      attempts: count(rate.attempts),
      connects: count(rate.connects),
      connectRatio: count(rate.connectRatio)
    },
    idleAgents: count(body.idleAgents),
    effectiveIdleAgents: count(body.effectiveIdleAgents),
    outstandingCalls: count(body.outstandingCalls),
    scheduledCalls: count(body.scheduledCalls),
    linesUtilization:
      typeof lines === 'number'
        ? count(lines)
        : isRecord(lines) && count(lines.totalAvailableOutboundLines) > 0
          ? count(lines.assignedOutboundLines) / count(lines.totalAvailableOutboundLines)
          : 0
  }
}
