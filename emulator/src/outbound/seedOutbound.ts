/**
 * The Outbound seed: contact lists, queues, scripts, edge groups, call-analysis response sets and campaigns for
 * both organisations, with fixed UUIDs. Tests import the well-known ids (`knownCampaigns`, `knownContactLists`…)
 * instead of copying them. Everything here is deterministic; only `on` campaigns start dialing from the clock's
 * "now" when the store is created (or reset).
 */
import { seedDivisions, seedOrganizations } from '../seed'
import {
  DIALING_MODES,
  type CampaignError,
  type CampaignRecord,
  type CampaignStatus,
  type DialingMode
} from './campaignRecord'
import { seedDncLists } from './contacts/seedDncLists'
import type { ContactListRecord, NamedResource, OutboundResources } from './outboundResources'

const DEMO = seedOrganizations.democc.id
const NORTHWIND = seedOrganizations.northwind.id

// Both numbers' time zone is the contact's TimeZone column: callable time sets read it (callableAt.ts).
const PHONE_COLUMNS = [
  { columnName: 'Cell', type: 'cell', callableTimeColumn: 'TimeZone' },
  { columnName: 'Home', type: 'home', callableTimeColumn: 'TimeZone' }
]
const COLUMN_NAMES = ['FirstName', 'LastName', 'Cell', 'Home', 'AccountNumber', 'TimeZone']

const contactList = (
  id: string,
  organizationId: string,
  divisionId: string,
  name: string,
  size: number
): ContactListRecord => ({
  id,
  organizationId,
  divisionId,
  name,
  size,
  columnNames: [...COLUMN_NAMES],
  phoneColumns: PHONE_COLUMNS.map(column => ({ ...column })),
  emailColumns: [],
  automaticTimeZoneMapping: false,
  trimWhitespace: true,
  dateCreated: '2025-11-03T10:15:00.000Z',
  dateModified: '2026-02-20T16:40:00.000Z',
  version: 2
})

export const seedContactLists = {
  renewals: contactList(
    '11000000-0000-4000-8000-000000000001',
    DEMO,
    seedDivisions.democcSales.id,
    'Renewals – Spring 2026',
    12_480
  ),
  winback: contactList(
    '11000000-0000-4000-8000-000000000002',
    DEMO,
    seedDivisions.democcSales.id,
    'Winback – Lapsed Customers',
    8_020
  ),
  arrears30: contactList(
    '11000000-0000-4000-8000-000000000003',
    DEMO,
    seedDivisions.democcCollections.id,
    'Arrears 30–60 Days',
    4_350
  ),
  arrears60: contactList(
    '11000000-0000-4000-8000-000000000004',
    DEMO,
    seedDivisions.democcCollections.id,
    'Arrears 60+ Days',
    2_150
  ),
  surveyPanel: contactList(
    '11000000-0000-4000-8000-000000000005',
    DEMO,
    seedDivisions.democcHome.id,
    'Customer Survey Panel',
    50_000
  ),
  clinics: contactList(
    '11000000-0000-4000-8000-000000000006',
    DEMO,
    seedDivisions.democcHome.id,
    'Appointment Reminders – Clinics',
    1_200
  ),
  broadband: contactList(
    '11000000-0000-4000-8000-000000000007',
    DEMO,
    seedDivisions.democcSales.id,
    'Broadband Upgrade Prospects',
    25_000
  ),
  pilotA: contactList(
    '11000000-0000-4000-8000-000000000008',
    DEMO,
    seedDivisions.democcHome.id,
    'Pilot – Sample A',
    300
  ),
  pilotB: contactList(
    '11000000-0000-4000-8000-000000000009',
    DEMO,
    seedDivisions.democcSales.id,
    'Pilot – Sample B',
    420
  ),
  pilotC: contactList(
    '11000000-0000-4000-8000-000000000010',
    DEMO,
    seedDivisions.democcCollections.id,
    'Pilot – Sample C',
    480
  ),
  pilotD: contactList(
    '11000000-0000-4000-8000-000000000011',
    DEMO,
    seedDivisions.democcHome.id,
    'Pilot – Sample D',
    550
  ),
  pilotE: contactList(
    '11000000-0000-4000-8000-000000000012',
    DEMO,
    seedDivisions.democcSales.id,
    'Pilot – Sample E',
    600
  ),
  vip: contactList(
    '11000000-0000-4000-8000-000000000013',
    DEMO,
    seedDivisions.democcSales.id,
    'VIP Accounts',
    200
  ),
  northwindSubscribers: contactList(
    '11000000-0000-4000-8000-000000000021',
    NORTHWIND,
    seedDivisions.northwindHome.id,
    'Northwind Subscribers',
    9_800
  ),
  northwindLatePayers: contactList(
    '11000000-0000-4000-8000-000000000022',
    NORTHWIND,
    seedDivisions.northwindHome.id,
    'Northwind Late Payers',
    640
  ),
  northwindTrials: contactList(
    '11000000-0000-4000-8000-000000000023',
    NORTHWIND,
    seedDivisions.northwindHome.id,
    'Northwind Trial Users',
    350
  )
} as const satisfies Record<string, ContactListRecord>

