import type { CampaignSettingsInput } from '@/shared/campaigns/campaignTypes'
import type { PlatformCampaign } from '@/server/platform'

const ref = (id: string | null) => (id === null ? undefined : { id })
const value = (number: number | null) => (number === null ? undefined : number)

/**
 * The platform Campaign for settings. An edit starts from the campaign as read (`base`), so the fields this
 * app does not edit (rule sets, contact sorts…) survive the PUT; a setting set to null leaves its field out.
 * The DNC lists are the settings' (`dncLists: [{id}]`; the platform names them in its answer), and so is the
 * callable time set (`callableTimeSet: {id}`, or none), and the edge group or site. An edit carries the status
 * it was based on (`base.campaignStatus`): the platform's model requires it on updates, and the same status is
 * no transition, so an edit never turns a campaign on or off.
 */
export function toPlatformCampaignBody(
  settings: CampaignSettingsInput,
  phoneColumnType: string,
  base?: PlatformCampaign
): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...base }
  for (const field of ['errors', 'selfUri', 'dateCreated', 'dateModified']) delete kept[field]
  return {
    ...kept,
    name: settings.name,
    dialingMode: settings.dialingMode,
    contactList: { id: settings.contactListId },
    phoneColumns: [{ columnName: settings.phoneColumn, type: phoneColumnType }],
    queue: ref(settings.queueId),
    script: ref(settings.scriptId),
    edgeGroup: ref(settings.edgeGroupId),
    site: ref(settings.siteId),
    callAnalysisResponseSet: ref(settings.callAnalysisResponseSetId),
    division: ref(settings.divisionId),
    callerName: settings.callerName,
    callerAddress: settings.callerAddress,
    abandonRate: value(settings.abandonRate),
    outboundLineCount: value(settings.outboundLineCount),
    maxCallsPerAgent: value(settings.maxCallsPerAgent),
    priority: value(settings.priority),
    dncLists: settings.dncListIds.map(id => ({ id })),
    // none: the field left out (an edit's PUT is the whole campaign: the set is detached)
    callableTimeSet: settings.callableTimeSetId ? { id: settings.callableTimeSetId } : undefined
  }
}
