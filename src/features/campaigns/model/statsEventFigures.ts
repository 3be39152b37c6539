/**
 * The figures a `v2.outbound.campaigns.{id}.stats` event names, when it names them (docs/platform-assumptions.md):
 * the platform documents the topic as pushing the campaign's statistics, but the SDK's model
 * (StatEventCampaignTopicStatsNotification, `{group, data: [{interval, metrics: [{metric, stats}]}]}`) does not
 * say which metrics; older SDKs named a flat CampaignStats. Either shape is read when it carries the figures the
 * wall judges dialing by, by their CampaignStats names (a metric's number in `stats.count`, `stats.value` or its
 * nested fields); anything else answers null, and the page reads the figures instead (LiveFiguresBatcher).
 */
export interface EventFigures {
  idleAgents: number
  outstandingCalls: number
  /** lines in use now (0 when the event does not say) */
  linesInUse: number
  /** the lines it may use (null when the event does not say) */
  linesAvailable: number | null
  /** connects ÷ attempts, 0–1 (null when the event does not say) */
  contactRate: number | null
  effectiveIdleAgents: number | null
  scheduledCalls: number | null
  rightPartyContacts: number | null
  /** when the figures were read (ms; the end of the event's interval, else when it came) */
  at: number
}

type Numbers = Record<string, unknown>

const isRecord = (value: unknown): value is Numbers =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** The CampaignStats the body names: itself when flat, else its metrics by name. */
function statsOf(body: Numbers): { stats: Numbers; interval: unknown } | null {
  if (!Array.isArray(body.data)) return { stats: body, interval: undefined }
  const item = body.data.find(isRecord)
  if (!item || !Array.isArray(item.metrics)) return null
  const stats: Numbers = {}
  for (const metric of item.metrics) {
    if (!isRecord(metric) || typeof metric.metric !== 'string' || !isRecord(metric.stats)) continue
    const values = metric.stats
    stats[metric.metric] = num(values.count) ?? num(values.value) ?? values
  }
  return { stats, interval: item.interval }
}

/** The end of an ISO `start/end` interval, in ms. */
function intervalEnd(interval: unknown): number | null {
  if (typeof interval !== 'string') return null
  const end = Date.parse(interval.split('/')[1] ?? '')
  return Number.isNaN(end) ? null : end
}

export function readStatsEventFigures(body: unknown, receivedAt: number): EventFigures | null {
  if (!isRecord(body)) return null
  const read = statsOf(body)
  if (!read) return null
  const { stats } = read
  const idleAgents = num(stats.idleAgents)
  const outstandingCalls = num(stats.outstandingCalls)
  if (idleAgents === null || outstandingCalls === null) return null
  const lines = isRecord(stats.linesUtilization) ? stats.linesUtilization : {}
  const rate = isRecord(stats.contactRate) ? stats.contactRate : {}
  return {
    idleAgents,
    outstandingCalls,
    linesInUse: num(lines.assignedOutboundLines) ?? 0,
    linesAvailable: num(lines.totalAvailableOutboundLines),
    contactRate: num(rate.connectRatio),
    effectiveIdleAgents: num(stats.effectiveIdleAgents),
    scheduledCalls: num(stats.scheduledCalls),
    rightPartyContacts: num(stats.rightPartyContactsCount),
    at: intervalEnd(read.interval) ?? receivedAt
  }
}
