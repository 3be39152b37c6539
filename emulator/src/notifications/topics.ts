/** The topics the emulator publishes, and what a person needs to subscribe to each. */
const CAMPAIGN_TOPIC = /^v2\.outbound\.campaigns\.([A-Za-z0-9-]{1,64})(?:\.(progress|stats))?$/

export type TopicKind = 'campaign' | 'progress' | 'stats'

export interface ParsedTopic {
  name: string
  kind: TopicKind
  campaignId: string
  /** what the platform checks before it sends this topic's events to someone */
  permissions: readonly string[]
}

export function parseTopic(name: string): ParsedTopic | null {
  const match = CAMPAIGN_TOPIC.exec(name)
  if (!match) return null
  return {
    name,
    kind: (match[2] as TopicKind | undefined) ?? 'campaign',
    campaignId: match[1]!,
    permissions: ['outbound:campaign:view']
  }
}
