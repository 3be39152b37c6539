/**
 * Synthetic campaigns for benchmarks and demos of large organisations (POST /__emulator/outbound/generate).
 * Names and ids follow a sequence number that only a reset starts again, so the same calls after a reset
 * produce the same campaigns. Modes and statuses are mixed; `on` ones are only added while the organisation
 * stays within the platform's 50 active campaigns.
 */
import type { SeedDivision } from '../seed'
import {
  ACTIVE_STATUSES,
  DIALING_MODES,
  MAX_ACTIVE_CAMPAIGNS,
  type CampaignRecord,
  type CampaignStatus
} from './campaignRecord'
import type { CampaignStore } from './campaignStore'

const THEMES = [
  'Spring Renewals',
  'Payment Reminders',
  'Broadband Upgrade',
  'Customer Survey',
  'Loyalty Rewards',
  'Debt Recovery',
  'Welcome Calls',
  'Appointment Reminders',
  'Energy Switch',
  'Card Activation',
  'Insurance Renewals',
  'Winback Offers'
]
const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coastal', 'Metro', 'Rural']

/** Rough shares at rest: 60% off, 20% complete, 10% invalid, 10% on (while the org has room). */
function statusFor(n: number): CampaignStatus {
  const slot = n % 10
  if (slot < 6) return 'off'
  if (slot < 8) return 'complete'
  if (slot === 8) return 'invalid'
  return 'on'
}

export const generatedCampaignId = (n: number) =>
  `f1000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

export interface GenerateResult {
  organizationId: string
  created: number
  /** the organisation's campaigns after generating */
  total: number
  /** its active campaigns after generating (never more than 50) */
  active: number
  firstId?: string
  lastId?: string
}

export function generateCampaigns(
  store: CampaignStore,
  organizationId: string,
  count: number,
  divisions: readonly SeedDivision[]
): GenerateResult {
  const lists = store.contactLists(organizationId)
  const queues = store.queues(organizationId)
  const scripts = store.scripts(organizationId)
  const edgeGroups = store.edgeGroups(organizationId)
  const responseSets = store.responseSets(organizationId)
  const orgDivisions = divisions.filter(division => division.organizationId === organizationId)
  let active = store.list(organizationId).filter(c => ACTIVE_STATUSES.includes(c.status)).length
  const now = store.clock()
  const ids: string[] = []

  for (let i = 0; i < count; i += 1) {
    const n = store.nextGeneratedNumber()
    const pick = <T>(items: readonly T[]): T => items[n % items.length] as T
    const list = pick(lists)
    const mode = DIALING_MODES[n % DIALING_MODES.length] ?? 'power'
    let status = statusFor(n)
    if (status === 'on' && active >= MAX_ACTIVE_CAMPAIGNS) status = 'off'
    if (status === 'on') active += 1
    const agentless = mode === 'agentless'
    const preview = mode === 'preview'
    const created = now - n * 47 * 60_000
    const campaign: CampaignRecord = {
      id: generatedCampaignId(n),
      organizationId,
      name: `${THEMES[n % THEMES.length]} – ${REGIONS[Math.floor(n / THEMES.length) % REGIONS.length]} ${String(n).padStart(4, '0')}`,
      dateCreated: created,
      dateModified: created + (n % 97) * 60_000,
      version: 1 + (n % 3),
      divisionId: pick(orgDivisions).id,
      dialingMode: mode,
      status,
      contactListId: list.id,
      queueId: agentless ? undefined : pick(queues).id,
      scriptId: agentless ? undefined : pick(scripts).id,
      edgeGroupId: preview ? undefined : pick(edgeGroups).id,
      callAnalysisResponseSetId: preview ? undefined : pick(responseSets).id,
      phoneColumns: [{ columnName: 'Cell', type: 'cell' }],
      abandonRate: mode === 'power' || mode === 'predictive' ? 5 : undefined,
      outboundLineCount: agentless ? 20 : undefined,
      maxCallsPerAgent: mode === 'power' || mode === 'predictive' ? 2 : undefined,
      callerName: 'Outbound',
      callerAddress: '+35315550199',
      priority: 1 + (n % 5),
      dncLists: [],
      ruleSets: [],
      contactListFilters: [],
      contactSorts: [],
      skipPreviewDisabled: false,
      previewTimeOutSeconds: preview ? 300 : 0,
      alwaysRunning: false,
      noAnswerTimeout: 30,
      callAnalysisLanguage: 'en-US',
      errors:
        status === 'invalid'
          ? [
              {
                error: 'The contact list has no phone column named "Mobile".',
                details: 'phoneColumns[0].columnName'
              }
            ]
          : [],
      called:
        status === 'complete'
          ? list.size
          : status === 'invalid'
            ? 0
            : Math.floor((list.size * ((n * 37) % 80)) / 100),
      runningSince: status === 'on' ? now : undefined
    }
    store.insert(campaign)
    ids.push(campaign.id)
  }
  return {
    organizationId,
    created: ids.length,
    total: store.list(organizationId).length,
    active,
    firstId: ids[0],
    lastId: ids[ids.length - 1]
  }
}
