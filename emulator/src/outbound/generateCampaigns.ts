/**
 * Synthetic campaigns for benchmarks and demos of large organisations (POST /__emulator/outbound/generate).
 * Names and ids follow a sequence number that only a reset starts again, so the same calls after a reset
 * produce the same campaigns. Modes and statuses are mixed; `on` ones are only added while the organisation
 * stays within the platform's 50 active campaigns.
 */
import type { SeedDivision } from '../seed'
import { ACTIVE_STATUSES, DIALING_MODES, MAX_ACTIVE_CAMPAIGNS, type CampaignStatus } from './campaignRecord'
import type { OutboundStore } from './outboundStore'
import { buildCampaign } from './seed/buildCampaign'

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

const INVALID_REASON = {
  error: 'The contact list has no phone column named "Mobile".',
  details: 'phoneColumns[0].columnName'
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
  outbound: OutboundStore,
  organizationId: string,
  count: number,
  divisions: readonly SeedDivision[]
): GenerateResult {
  const { campaigns, resources } = outbound
  const lists = outbound.contactLists.all(organizationId)
  const queues = resources.of('queues', organizationId)
  const scripts = resources.of('scripts', organizationId)
  const edgeGroups = resources.of('edgeGroups', organizationId)
  const responseSets = resources.of('responseSets', organizationId)
  const orgDivisions = divisions.filter(division => division.organizationId === organizationId)
  let active = campaigns.list(organizationId).filter(c => ACTIVE_STATUSES.includes(c.status)).length
  const now = outbound.now()
  const ids: string[] = []

  for (let i = 0; i < count; i += 1) {
    const n = campaigns.nextGeneratedNumber()
    const pick = <T>(items: readonly T[]): T => items[n % items.length] as T
    const list = pick(lists)
    const mode = DIALING_MODES[n % DIALING_MODES.length] ?? 'power'
    let status = statusFor(n)
    if (status === 'on' && active >= MAX_ACTIVE_CAMPAIGNS) status = 'off'
    if (status === 'on') active += 1
    const created = now - n * 47 * 60_000
    const campaign = buildCampaign({
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
      queueId: pick(queues).id,
      scriptId: pick(scripts).id,
      edgeGroupId: pick(edgeGroups).id,
      responseSetId: pick(responseSets).id,
      abandonRate: 5,
      maxCallsPerAgent: 2,
      outboundLineCount: 20,
      callerName: 'Outbound',
      callerAddress: '+35315550199',
      priority: 1 + (n % 5),
      errors: status === 'invalid' ? [{ ...INVALID_REASON }] : [],
      called:
        status === 'complete'
          ? list.size
          : status === 'invalid'
            ? 0
            : Math.floor((list.size * ((n * 37) % 80)) / 100)
    })
    if (status === 'on') campaign.runningSince = now
    campaigns.insert(campaign)
    ids.push(campaign.id)
  }
  return {
    organizationId,
    created: ids.length,
    total: campaigns.list(organizationId).length,
    active,
    firstId: ids[0],
    lastId: ids[ids.length - 1]
  }
}
