/**
 * A campaign record made up by the emulator (the seed, POST /__emulator/outbound/generate) the way the platform
 * validates one: what its dialing mode does not use is left out (no queue or script for agentless, no edge group
 * or call-analysis response set for preview, an abandon rate and calls per agent only for power and
 * predictive, a line count only for agentless), and every other setting at its default.
 */
import type { CampaignError, CampaignRecord, CampaignStatus, DialingMode } from '../campaignRecord'

export interface MadeUpCampaign {
  id: string
  organizationId: string
  name: string
  dateCreated: number
  dateModified: number
  version: number
  divisionId: string
  dialingMode: DialingMode
  status: CampaignStatus
  contactListId: string
  queueId: string
  scriptId: string
  edgeGroupId: string
  responseSetId: string
  /** used by power and predictive campaigns only */
  abandonRate: number
  maxCallsPerAgent: number
  /** used by agentless campaigns only */
  outboundLineCount: number
  callerName: string
  callerAddress: string
  priority: number
  errors: CampaignError[]
  called: number
}

export function buildCampaign(made: MadeUpCampaign): CampaignRecord {
  const mode = made.dialingMode
  const agentless = mode === 'agentless'
  const preview = mode === 'preview'
  const dialsAhead = mode === 'power' || mode === 'predictive'
  return {
    id: made.id,
    organizationId: made.organizationId,
    name: made.name,
    dateCreated: made.dateCreated,
    dateModified: made.dateModified,
    version: made.version,
    divisionId: made.divisionId,
    dialingMode: mode,
    status: made.status,
    contactListId: made.contactListId,
    queueId: agentless ? undefined : made.queueId,
    scriptId: agentless ? undefined : made.scriptId,
    edgeGroupId: preview ? undefined : made.edgeGroupId,
    callAnalysisResponseSetId: preview ? undefined : made.responseSetId,
    phoneColumns: [{ columnName: 'Cell', type: 'cell' }],
    abandonRate: dialsAhead ? made.abandonRate : undefined,
    outboundLineCount: agentless ? made.outboundLineCount : undefined,
    maxCallsPerAgent: dialsAhead ? made.maxCallsPerAgent : undefined,
    callerName: made.callerName,
    callerAddress: made.callerAddress,
    priority: made.priority,
    dncLists: [],
    ruleSets: [],
    contactListFilters: [],
    contactSorts: [],
    skipPreviewDisabled: false,
    previewTimeOutSeconds: preview ? 300 : 0,
    alwaysRunning: false,
    noAnswerTimeout: 30,
    callAnalysisLanguage: 'en-US',
    errors: made.errors,
    called: made.called
  }
}
