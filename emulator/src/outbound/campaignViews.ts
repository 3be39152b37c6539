/**
 * The platform's models as the Outbound API answers them, built from the emulator's records: Campaign,
 * CampaignProgress, CampaignDivisionView, the editor's listings and the short `{id, name, selfUri}` references
 * (contact lists, contacts and DNC lists: contacts/contactViews.ts).
 */
import type { EmulatorState } from '../store'
import type { CampaignRecord } from './campaignRecord'
import type { CampaignStore } from './campaignStore'
import type { NamedResource } from './outboundResources'

export const campaignUri = (id: string) => `/api/v2/outbound/campaigns/${id}`
export const contactListUri = (id: string) => `/api/v2/outbound/contactlists/${id}`
export const queueUri = (id: string) => `/api/v2/routing/queues/${id}`
export const scriptUri = (id: string) => `/api/v2/scripts/${id}`
export const edgeGroupUri = (id: string) => `/api/v2/telephony/providers/edges/edgegroups/${id}`
export const responseSetUri = (id: string) => `/api/v2/outbound/callanalysisresponsesets/${id}`
export const divisionUri = (id: string) => `/api/v2/authorization/divisions/${id}`
export const dncListUri = (id: string) => `/api/v2/outbound/dnclists/${id}`
export const callableTimeSetUri = (id: string) => `/api/v2/outbound/callabletimesets/${id}`
export const ruleSetUri = (id: string) => `/api/v2/outbound/rulesets/${id}`
export const siteUri = (id: string) => `/api/v2/telephony/providers/edges/sites/${id}`

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

export function divisionRef(state: EmulatorState, id: string): Ref {
  return ref(id, state.findDivision(id)?.name, divisionUri)
}

export const iso = (ms: number) => new Date(ms).toISOString()

/** The platform's Campaign model. */
export function toCampaign(campaign: CampaignRecord, state: EmulatorState) {
  const store: CampaignStore = state.outbound
  const org = campaign.organizationId
  return {
    id: campaign.id,
    name: campaign.name,
    dateCreated: iso(campaign.dateCreated),
    dateModified: iso(campaign.dateModified),
    version: campaign.version,
    contactList: optionalRef(campaign.contactListId, id => store.contactList(org, id), contactListUri),
    queue: optionalRef(campaign.queueId, id => store.queue(org, id), queueUri),
    dialingMode: campaign.dialingMode,
    script: optionalRef(campaign.scriptId, id => store.script(org, id), scriptUri),
    edgeGroup: optionalRef(campaign.edgeGroupId, id => store.edgeGroup(org, id), edgeGroupUri),
    site: campaign.siteId === undefined ? undefined : ref(campaign.siteId, undefined, siteUri),
    campaignStatus: campaign.status,
    phoneColumns: campaign.phoneColumns.map(column => ({ ...column })),
    abandonRate: campaign.abandonRate,
    dncLists: campaign.dncLists.map(item => optionalRef(item.id, id => store.dnc.find(org, id), dncListUri)),
    callableTimeSet: optionalRef(
      campaign.callableTimeSet?.id,
      id => store.callableTimes.find(org, id),
      callableTimeSetUri
    ),
    callAnalysisResponseSet: optionalRef(
      campaign.callAnalysisResponseSetId,
      id => store.responseSet(org, id),
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
    division: divisionRef(state, campaign.divisionId),
    maxCallsPerAgent: campaign.maxCallsPerAgent,
    selfUri: campaignUri(campaign.id)
  }
}

/**
 * The platform's CampaignProgress. The dialer reaches contacts one by one and either calls or skips each (DNC,
 * uncallable): `numberOfContactsCalled` + the skips in `numberOfContactsSkipped` (per reason) = contacts
 * reached, and `percentage` is the share reached, a whole number, 100 only once every contact is.
 */
export function toCampaignProgress(campaign: CampaignRecord, store: CampaignStore) {
  const total = store.total(campaign)
  const reached = store.processedNow(campaign)
  const list = store.contactList(campaign.organizationId, campaign.contactListId)
  return {
    campaign: ref(campaign.id, campaign.name, campaignUri),
    contactList: ref(campaign.contactListId, list?.name, contactListUri),
    numberOfContactsCalled: store.calledNow(campaign),
    numberOfContactsMessaged: 0,
    totalNumberOfContacts: total,
    percentage: total === 0 ? 0 : Math.floor((reached * 100) / total),
    numberOfContactsSkipped: store.skippedNow(campaign)
  }
}

/** The platform's CampaignDivisionView (what outbound:campaign:search lets one see). */
export const toCampaignDivisionView = (campaign: CampaignRecord, state: EmulatorState) => ({
  id: campaign.id,
  name: campaign.name,
  division: divisionRef(state, campaign.divisionId),
  selfUri: campaignUri(campaign.id)
})

export const toQueue = (queue: NamedResource, state: EmulatorState) => ({
  id: queue.id,
  name: queue.name,
  division: queue.divisionId ? divisionRef(state, queue.divisionId) : undefined,
  description: queue.description ?? '',
  dateCreated: queue.dateCreated,
  memberCount: 12,
  userMemberCount: 12,
  joinedMemberCount: 9,
  skillEvaluationMethod: 'BEST',
  acwSettings: { wrapupPrompt: 'MANDATORY_TIMEOUT', timeoutMs: 30000 },
  selfUri: queueUri(queue.id)
})

export const toScript = (script: NamedResource, state: EmulatorState) => ({
  id: script.id,
  name: script.name,
  division: script.divisionId ? divisionRef(state, script.divisionId) : undefined,
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