const resource = (
  id: string,
  organizationId: string,
  name: string,
  divisionId?: string,
  description?: string
): NamedResource => ({
  id,
  organizationId,
  name,
  divisionId,
  description,
  dateCreated: '2025-09-01T08:00:00.000Z'
})

export const seedQueues = {
  sales: resource(
    '12000000-0000-4000-8000-000000000001',
    DEMO,
    'Outbound Sales',
    seedDivisions.democcSales.id
  ),
  collections: resource(
    '12000000-0000-4000-8000-000000000002',
    DEMO,
    'Collections Team',
    seedDivisions.democcCollections.id
  ),
  care: resource('12000000-0000-4000-8000-000000000003', DEMO, 'Customer Care', seedDivisions.democcHome.id),
  retention: resource(
    '12000000-0000-4000-8000-000000000004',
    DEMO,
    'Retention Specialists',
    seedDivisions.democcSales.id
  ),
  northwind: resource(
    '12000000-0000-4000-8000-000000000011',
    NORTHWIND,
    'Northwind Outbound',
    seedDivisions.northwindHome.id
  )
} as const satisfies Record<string, NamedResource>

export const seedScripts = {
  salesPitch: resource(
    '13000000-0000-4000-8000-000000000001',
    DEMO,
    'Sales Pitch v3',
    seedDivisions.democcSales.id
  ),
  collections: resource(
    '13000000-0000-4000-8000-000000000002',
    DEMO,
    'Collections Script',
    seedDivisions.democcCollections.id
  ),
  survey: resource(
    '13000000-0000-4000-8000-000000000003',
    DEMO,
    'Survey Script',
    seedDivisions.democcHome.id
  ),
  general: resource(
    '13000000-0000-4000-8000-000000000004',
    DEMO,
    'Default Outbound Script',
    seedDivisions.democcHome.id
  ),
  northwind: resource(
    '13000000-0000-4000-8000-000000000011',
    NORTHWIND,
    'Northwind Script',
    seedDivisions.northwindHome.id
  )
} as const satisfies Record<string, NamedResource>

export const seedEdgeGroups = {
  dublin: resource(
    '14000000-0000-4000-8000-000000000001',
    DEMO,
    'Dublin Edge Group',
    undefined,
    'Primary BYOC trunks'
  ),
  london: resource(
    '14000000-0000-4000-8000-000000000002',
    DEMO,
    'London Edge Group',
    undefined,
    'Overflow trunks'
  ),
  northwind: resource('14000000-0000-4000-8000-000000000011', NORTHWIND, 'Northwind Edge Group')
} as const satisfies Record<string, NamedResource>

export const seedResponseSets = {
  standard: resource('15000000-0000-4000-8000-000000000001', DEMO, 'Default Call Analysis'),
  voicemailDrop: resource('15000000-0000-4000-8000-000000000002', DEMO, 'Answering Machine – Voicemail Drop'),
  liveVoice: resource('15000000-0000-4000-8000-000000000003', DEMO, 'Live Voice Only'),
  northwind: resource('15000000-0000-4000-8000-000000000011', NORTHWIND, 'Northwind Call Analysis')
} as const satisfies Record<string, NamedResource>

