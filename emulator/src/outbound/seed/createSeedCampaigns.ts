/**
 * The seeded campaigns (79: 74 in Demo Contact Centre, 5 in Northwind), from the rows of seedCampaigns.json: ten
 * well-known Demo campaigns (`knownCampaigns`), 16 themes × 4 regions of themed ones whose status and progress
 * follow their number, and Northwind's five (one shares the prefix "Spring Renewals – " with Demo's themed ones,
 * so filters prove the organisations stay apart). Dates are fixed, not "now", so listings sorted by date are the
 * same in every run; `on` campaigns have been dialing since the `now` they are made at, so the clock the
 * emulator runs on decides how far they get.
 */
import { seedDivisions, seedOrganizations } from '../../seed'
import {
  DIALING_MODES,
  type CampaignError,
  type CampaignRecord,
  type CampaignStatus,
  type DialingMode
} from '../campaignRecord'
import { seedDncLists } from '../contacts/seedDncLists'
import { seedTimes } from '../schedules/seedTimeline'
import {
  knownCampaigns,
  seedContactLists,
  seedEdgeGroups,
  seedQueues,
  seedResponseSets,
  seedScripts
} from '../seedOutbound'
import { buildCampaign } from './buildCampaign'
import data from './seedCampaigns.json'

const SEED_EPOCH = Date.parse(data.epoch)
const HOUR = 3_600_000

/** One campaign's row with its references resolved, and its number among the seed's (dates, settings). */
interface Spec {
  id: string
  organization: keyof typeof seedOrganizations
  name: string
  mode: string
  status: string
  list: keyof typeof seedContactLists
  caller: keyof typeof data.callers
  queue: keyof typeof seedQueues
  script: keyof typeof seedScripts
  edgeGroup: keyof typeof seedEdgeGroups
  responseSet: keyof typeof seedResponseSets
  /** share of the list already called */
  progress: number
  index: number
  errors?: CampaignError[]
}

function campaignFrom(spec: Spec): CampaignRecord {
  const { index } = spec
  const list = seedContactLists[spec.list]
  const caller = data.callers[spec.caller]
  const dateCreated = SEED_EPOCH - (index + 1) * 29 * HOUR - index * 13 * 60_000
  const called =
    spec.status === 'complete' ? list.size : Math.min(list.size, Math.round(list.size * spec.progress))
  return buildCampaign({
    id: spec.id,
    organizationId: seedOrganizations[spec.organization].id,
    name: spec.name,
    dateCreated,
    dateModified: dateCreated + ((index * 53) % 400) * HOUR,
    version: 1 + (index % 4),
    divisionId: seedDivisions[caller.division as keyof typeof seedDivisions].id,
    dialingMode: spec.mode as DialingMode,
    status: spec.status as CampaignStatus,
    contactListId: list.id,
    queueId: seedQueues[spec.queue].id,
    scriptId: seedScripts[spec.script].id,
    edgeGroupId: seedEdgeGroups[spec.edgeGroup].id,
    responseSetId: seedResponseSets[spec.responseSet].id,
    abandonRate: 3 + (index % 3),
    outboundLineCount: 10 + (index % 4) * 5,
    maxCallsPerAgent: 2 + (index % 3),
    callerName: caller.callerName,
    callerAddress: caller.callerAddress,
    priority: 1 + (index % 5),
    errors: spec.errors ?? [],
    called: spec.status === 'invalid' ? 0 : called
  })
}

type Row = Omit<Spec, 'id' | 'organization' | 'edgeGroup' | 'responseSet' | 'index'> & {
  campaign?: string
  id?: string
}

const idOf = (row: Row) => row.id ?? knownCampaigns[row.campaign as keyof typeof knownCampaigns]

const { demo, northwind } = data

function knownDemoCampaigns(): Spec[] {
  const defaults = {
    organization: demo.organization,
    edgeGroup: demo.edgeGroup,
    responseSet: demo.responseSet
  }
  return (demo.known as Row[]).map((row, index) => ({ ...defaults, ...row, id: idOf(row), index }) as Spec)
}

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

const themedId = (i: number) => `f0000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`

function themedDemoCampaigns(offset: number): Spec[] {
  return demo.themes.flatMap((theme, t) =>
    demo.regions.map((region, r): Spec => {
      const i = t * demo.regions.length + r
      const status = statusFor(i)
      return {
        ...(theme as Pick<Spec, 'caller' | 'list' | 'queue' | 'script'>),
        id: themedId(i),
        organization: demo.organization as Spec['organization'],
        name: `${theme.name} – ${region}`,
        mode: DIALING_MODES[(t + r) % DIALING_MODES.length] ?? 'power',
        status,
        edgeGroup: i % 2 === 0 ? 'dublin' : 'london',
        responseSet: i % 5 === 0 ? 'voicemailDrop' : 'standard',
        progress: progressFor(i, status),
        index: offset + i,
        errors: status === 'invalid' ? demo.invalidReasons[i % demo.invalidReasons.length] : undefined
      }
    })
  )
}

function northwindCampaigns(): Spec[] {
  const { campaigns, ...defaults } = northwind
  return (campaigns as Row[]).map(
    (row, index) => ({ ...defaults, ...row, id: idOf(row), index: index * 7 }) as Spec
  )
}

/** The campaigns the seed attaches DNC lists and a callable time set to (the others have none). */
function attach(campaign: CampaignRecord): void {
  for (const [key, lists] of Object.entries(data.dncAttachments))
    if (knownCampaigns[key as keyof typeof knownCampaigns] === campaign.id)
      campaign.dncLists = lists.map(list => ({ ...seedDncLists[list as keyof typeof seedDncLists] }))
  if ((seedTimes.withCallableTimeSet as readonly string[]).includes(campaign.id))
    campaign.callableTimeSet = { id: seedTimes.callableTimeSets.usCallingHours, name: 'US calling hours' }
}

/** Fresh seeded campaigns; `on` ones have been dialing since `now`. */
export function createSeedCampaigns(now: number): CampaignRecord[] {
  const known = knownDemoCampaigns()
  const specs = [...known, ...themedDemoCampaigns(known.length), ...northwindCampaigns()]
  return specs.map(spec => {
    const campaign = campaignFrom(spec)
    attach(campaign)
    if (campaign.status === 'on') campaign.runningSince = now
    return campaign
  })
}
