/** The topics the emulator publishes, and what a person needs to subscribe to each. */
const CAMPAIGN_TOPIC = /^v2\.outbound\.campaigns\.([A-Za-z0-9-]{1,64})(?:\.(progress|stats))?$/
const IMPORT_STATUS_TOPIC = /^v2\.outbound\.contactlists\.([A-Za-z0-9-]{1,64})\.importstatus$/
const SCHEDULE_TOPIC = /^v2\.outbound\.schedules\.(campaigns|sequences)\.([A-Za-z0-9-]{1,64})$/
const SEQUENCE_TOPIC = /^v2\.outbound\.sequences\.([A-Za-z0-9-]{1,64})$/
const EXPORT_TOPIC =
  /^v2\.users\.[A-Za-z0-9-]{1,64}\.outbound\.(contactlists|dnclists)\.([A-Za-z0-9-]{1,64})\.export$/

export type TopicKind =
  | 'campaign'
  | 'progress'
  | 'stats'
  | 'importstatus'
  | 'campaignSchedule'
  | 'sequenceSchedule'
  | 'sequence'
  | 'export'

export interface ParsedTopic {
  name: string
  kind: TopicKind
  /** the campaign's id, the contact list's for `importstatus`, the sequence's for a sequence or its schedule */
  entityId: string
  /** what the platform checks before it sends this topic's events to someone */
  permissions: readonly string[]
}

export const importStatusTopic = (contactListId: string) =>
  `v2.outbound.contactlists.${contactListId}.importstatus`

/** A list's export is ready: sent to the person who asked for it (exportRoutes.ts). */
export const exportTopic = (userId: string, kind: 'contactlists' | 'dnclists', listId: string) =>
  `v2.users.${userId}.outbound.${kind}.${listId}.export`

export function parseTopic(name: string): ParsedTopic | null {
  const exported = EXPORT_TOPIC.exec(name)
  if (exported) {
    const permission = exported[1] === 'contactlists' ? 'outbound:contactList:view' : 'outbound:dncList:view'
    return { name, kind: 'export', entityId: exported[2]!, permissions: [permission] }
  }
  const imports = IMPORT_STATUS_TOPIC.exec(name)
  if (imports) {
    return { name, kind: 'importstatus', entityId: imports[1]!, permissions: ['outbound:contactList:view'] }
  }
  const schedule = SCHEDULE_TOPIC.exec(name)
  if (schedule) {
    return {
      name,
      kind: schedule[1] === 'campaigns' ? 'campaignSchedule' : 'sequenceSchedule',
      entityId: schedule[2]!,
      permissions: ['outbound:schedule:view']
    }
  }
  const sequence = SEQUENCE_TOPIC.exec(name)
  if (sequence) {
    return { name, kind: 'sequence', entityId: sequence[1]!, permissions: ['outbound:campaignSequence:view'] }
  }
  const match = CAMPAIGN_TOPIC.exec(name)
  if (!match) return null
  return {
    name,
    kind: (match[2] as TopicKind | undefined) ?? 'campaign',
    entityId: match[1]!,
    permissions: ['outbound:campaign:view']
  }
}