/** Well-known campaigns for tests. The five `off*` ones are off, valid, and on small lists (300–600 contacts). */
export const knownCampaigns = {
  /** off, power, 300 contacts, Home division */
  offPower: 'f0000000-0000-4000-8000-000000000001',
  /** off, preview, 420 contacts, Sales */
  offPreview: 'f0000000-0000-4000-8000-000000000002',
  /** off, agentless, 480 contacts, Collections */
  offAgentless: 'f0000000-0000-4000-8000-000000000003',
  /** off, progressive, 550 contacts, Home */
  offProgressive: 'f0000000-0000-4000-8000-000000000004',
  /** off, predictive, 600 contacts, Sales */
  offPredictive: 'f0000000-0000-4000-8000-000000000005',
  /** on, predictive, 50,000 contacts, 18,400 called at seed time */
  onPredictive: 'f0000000-0000-4000-8000-000000000006',
  /** on, power, 25,000 contacts, 6,100 called at seed time */
  onPower: 'f0000000-0000-4000-8000-000000000007',
  /** complete, preview, 200 of 200 called */
  complete: 'f0000000-0000-4000-8000-000000000008',
  /** invalid (its queue was deleted): errors[] says why; cannot start */
  invalid: 'f0000000-0000-4000-8000-000000000009',
  /** forced_off, agentless */
  forcedOff: 'f0000000-0000-4000-8000-000000000010',
  /** Northwind's campaign: off, power; a Demo token gets 404 for it */
  northwind: 'f0000000-0000-4000-8000-100000000001',
  /** Northwind, on, progressive */
  northwindOn: 'f0000000-0000-4000-8000-100000000002',
  /**
   * "Debt Recovery – East": on, external, on "Arrears 60+ Days" (2,150 contacts, 344 reached at seed time), with
   * both seeded DNC lists attached: 5 of the contacts it has reached were skipped as on a DNC list
   */
  onWithDncLists: 'f0000000-0000-4000-8000-000000000138'
} as const

/** The seeded campaigns that have DNC lists attached, and which (the others have none). */
const SEEDED_DNC_ATTACHMENTS: Record<string, { id: string; name: string }[]> = {
  [knownCampaigns.onWithDncLists]: [seedDncLists.optOuts, seedDncLists.regulatory]
}

// Seed dates are fixed (not "now") so listings sorted by date are the same in every run.
const SEED_EPOCH = Date.parse('2026-03-02T09:00:00.000Z')
const HOUR = 3_600_000

type Division = { id: string; callerName: string; callerAddress: string }
const DIVISIONS = {
  home: { id: seedDivisions.democcHome.id, callerName: 'Demo Contact Centre', callerAddress: '+35315550100' },
  sales: { id: seedDivisions.democcSales.id, callerName: 'Demo Sales', callerAddress: '+35315550120' },
  collections: {
    id: seedDivisions.democcCollections.id,
    callerName: 'Demo Accounts',
    callerAddress: '+35315550140'
  },
  northwind: { id: seedDivisions.northwindHome.id, callerName: 'Northwind', callerAddress: '+442075550199' }
} satisfies Record<string, Division>

interface CampaignSpec {
  id: string
  organizationId: string
  name: string
  mode: DialingMode
  status: CampaignStatus
  list: ContactListRecord
  division: Division
  queue: NamedResource
  script: NamedResource
  edgeGroup: NamedResource
  responseSet: NamedResource
  /** share of the list already called */
  progress: number
  index: number
  errors?: CampaignError[]
}

/** Fills in what each dialing mode requires (and leaves out what it does not use), as the platform validates. */
function campaignFrom(spec: CampaignSpec): CampaignRecord {
  const { mode, index } = spec
  const agentless = mode === 'agentless'
  const preview = mode === 'preview'
  const dateCreated = SEED_EPOCH - (index + 1) * 29 * HOUR - index * 13 * 60_000
  const called =
    spec.status === 'complete'
      ? spec.list.size
      : Math.min(spec.list.size, Math.round(spec.list.size * spec.progress))
  return {
    id: spec.id,
    organizationId: spec.organizationId,
    name: spec.name,
    dateCreated,
    dateModified: dateCreated + ((index * 53) % 400) * HOUR,
    version: 1 + (index % 4),
    divisionId: spec.division.id,
    dialingMode: mode,
    status: spec.status,
    contactListId: spec.list.id,
    queueId: agentless ? undefined : spec.queue.id,
    scriptId: agentless ? undefined : spec.script.id,
    edgeGroupId: preview ? undefined : spec.edgeGroup.id,
    callAnalysisResponseSetId: preview ? undefined : spec.responseSet.id,
    phoneColumns: [{ columnName: 'Cell', type: 'cell' }],
    abandonRate: mode === 'power' || mode === 'predictive' ? 3 + (index % 3) : undefined,
    outboundLineCount: agentless ? 10 + (index % 4) * 5 : undefined,
    maxCallsPerAgent: mode === 'power' || mode === 'predictive' ? 2 + (index % 3) : undefined,
    callerName: spec.division.callerName,
    callerAddress: spec.division.callerAddress,
    priority: 1 + (index % 5),
    dncLists: [],
    ruleSets: [],
    contactListFilters: [],
    contactSorts: [],
    skipPreviewDisabled: false,
    previewTimeOutSeconds: preview ? 300 : 0,
    alwaysRunning: false,
    noAnswerTimeout: 30,
    callAnalysisLanguage: 'en-US',
    errors: spec.errors ?? [],
    called: spec.status === 'invalid' ? 0 : called
  }
}

