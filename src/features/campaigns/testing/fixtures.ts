import {
  ACTIVE_STATUSES,
  DEFAULT_OVERVIEW_PARAMS,
  type CampaignCapabilities,
  type CampaignDetail,
  type CampaignFormOptions,
  type CampaignOverview,
  type CampaignRow,
  type CampaignSettings
} from '@/shared/campaigns/campaignTypes'
import type { CampaignPerformance } from '@/shared/campaigns/performanceTypes'

/** Test data in the contract's shapes (docs/campaigns.md). */
export const allowedEverything: CampaignCapabilities = {
  create: { allowed: true },
  edit: { allowed: true },
  delete: { allowed: true },
  start: { allowed: true },
  stop: { allowed: true },
  recycle: { allowed: true }
}

/** Live figures of a dialing campaign (a row's `performance`). */
export const livePerformance = (changes: Partial<CampaignPerformance> = {}): CampaignPerformance => ({
  idleAgents: 3,
  linesInUse: 4,
  linesAvailable: 10,
  contactRate: 0.4,
  rightPartyContacts: 12,
  outstandingCalls: 3,
  abandonRate: 2,
  abandonTarget: 5,
  idleSince: null,
  stallsAt: null,
  stalled: false,
  reason: null,
  ...changes
})

export const campaignRow = (name: string, extra: Partial<CampaignRow> = {}): CampaignRow => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  version: 1,
  status: 'off',
  dialingMode: 'power',
  contactList: { id: 'cl-1', name: 'Renewals list' },
  division: { id: 'd-1', name: 'Home' },
  queue: { id: 'q-1', name: 'Sales' },
  priority: 3,
  dateModified: '2026-11-20T08:00:00.000Z',
  progress: { called: 120, total: 400, percentage: 30 },
  pace: { contactsPerMinute: null, etaSeconds: null, sampledAt: null },
  errors: [],
  ...extra
})

export function overviewOf(
  rows: CampaignRow[],
  extra: Partial<CampaignOverview> = {},
  params: Partial<CampaignOverview['params']> = {}
): CampaignOverview {
  const byStatus: CampaignOverview['summary']['byStatus'] = {}
  for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1
  return {
    campaigns: rows,
    total: rows.length,
    params: { ...DEFAULT_OVERVIEW_PARAMS, pageSize: 25, ...params },
    summary: {
      total: rows.length,
      byStatus,
      contactsRemaining: rows.reduce(
        (sum, row) => sum + (row.progress ? row.progress.total - row.progress.called : 0),
        0
      )
    },
    facets: {
      divisions: [{ id: 'd-1', name: 'Home' }],
      contactLists: [{ id: 'cl-1', name: 'Renewals list' }]
    },
    active: rows
      .filter(row => ACTIVE_STATUSES.includes(row.status))
      .map(row => ({
        id: row.id,
        status: row.status,
        version: row.version,
        remaining: row.progress ? row.progress.total - row.progress.called : null
      })),
    capabilities: allowedEverything,
    refreshedAt: '2026-11-21T10:42:07.000Z',
    ...extra
  }
}

export const powerSettings: CampaignSettings = {
  name: 'Spring renewals',
  dialingMode: 'power',
  contactListId: 'cl-1',
  queueId: 'q-1',
  scriptId: 's-1',
  edgeGroupId: 'e-1',
  siteId: null,
  callAnalysisResponseSetId: 'car-1',
  divisionId: 'd-1',
  callerName: 'Demo CC',
  callerAddress: '+1 317 555 0100',
  abandonRate: 3,
  outboundLineCount: null,
  maxCallsPerAgent: null,
  priority: 3,
  phoneColumn: 'Cell',
  dncListIds: []
}

export const formOptions: CampaignFormOptions = {
  contactLists: [
    { id: 'cl-1', name: 'Renewals list', phoneColumns: ['Cell', 'Home'] },
    { id: 'cl-2', name: 'Winback list', phoneColumns: ['Mobile'] }
  ],
  queues: [
    { id: 'q-1', name: 'Sales' },
    { id: 'q-2', name: 'Retention' }
  ],
  scripts: [{ id: 's-1', name: 'Default script' }],
  edgeGroups: [{ id: 'e-1', name: 'Edge group A' }],
  callAnalysisResponseSets: [{ id: 'car-1', name: 'Standard responses' }],
  divisions: [{ id: 'd-1', name: 'Home' }],
  dncLists: [
    { id: 'dnc-1', name: 'Customer opt-outs' },
    { id: 'dnc-2', name: 'National registry' }
  ]
}

export function detailOf(
  settings: CampaignSettings = powerSettings,
  extra: Partial<CampaignDetail['campaign']> = {},
  more: Partial<CampaignDetail> = {}
): CampaignDetail {
  return {
    campaign: {
      ...campaignRow(settings.name, { dialingMode: settings.dialingMode }),
      settings,
      dateCreated: '2026-11-01T08:00:00.000Z',
      ...extra
    },
    stats: {
      contactRate: { attempts: 200, connects: 50, connectRatio: 0.25 },
      idleAgents: 4,
      effectiveIdleAgents: 3,
      outstandingCalls: 7,
      scheduledCalls: 2,
      linesUtilization: 0.6
    },
    audit: [
      {
        id: 'a1',
        campaignId: 'id-spring-renewals',
        campaignName: settings.name,
        action: 'edit',
        outcome: 'succeeded',
        detail: 'priority',
        actor: { name: 'Avery Admin', email: 'avery.admin@democc.example' },
        at: '2026-11-20T09:00:00.000Z'
      }
    ],
    capabilities: allowedEverything,
    refreshedAt: '2026-11-21T10:42:07.000Z',
    ...more
  }
}
