/**
 * What the campaign topics say, in the platform's notification models (the SDK's topic map,
 * contract/sdkTopics.ts): `v2.outbound.campaigns.{id}` a DialerCampaignConfigChangeCampaign,
 * `….progress` a DialerCampaignProgressEventCampaignProgress. They are the API's models without what the
 * notification models lack: no `selfUri` anywhere (their references are `{id, name}`), and none of the
 * Campaign's fields the event model does not carry.
 */
import type { CampaignRecord } from '../outbound/campaignRecord'
import { toCampaign, toCampaignProgress } from '../outbound/campaignViews'
import type { OutboundStore } from '../outbound/outboundStore'

/** Campaign fields that DialerCampaignConfigChangeCampaign does not have. */
const NOT_IN_CAMPAIGN_EVENT = new Set(['selfUri', 'maxCallsPerAgent', 'alwaysRunning'])

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `value` with every `selfUri` left out, at any depth. */
export function withoutSelfUris<T>(value: T): T {
  if (Array.isArray(value)) return value.map(item => withoutSelfUris(item as unknown)) as T
  if (!isPlainObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value))
    if (key !== 'selfUri' && item !== undefined) copy[key] = withoutSelfUris(item)
  return copy as T
}

/** `v2.outbound.campaigns.{id}`: the campaign, as DialerCampaignConfigChangeCampaign has it. */
export function campaignEventBody(
  campaign: CampaignRecord,
  outbound: OutboundStore
): Record<string, unknown> {
  const body = Object.entries(toCampaign(campaign, outbound)).filter(
    ([key]) => !NOT_IN_CAMPAIGN_EVENT.has(key)
  )
  return withoutSelfUris(Object.fromEntries(body))
}

/** `v2.outbound.campaigns.{id}.progress`: CampaignProgress without its contact list (not in the event model). */
export function progressEventBody(
  campaign: CampaignRecord,
  outbound: OutboundStore
): Record<string, unknown> {
  const { contactList: _list, ...progress } = toCampaignProgress(campaign, outbound)
  return withoutSelfUris(progress)
}