const demoDefaults = {
  organizationId: DEMO,
  edgeGroup: seedEdgeGroups.dublin,
  responseSet: seedResponseSets.standard
}

function knownDemoCampaigns(): CampaignSpec[] {
  const known: Omit<CampaignSpec, 'organizationId' | 'edgeGroup' | 'responseSet' | 'index'>[] = [
    {
      id: knownCampaigns.offPower,
      name: 'Pilot Callback – Power',
      mode: 'power',
      status: 'off',
      list: seedContactLists.pilotA,
      division: DIVISIONS.home,
      queue: seedQueues.care,
      script: seedScripts.general,
      progress: 0
    },
    {
      id: knownCampaigns.offPreview,
      name: 'Pilot Callback – Preview',
      mode: 'preview',
      status: 'off',
      list: seedContactLists.pilotB,
      division: DIVISIONS.sales,
      queue: seedQueues.sales,
      script: seedScripts.salesPitch,
      progress: 0
    },
    {
      id: knownCampaigns.offAgentless,
      name: 'Pilot Callback – Agentless',
      mode: 'agentless',
      status: 'off',
      list: seedContactLists.pilotC,
      division: DIVISIONS.collections,
      queue: seedQueues.collections,
      script: seedScripts.collections,
      progress: 0
    },
    {
      id: knownCampaigns.offProgressive,
      name: 'Pilot Callback – Progressive',
      mode: 'progressive',
      status: 'off',
      list: seedContactLists.pilotD,
      division: DIVISIONS.home,
      queue: seedQueues.care,
      script: seedScripts.general,
      progress: 0
    },
    {
      id: knownCampaigns.offPredictive,
      name: 'Pilot Callback – Predictive',
      mode: 'predictive',
      status: 'off',
      list: seedContactLists.pilotE,
      division: DIVISIONS.sales,
      queue: seedQueues.sales,
      script: seedScripts.salesPitch,
      progress: 0
    },
    {
      id: knownCampaigns.onPredictive,
      name: 'Quarterly NPS Survey',
      mode: 'predictive',
      status: 'on',
      list: seedContactLists.surveyPanel,
      division: DIVISIONS.home,
      queue: seedQueues.care,
      script: seedScripts.survey,
      progress: 18_400 / 50_000
    },
    {
      id: knownCampaigns.onPower,
      name: 'Premium Upgrade Push',
      mode: 'power',
      status: 'on',
      list: seedContactLists.broadband,
      division: DIVISIONS.sales,
      queue: seedQueues.sales,
      script: seedScripts.salesPitch,
      progress: 6_100 / 25_000
    },
    {
      id: knownCampaigns.complete,
      name: 'VIP Thank-You Calls',
      mode: 'preview',
      status: 'complete',
      list: seedContactLists.vip,
      division: DIVISIONS.sales,
      queue: seedQueues.retention,
      script: seedScripts.salesPitch,
      progress: 1
    },
    {
      id: knownCampaigns.invalid,
      name: 'Legacy Arrears Sweep',
      mode: 'power',
      status: 'invalid',
      list: seedContactLists.arrears60,
      division: DIVISIONS.collections,
      queue: seedQueues.collections,
      script: seedScripts.collections,
      progress: 0,
      errors: [
        {
          error: 'The queue referenced by this campaign no longer exists.',
          details: 'queue: "Collections Overflow" was deleted; choose another queue.'
        },
        {
          error: 'The contact list has no phone column named "Mobile".',
          details: 'phoneColumns[0].columnName'
        }
      ]
    },
    {
      id: knownCampaigns.forcedOff,
      name: 'Holiday Hours Notice',
      mode: 'agentless',
      status: 'forced_off',
      list: seedContactLists.clinics,
      division: DIVISIONS.home,
      queue: seedQueues.care,
      script: seedScripts.general,
      progress: 0.42
    }
  ]
  return known.map((spec, index) => ({ ...demoDefaults, ...spec, index }))
}

