/**
 * The platform's Outbound notification topics the pages follow (docs/emulator.md, Notifications). Each needs
 * a permission: a person who lacks it has the topic rejected, and the page keeps asking instead.
 */

/** the campaign itself (status, version, settings): `outbound:campaign:view` */
export const campaignTopic = (id: string) => `v2.outbound.campaigns.${id}`
/** its progress while it dials */
export const progressTopic = (id: string) => `v2.outbound.campaigns.${id}.progress`
/** its statistics */
export const statsTopic = (id: string) => `v2.outbound.campaigns.${id}.stats`
/** the campaign's schedule, whenever it is saved: `outbound:schedule:view` */
export const campaignScheduleTopic = (id: string) => `v2.outbound.schedules.campaigns.${id}`
/** a sequence (status, current campaign, settings): `outbound:campaignSequence:view` */
export const sequenceTopic = (id: string) => `v2.outbound.sequences.${id}`

/** What the platform checks before it lets a person follow each kind of topic (null: a topic not listed here). */
const TOPIC_PERMISSIONS: readonly [RegExp, string][] = [
  [/^v2\.outbound\.campaigns\.[^.]+(\.progress|\.stats)?$/, 'outbound:campaign:view'],
  [/^v2\.outbound\.schedules\.(campaigns|sequences)\.[^.]+$/, 'outbound:schedule:view'],
  [/^v2\.outbound\.sequences\.[^.]+$/, 'outbound:campaignSequence:view'],
  [/^v2\.outbound\.contactlists\.[^.]+\.importstatus$/, 'outbound:contactList:view']
]

export const topicPermission = (topic: string): string | null =>
  TOPIC_PERMISSIONS.find(([pattern]) => pattern.test(topic))?.[1] ?? null

const CAMPAIGN = /^v2\.outbound\.campaigns\.([^.]+)$/
const CAMPAIGN_SCHEDULE = /^v2\.outbound\.schedules\.campaigns\.([^.]+)$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a campaign's or a campaign schedule's event says in a word: whose, which status, which version. */
export type OutboundEventGist =
  | { kind: 'campaign'; id: string; status: string | null; version: number | null }
  | { kind: 'schedule'; id: string; version: number | null }

/** Reads the gist of a campaign or campaign-schedule event; null for anything else or malformed. */
export function readOutboundGist(topicName: string, body: unknown): OutboundEventGist | null {
  if (!isRecord(body)) return null
  const version = typeof body.version === 'number' ? body.version : null
  const campaign = CAMPAIGN.exec(topicName)
  if (campaign) {
    const status = typeof body.campaignStatus === 'string' ? body.campaignStatus : null
    return { kind: 'campaign', id: campaign[1]!, status, version }
  }
  const schedule = CAMPAIGN_SCHEDULE.exec(topicName)
  return schedule ? { kind: 'schedule', id: schedule[1]!, version } : null
}
