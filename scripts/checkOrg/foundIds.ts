/**
 * The ids later calls need, read from earlier answers (a page of campaigns, the first contact list…), and
 * which call finds each.
 */
/** What later calls need from earlier answers: the ids of a few of the organisation's things. */
export type IdKind =
  | 'campaign'
  | 'contactList'
  | 'dncList'
  | 'callableTimeSet'
  | 'sequence'
  | 'scheduledCampaign'
  | 'scheduledSequence'

export interface FoundIds {
  /** a page of campaigns, the running ones first (their topics are the likeliest to speak) */
  campaigns: { id: string; status: string | undefined }[]
  ids: Partial<Record<IdKind, string>>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const entitiesOf = (body: unknown): Record<string, unknown>[] => {
  const list = Array.isArray(body) ? body : isRecord(body) ? body.entities : undefined
  return Array.isArray(list) ? list.filter(isRecord) : []
}
const firstId = (body: unknown): string | undefined => {
  const id = entitiesOf(body)[0]?.id
  return typeof id === 'string' ? id : undefined
}
export const keep = (kind: IdKind) => (body: unknown, found: FoundIds) => {
  found.ids[kind] ??= firstId(body)
}
export const someCampaignIds = (found: FoundIds) => found.campaigns.slice(0, 5).map(campaign => campaign.id)

export function collectCampaigns(body: unknown, found: FoundIds) {
  const campaigns = entitiesOf(body).flatMap(entity =>
    typeof entity.id === 'string'
      ? [
          {
            id: entity.id,
            status: typeof entity.campaignStatus === 'string' ? entity.campaignStatus : undefined
          }
        ]
      : []
  )
  const running = (status: string | undefined) => (status === 'on' ? 0 : 1)
  found.campaigns = [...campaigns].sort((a, b) => running(a.status) - running(b.status))
  found.ids.campaign = found.campaigns[0]?.id
}

export function collectScheduledCampaign(body: unknown, found: FoundIds) {
  const campaign = entitiesOf(body)[0]?.campaign
  if (isRecord(campaign) && typeof campaign.id === 'string') found.ids.scheduledCampaign = campaign.id
}

export function collectScheduledSequence(body: unknown, found: FoundIds) {
  const sequence = entitiesOf(body)[0]?.sequence
  if (isRecord(sequence) && typeof sequence.id === 'string') found.ids.scheduledSequence = sequence.id
}

/** Which probe finds each kind of id (to say why a probe that needs one was not made). */
export const SOURCE_OF: Record<IdKind, string> = {
  campaign: 'GET /api/v2/outbound/campaigns',
  contactList: 'GET /api/v2/outbound/contactlists',
  dncList: 'GET /api/v2/outbound/dnclists',
  callableTimeSet: 'GET /api/v2/outbound/callabletimesets',
  sequence: 'GET /api/v2/outbound/sequences',
  scheduledCampaign: 'GET /api/v2/outbound/schedules/campaigns',
  scheduledSequence: 'GET /api/v2/outbound/schedules/sequences'
}