const THEMES: {
  name: string
  division: Division
  list: ContactListRecord
  queue: NamedResource
  script: NamedResource
}[] = [
  {
    name: 'Spring Renewals',
    division: DIVISIONS.sales,
    list: seedContactLists.renewals,
    queue: seedQueues.sales,
    script: seedScripts.salesPitch
  },
  {
    name: 'Winback Offers',
    division: DIVISIONS.sales,
    list: seedContactLists.winback,
    queue: seedQueues.retention,
    script: seedScripts.salesPitch
  },
  {
    name: 'Payment Reminders',
    division: DIVISIONS.collections,
    list: seedContactLists.arrears30,
    queue: seedQueues.collections,
    script: seedScripts.collections
  },
  {
    name: 'Arrears Follow-up',
    division: DIVISIONS.collections,
    list: seedContactLists.arrears60,
    queue: seedQueues.collections,
    script: seedScripts.collections
  },
  {
    name: 'Customer Satisfaction Survey',
    division: DIVISIONS.home,
    list: seedContactLists.surveyPanel,
    queue: seedQueues.care,
    script: seedScripts.survey
  },
  {
    name: 'Appointment Confirmations',
    division: DIVISIONS.home,
    list: seedContactLists.clinics,
    queue: seedQueues.care,
    script: seedScripts.general
  },
  {
    name: 'Broadband Upgrade',
    division: DIVISIONS.sales,
    list: seedContactLists.broadband,
    queue: seedQueues.sales,
    script: seedScripts.salesPitch
  },
  {
    name: 'Loyalty Rewards',
    division: DIVISIONS.sales,
    list: seedContactLists.renewals,
    queue: seedQueues.retention,
    script: seedScripts.salesPitch
  },
  {
    name: 'Card Activation',
    division: DIVISIONS.home,
    list: seedContactLists.clinics,
    queue: seedQueues.care,
    script: seedScripts.general
  },
  {
    name: 'Debt Recovery',
    division: DIVISIONS.collections,
    list: seedContactLists.arrears60,
    queue: seedQueues.collections,
    script: seedScripts.collections
  },
  {
    name: 'Energy Switch',
    division: DIVISIONS.sales,
    list: seedContactLists.broadband,
    queue: seedQueues.sales,
    script: seedScripts.salesPitch
  },
  {
    name: 'Insurance Renewals',
    division: DIVISIONS.sales,
    list: seedContactLists.winback,
    queue: seedQueues.retention,
    script: seedScripts.salesPitch
  },
  {
    name: 'Welcome Calls',
    division: DIVISIONS.home,
    list: seedContactLists.surveyPanel,
    queue: seedQueues.care,
    script: seedScripts.general
  },
  {
    name: 'Overdue Balance',
    division: DIVISIONS.collections,
    list: seedContactLists.arrears30,
    queue: seedQueues.collections,
    script: seedScripts.collections
  },
  {
    name: 'Flu Clinic Reminders',
    division: DIVISIONS.home,
    list: seedContactLists.clinics,
    queue: seedQueues.care,
    script: seedScripts.survey
  },
  {
    name: 'Annual Review Booking',
    division: DIVISIONS.home,
    list: seedContactLists.surveyPanel,
    queue: seedQueues.care,
    script: seedScripts.general
  }
]
const REGIONS = ['North', 'South', 'East', 'West']

/** Which status the i-th themed campaign has at rest: 6 on, 7 complete, 5 invalid, 2 forced_off, the rest off. */
function statusFor(i: number): CampaignStatus {
  if (i % 11 === 5) return 'on'
  if (i % 13 === 9) return 'invalid'
  if (i % 7 === 2) return 'complete'
  if (i % 31 === 12) return 'forced_off'
  return 'off'
}

function progressFor(i: number, status: CampaignStatus): number {
  if (status === 'on') return 0.1 + ((i * 37) % 70) / 100
  if (status === 'complete') return 1
  if (status === 'invalid') return 0
  // Some idle campaigns ran for a while before being turned off.
  return i % 3 === 0 ? ((i * 17) % 90) / 100 : 0
}

