import {
  CAMPAIGN_STATUSES,
  DIALING_MODES,
  type CampaignDetail,
  type CampaignPace,
  type CampaignProgress,
  type CampaignRow,
  type CampaignSettings,
  type CampaignStatus,
  type DialingMode,
  type NamedRef
} from '@/shared/campaigns/campaignTypes'
import type { PlatformCampaign, PlatformCampaignProgress } from '@/server/platform'
import { NO_PACE } from './computePace'

export const isDialingMode = (value: string): value is DialingMode =>
  DIALING_MODES.includes(value as DialingMode)

/** A status this app does not know yet is shown as invalid: it cannot be acted on safely. */
export const readStatus = (value: string | undefined): CampaignStatus =>
  CAMPAIGN_STATUSES.includes(value as CampaignStatus) ? (value as CampaignStatus) : 'invalid'

const toRef = (ref: { id: string; name?: string } | undefined): NamedRef | null =>
  ref ? { id: ref.id, name: ref.name ?? ref.id } : null

export const toProgress = (progress: PlatformCampaignProgress): CampaignProgress => ({
  called: progress.numberOfContactsCalled,
  total: progress.totalNumberOfContacts,
  percentage: progress.percentage
})

// The platform's errors[] are RestErrorDetail objects ({error, details}); plain strings are taken as they are.
function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined
  if (!error || typeof error !== 'object') return undefined
  const { error: text, message, details } = error as Record<string, unknown>
  const head = [text, message].find(value => typeof value === 'string' && value)
  if (typeof head !== 'string') return undefined
  return typeof details === 'string' && details ? `${head} (${details})` : head
}

/** One campaign as the overview shows it; undefined for a dialing mode this app does not know. */
export function toCampaignRow(
  campaign: PlatformCampaign,
  progress: CampaignProgress | null,
  pace: CampaignPace = NO_PACE
): CampaignRow | undefined {
  if (!isDialingMode(campaign.dialingMode)) return undefined
  return {
    id: campaign.id,
    name: campaign.name,
    version: campaign.version,
    status: readStatus(campaign.campaignStatus),
    dialingMode: campaign.dialingMode,
    contactList: toRef(campaign.contactList),
    division: toRef(campaign.division),
    queue: toRef(campaign.queue),
    priority: campaign.priority ?? null,
    dateModified: campaign.dateModified ?? null,
    progress,
    pace,
    errors: campaign.errors.flatMap(error => errorText(error) ?? []),
    callableTimeSet: toRef(campaign.callableTimeSet)
  }
}

/** The editable settings of a campaign, as the forms show them. */
export function toCampaignSettings(
  campaign: PlatformCampaign & { dialingMode: DialingMode }
): CampaignSettings {
  return {
    name: campaign.name,
    dialingMode: campaign.dialingMode,
    contactListId: campaign.contactList?.id ?? '',
    queueId: campaign.queue?.id ?? null,
    scriptId: campaign.script?.id ?? null,
    edgeGroupId: campaign.edgeGroup?.id ?? null,
    siteId: campaign.site?.id ?? null,
    callAnalysisResponseSetId: campaign.callAnalysisResponseSet?.id ?? null,
    divisionId: campaign.division?.id ?? null,
    callerName: campaign.callerName ?? '',
    callerAddress: campaign.callerAddress ?? '',
    abandonRate: campaign.abandonRate ?? null,
    outboundLineCount: campaign.outboundLineCount ?? null,
    maxCallsPerAgent: campaign.maxCallsPerAgent ?? null,
    priority: campaign.priority ?? null,
    phoneColumn: campaign.phoneColumns[0]?.columnName ?? '',
    dncListIds: campaign.dncLists.map(ref => ref.id)
  }
}

/** The campaign of a detail answer (and of a version conflict's `current`). */
export function toCampaignDetailCampaign(
  campaign: PlatformCampaign,
  progress: CampaignProgress | null,
  pace: CampaignPace = NO_PACE
): CampaignDetail['campaign'] | undefined {
  const row = toCampaignRow(campaign, progress, pace)
  if (!row) return undefined
  return {
    ...row,
    settings: toCampaignSettings({ ...campaign, dialingMode: row.dialingMode }),
    dateCreated: campaign.dateCreated ?? null,
    referenceNames: referenceNames(campaign)
  }
}

/** The names the platform gave the campaign's references, by id (a reference without a name is left out). */
function referenceNames(campaign: PlatformCampaign): Record<string, string> {
  const { contactList, queue, script, edgeGroup, site, callAnalysisResponseSet, division, callableTimeSet } =
    campaign
  const refs = [
    contactList,
    queue,
    script,
    edgeGroup,
    site,
    callAnalysisResponseSet,
    division,
    callableTimeSet
  ]
  return Object.fromEntries(
    [...refs, ...campaign.dncLists].flatMap(ref =>
      ref && typeof ref.name === 'string' && ref.name.trim() !== '' ? [[ref.id, ref.name]] : []
    )
  )
}
