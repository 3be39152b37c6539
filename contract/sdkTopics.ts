/**
 * Which model each notification topic's `eventBody` is, as the official SDKs map them
 * (`notificationMappings.json` of MyPureCloud's SDK generator, shipped with the Python SDK 257; the JavaScript
 * SDK's typings carry the models but not the map): only the topics this product subscribes to, the emulator
 * publishes, or the platform sends on every channel. `{id}` stands for one path segment.
 */
export const TOPIC_MODELS: Readonly<Record<string, string>> = {
  'v2.outbound.campaigns.{id}': 'DialerCampaignConfigChangeCampaign',
  'v2.outbound.campaigns.{id}.progress': 'DialerCampaignProgressEventCampaignProgress',
  'v2.outbound.campaigns.{id}.stats': 'StatEventCampaignTopicStatsNotification',
  'v2.outbound.contactlists.{id}': 'DialerContactlistConfigChangeContactList',
  'v2.outbound.contactlists.{id}.importstatus': 'ContactlistImportStatusImportStatus',
  'v2.outbound.dnclists.{id}': 'DialerDnclistConfigChangeDncList',
  'v2.outbound.dnclists.{id}.importstatus': 'DnclistImportStatusImportStatus',
  'v2.outbound.callabletimesets.{id}': 'DialerCallabletimesetConfigChangeCallableTimeSet',
  'v2.outbound.schedules.campaigns.{id}': 'DialerCampaignScheduleConfigChangeCampaignSchedule',
  'v2.outbound.schedules.sequences.{id}': 'DialerSequenceScheduleConfigChangeSequenceSchedule',
  'v2.outbound.sequences.{id}': 'DialerSequenceConfigChangeCampaignSequence',
  'v2.users.{id}.outbound.contactlists.{id}.export': 'ContactlistDownloadReadyExportUri',
  'v2.users.{id}.outbound.dnclists.{id}.export': 'DnclistDownloadReadyExportUri',
  'v2.system.socket_closing': 'SystemMessageSystemMessage'
}

/**
 * The heartbeat every channel receives every 30 s. No SDK model names it (the .NET SDK's
 * ChannelMetadataNotification is a hand-written extension): `{message}` is the whole body.
 */
export const HEARTBEAT_TOPIC = 'channel.metadata'
export const HEARTBEAT_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false
}

const patterns = Object.entries(TOPIC_MODELS).map(([topic, model]) => ({
  topic,
  model,
  pattern: new RegExp(`^${topic.replace(/\./g, '\\.').replace(/\{id\}/g, '[^.]+')}$`)
}))

/** The mapped topic a concrete topic name is an instance of (`v2.outbound.campaigns.{id}` …), if any. */
export function topicOf(topicName: string): { topic: string; model: string } | undefined {
  const found = patterns.find(({ pattern }) => pattern.test(topicName))
  return found && { topic: found.topic, model: found.model }
}