const INVALID_REASONS: CampaignError[][] = [
  [{ error: 'The contact list has no phone column named "Mobile".', details: 'phoneColumns[0].columnName' }],
  [{ error: 'The call analysis response set was deleted.', details: 'callAnalysisResponseSet' }],
  [{ error: 'The script is not published.', details: 'script' }],
  [
    { error: 'The edge group has no phone trunk base for outbound calls.', details: 'edgeGroup' },
    { error: 'The caller address is not a valid E.164 number.', details: 'callerAddress' }
  ]
]

const themedId = (i: number) => `f0000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`

function themedDemoCampaigns(offset: number): CampaignSpec[] {
  const specs: CampaignSpec[] = []
  THEMES.forEach((theme, t) =>
    REGIONS.forEach((region, r) => {
      const i = t * REGIONS.length + r
      const status = statusFor(i)
      specs.push({
        ...demoDefaults,
        id: themedId(i),
        name: `${theme.name} – ${region}`,
        mode: DIALING_MODES[(t + r) % DIALING_MODES.length] ?? 'power',
        status,
        list: theme.list,
        division: theme.division,
        queue: theme.queue,
        script: theme.script,
        edgeGroup: i % 2 === 0 ? seedEdgeGroups.dublin : seedEdgeGroups.london,
        responseSet: i % 5 === 0 ? seedResponseSets.voicemailDrop : seedResponseSets.standard,
        progress: progressFor(i, status),
        index: offset + i,
        errors: status === 'invalid' ? INVALID_REASONS[i % INVALID_REASONS.length] : undefined
      })
    })
  )
  return specs
}

function northwindCampaigns(): CampaignSpec[] {
  const base = {
    organizationId: NORTHWIND,
    division: DIVISIONS.northwind,
    queue: seedQueues.northwind,
    script: seedScripts.northwind,
    edgeGroup: seedEdgeGroups.northwind,
    responseSet: seedResponseSets.northwind
  }
  const specs: Omit<CampaignSpec, keyof typeof base | 'index'>[] = [
    {
      id: knownCampaigns.northwind,
      // Shares a prefix with Demo's "Spring Renewals – …" so filters prove the organisations stay apart.
      name: 'Spring Renewals – Northwind',
      mode: 'power',
      status: 'off',
      list: seedContactLists.northwindSubscribers,
      progress: 0
    },
    {
      id: knownCampaigns.northwindOn,
      name: 'Northwind Late Payment',
      mode: 'progressive',
      status: 'on',
      list: seedContactLists.northwindLatePayers,
      progress: 0.3
    },
    {
      id: 'f0000000-0000-4000-8000-100000000003',
      name: 'Northwind Trial Conversion',
      mode: 'preview',
      status: 'off',
      list: seedContactLists.northwindTrials,
      progress: 0
    },
    {
      id: 'f0000000-0000-4000-8000-100000000004',
      name: 'Northwind Reactivation',
      mode: 'agentless',
      status: 'complete',
      list: seedContactLists.northwindTrials,
      progress: 1
    },
    {
      id: 'f0000000-0000-4000-8000-100000000005',
      name: 'Northwind Survey',
      mode: 'predictive',
      status: 'invalid',
      list: seedContactLists.northwindSubscribers,
      progress: 0,
      errors: [{ error: 'The call analysis response set was deleted.', details: 'callAnalysisResponseSet' }]
    }
  ]
  return specs.map((spec, index) => ({ ...base, ...spec, index: index * 7 }))
}

/** Fresh, mutable copies of the outbound resources of both organisations. */
export function createOutboundResources(): OutboundResources {
  return structuredClone({
    contactLists: Object.values(seedContactLists),
    queues: Object.values(seedQueues),
    scripts: Object.values(seedScripts),
    edgeGroups: Object.values(seedEdgeGroups),
    responseSets: Object.values(seedResponseSets)
  }) as OutboundResources
}

/**
 * The seeded campaigns (79: 74 in Demo Contact Centre, 5 in Northwind). `on` ones have been dialing since `now`,
 * so the clock the emulator runs on decides how far they get.
 */
export function createSeedCampaigns(now: number): CampaignRecord[] {
  const known = knownDemoCampaigns()
  const specs = [...known, ...themedDemoCampaigns(known.length), ...northwindCampaigns()]
  return specs.map(spec => {
    const campaign = campaignFrom(spec)
    campaign.dncLists = (SEEDED_DNC_ATTACHMENTS[campaign.id] ?? []).map(ref => ({ ...ref }))
    if (campaign.status === 'on') campaign.runningSince = now
    return campaign
  })
}
