/**
 * The platform's models as the Outbound API answers them, built from the emulator's records: Campaign,
 * CampaignProgress, CampaignDivisionView, the editor's listings and the short `{id, name, selfUri}` references
 * (contact lists, contacts and DNC lists: contacts/contactViews.ts).
 */
import type { CampaignRecord } from './campaignRecord'
import type { NamedResource } from './outboundResources'
import type { OutboundStore } from './outboundStore'
import {
  callableTimeSetUri,
  campaignUri,
  contactListUri,
  divisionUri,
  dncListUri,
  edgeGroupUri,
  queueUri,
  responseSetUri,
  scriptUri,
  siteUri
} from './outboundUris'

export interface Ref {
  id: string
  name?: string
  selfUri: string
}

const ref = (id: string, name: string | undefined, uri: (id: string) => string): Ref =>
  name === undefined ? { id, selfUri: uri(id) } : { id, name, selfUri: uri(id) }

/** A reference that may point at something since deleted: then it carries only its id. */
const optionalRef = (
  id: string | undefined,
  find: (id: string) => { name: string } | undefined,
  uri: (id: string) => string
): Ref | undefined => (id === undefined ? undefined : ref(id, find(id)?.name, uri))

export function divisionRef(outbound: OutboundStore, id: string): Ref {
  return ref(id, outbound.division(id)?.name, divisionUri)
}

export const iso = (ms: number) => new Date(ms).toISOString()

/** The platform's Campaign model. */
export function toCampaign(campaign: CampaignRecord, outbound: OutboundStore) {
  const org = campaign.organizationId
  const named = (kind: 'queues' | 'scripts' | 'edgeGroups' | 'responseSets') => (id: string) =>
    outbound.resources.find(kind, org, id)
  return {
    id: campaign.id,
    name: campaign.name,
    dateCreated: iso(campaign.dateCreated),
    dateModified: iso(campaign.dateModified),
    version: campaign.version,
    contactList: optionalRef(
      campaign.contactListId,
      id => outbound.contactLists.find(org, id),
      contactListUri
    ),
    queue: optionalRef(campaign.queueId, named('queues'), queueUri),
    dialingMode: campaign.dialingMode,
    script: optionalRef(campaign.scriptId, named('scripts'), scriptUri),
    edgeGroup: optionalRef(campaign.edgeGroupId, named('edgeGroups'), edgeGroupUri),
    site: campaign.siteId === undefined ? undefined : ref(campaign.siteId, undefined, siteUri),
    campaignStatus: campaign.status,
    phoneColumns: campaign.phoneColumns.map(column => ({ ...column })),
    abandonRate: campaign.abandonRate,
    dncLists: campaign.dncLists.map(item =>
      optionalRef(item.id, id => outbound.dnc.find(org, id), dncListUri)
    ),
    callableTimeSet: optionalRef(
      campaign.callableTimeSet?.id,
      id => outbound.callableTimes.find(org, id),
      callableTimeSetUri
    ),
    callAnalysisResponseSet: optionalRef(
      campaign.callAnalysisResponseSetId,
      named('responseSets'),
      responseSetUri
    ),
    errors: campaign.errors.map(error => ({ ...error })),
    callerName: campaign.callerName,
    callerAddress: campaign.callerAddress,
    outboundLineCount: campaign.outboundLineCount,
    ruleSets: campaign.ruleSets.map(item => ({ ...item })),
    skipPreviewDisabled: campaign.skipPreviewDisabled,
    previewTimeOutSeconds: campaign.previewTimeOutSeconds,
    alwaysRunning: campaign.alwaysRunning,
    contactSorts: campaign.contactSorts.map(sort => ({ ...sort })),
    noAnswerTimeout: campaign.noAnswerTimeout,
    callAnalysisLanguage: campaign.callAnalysisLanguage,
    priority: campaign.priority,
    contactListFilters: campaign.contactListFilters.map(item => ({ ...item })),
    division: divisionRef(outbound, campaign.divisionId),
    maxCallsPerAgent: campaign.maxCallsPerAgent,
    selfUri: campaignUri(campaign.id)
  }
}

/**
 * The platform's CampaignProgress. The dialer reaches contacts one by one and either calls or skips each (DNC,
 * uncallable): `numberOfContactsCalled` + the skips in `numberOfContactsSkipped` (per reason) = contacts
 * reached, and `percentage` is the share reached, a whole number, 100 only once every contact is.
 */
export function toCampaignProgress(campaign: CampaignRecord, outbound: OutboundStore) {
  const { campaigns } = outbound
  const total = campaigns.total(campaign)
  const reached = campaigns.processedNow(campaign)
  const list = outbound.contactLists.find(campaign.organizationId, campaign.contactListId)
  return {
    campaign: ref(campaign.id, campaign.name, campaignUri),
    contactList: ref(campaign.contactListId, list?.name, contactListUri),
    numberOfContactsCalled: campaigns.calledNow(campaign),
    numberOfContactsMessaged: 0,
    totalNumberOfContacts: total,
    percentage: total === 0 ? 0 : Math.floor((reached * 100) / total),
    numberOfContactsSkipped: campaigns.skippedNow(campaign)
  }
}

/** The platform's CampaignDivisionView (what outbound:campaign:search lets one see). */
export const toCampaignDivisionView = (campaign: CampaignRecord, outbound: OutboundStore) => ({
  id: campaign.id,
  name: campaign.name,
  division: divisionRef(outbound, campaign.divisionId),
  selfUri: campaignUri(campaign.id)
})

export const toQueue = (queue: NamedResource, outbound: OutboundStore) => ({
  id: queue.id,
  name: queue.name,
  division: queue.divisionId ? divisionRef(outbound, queue.divisionId) : undefined,
  description: queue.description ?? '',
  dateCreated: queue.dateCreated,
  memberCount: 12,
  userMemberCount: 12,
  joinedMemberCount: 9,
  skillEvaluationMethod: 'BEST',
  acwSettings: { wrapupPrompt: 'MANDATORY_TIMEOUT', timeoutMs: 30000 },
  selfUri: queueUri(queue.id)
})

export const toScript = (script: NamedResource, outbound: OutboundStore) => ({
  id: script.id,
  name: script.name,
  division: script.divisionId ? divisionRef(outbound, script.divisionId) : undefined,
  versionId: script.id,
  createdDate: script.dateCreated,
  modifiedDate: script.dateCreated,
  publishedDate: script.dateCreated,
  selfUri: scriptUri(script.id)
})

export const toEdgeGroup = (group: NamedResource) => ({
  id: group.id,
  name: group.name,
  description: group.description ?? '',
  version: 1,
  dateCreated: group.dateCreated,
  state: 'active',
  managed: false,
  hybrid: false,
  phoneTrunkBases: [],
  selfUri: edgeGroupUri(group.id)
})

export const toResponseSet = (set: NamedResource) => ({
  id: set.id,
  name: set.name,
  dateCreated: set.dateCreated,
  dateModified: set.dateCreated,
  version: 1,
  responses: {
    CALL_ANALYSIS_RESPONSE_LIVE_VOICE: { name: 'Transfer to queue', reactionType: 'transfer' },
    CALL_ANALYSIS_RESPONSE_ANSWERING_MACHINE: { name: 'Hang up', reactionType: 'hangup' },
    CALL_ANALYSIS_RESPONSE_FAX: { name: 'Hang up', reactionType: 'hangup' }
  },
  beepDetectionEnabled: false,
  selfUri: responseSetUri(set.id)
})
