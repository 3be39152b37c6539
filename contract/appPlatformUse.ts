/**
 * Every Platform API operation and notification topic Campaign Manager uses (its server's calls in
 * `src/server/platform`, `src/server/auth`, `src/server/health`, and its browser's Notifications API calls),
 * with the SDK's path templates. The SDK model check must have checked each of them in a full test run
 * (`scripts/modelCheckCoverage.ts`), and a call of the app's that is not listed here fails that step too: the
 * list cannot drift from the code. `readOnly` operations are the ones `npm run check:org` may call.
 */
export interface AppOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** changes nothing on the platform (GETs, and POST queries that only read) */
  readOnly: boolean
}

const read = (path: string, method: AppOperation['method'] = 'GET'): AppOperation => ({
  method,
  path,
  readOnly: true
})
const write = (method: AppOperation['method'], path: string): AppOperation => ({
  method,
  path,
  readOnly: false
})

const CAMPAIGN = '/api/v2/outbound/campaigns/{campaignId}'
const LIST = '/api/v2/outbound/contactlists/{contactListId}'
const DNC = '/api/v2/outbound/dnclists/{dncListId}'
const SCHEDULE = '/api/v2/outbound/schedules/campaigns/{campaignId}'
const SEQUENCE_SCHEDULE = '/api/v2/outbound/schedules/sequences/{sequenceId}'
const TIME_SET = '/api/v2/outbound/callabletimesets/{callableTimeSetId}'
const SEQUENCE = '/api/v2/outbound/sequences/{sequenceId}'

export const APP_OPERATIONS: readonly AppOperation[] = [
  read('/api/v2/users/me'),
  read('/api/v2/users/search', 'POST'),
  read('/api/v2/organizations/me'),
  read('/api/v2/tokens/me'),
  write('DELETE', '/api/v2/tokens/me'),
  read('/api/v2/outbound/campaigns'),
  write('POST', '/api/v2/outbound/campaigns'),
  read(CAMPAIGN),
  write('PUT', CAMPAIGN),
  write('DELETE', CAMPAIGN),
  write('POST', `${CAMPAIGN}/start`),
  write('POST', `${CAMPAIGN}/stop`),
  read(`${CAMPAIGN}/progress`),
  write('DELETE', `${CAMPAIGN}/progress`),
  read('/api/v2/outbound/campaigns/progress', 'POST'),
  read(`${CAMPAIGN}/stats`),
  read(`${CAMPAIGN}/diagnostics`),
  read('/api/v2/outbound/campaigns/performance/query', 'POST'),
  read('/api/v2/outbound/diagnostics/campaigns/{campaignId}/summary'),
  read('/api/v2/outbound/events'),
  read('/api/v2/analytics/conversations/aggregates/query', 'POST'),
  read('/api/v2/audits/query/realtime', 'POST'),
  read('/api/v2/outbound/contactlists'),
  write('POST', '/api/v2/outbound/contactlists'),
  read(LIST),
  read(`${LIST}/contacts/search`, 'POST'),
  write('POST', `${LIST}/contacts`),
  write('PUT', `${LIST}/contacts/{contactId}`),
  write('DELETE', `${LIST}/contacts`),
  write('POST', `${LIST}/export`),
  read(`${LIST}/export`),
  read('/api/v2/downloads/{downloadId}'),
  read('/api/v2/outbound/dnclists'),
  read(DNC),
  write('PATCH', `${DNC}/phonenumbers`),
  write('POST', `${DNC}/export`),
  read(`${DNC}/export`),
  read('/api/v2/routing/queues'),
  read('/api/v2/scripts'),
  read('/api/v2/telephony/providers/edges/edgegroups'),
  read('/api/v2/outbound/callanalysisresponsesets'),
  read('/api/v2/authorization/divisions'),
  read('/api/v2/outbound/schedules/campaigns'),
  read(SCHEDULE),
  write('PUT', SCHEDULE),
  write('DELETE', SCHEDULE),
  read('/api/v2/outbound/schedules/sequences'),
  read(SEQUENCE_SCHEDULE),
  write('PUT', SEQUENCE_SCHEDULE),
  write('DELETE', SEQUENCE_SCHEDULE),
  read('/api/v2/outbound/callabletimesets'),
  write('POST', '/api/v2/outbound/callabletimesets'),
  read(TIME_SET),
  write('PUT', TIME_SET),
  write('DELETE', TIME_SET),
  read('/api/v2/outbound/sequences'),
  write('POST', '/api/v2/outbound/sequences'),
  read(SEQUENCE),
  write('PUT', SEQUENCE),
  write('DELETE', SEQUENCE),
  write('POST', '/api/v2/notifications/channels'),
  write('PUT', '/api/v2/notifications/channels/{channelId}/subscriptions')
]

/** The topics the app's pages subscribe to, and those every channel receives. */
export const APP_TOPICS: readonly string[] = [
  'v2.outbound.campaigns.{id}',
  'v2.outbound.campaigns.{id}.progress',
  'v2.outbound.campaigns.{id}.stats',
  'v2.outbound.schedules.campaigns.{id}',
  'v2.outbound.sequences.{id}',
  'v2.system.socket_closing'
]

/**
 * How the app's calls are told from a test's (which may send anything on purpose): its server's platform client
 * sends this User-Agent, its browser pages an Origin header.
 */
export const APP_USER_AGENT_PREFIX = 'CampaignManager/'
