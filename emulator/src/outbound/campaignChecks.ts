/**
 * The campaign transitions the platform refuses, and its wording for each: changes while stopping, starts of
 * invalid campaigns or beyond the organisation's 50 active ones, PUT campaignStatus values that are no
 * transition it makes on request, deletes of campaigns not off and recycles too close together.
 */
import { MAX_ACTIVE_CAMPAIGNS, type CampaignRecord } from './campaignRecord'
import { fail, ok, type Outcome } from './outcome'

export const isStopping = (campaign: CampaignRecord) =>
  campaign.status === 'stopping' || campaign.status === 'forced_stopping'

export function stoppingFailure(campaign: CampaignRecord): Outcome<never> {
  return fail(
    409,
    'campaign.stopping',
    `The campaign "${campaign.name}" is ${campaign.status}; it cannot be changed until it is off. Try again in a few seconds.`,
    { entityId: campaign.id, entityName: campaign.name }
  )
}

/** May the campaign start, given how many active campaigns its organisation has? */
export function checkStart(campaign: CampaignRecord, activeCount: () => number): Outcome<void> {
  if (isStopping(campaign)) return stoppingFailure(campaign)
  if (campaign.status === 'invalid') {
    const reasons = campaign.errors.map(error => error.error).join(' ')
    return fail(
      400,
      'campaign.invalid',
      `The campaign "${campaign.name}" is invalid and cannot start: ${reasons}`,
      {
        entityId: campaign.id,
        entityName: campaign.name,
        details: campaign.errors.map(error => ({ errorCode: 'campaign.invalid', fieldName: error.details }))
      }
    )
  }
  if (campaign.status !== 'on' && activeCount() >= MAX_ACTIVE_CAMPAIGNS) {
    return fail(
      400,
      'campaign.active.limit.reached',
      `The organization already has ${MAX_ACTIVE_CAMPAIGNS} active campaigns (on or stopping), the most the platform allows. Stop one before starting "${campaign.name}".`,
      {
        entityId: campaign.id,
        entityName: campaign.name,
        limit: { namespace: 'outbound', key: 'max.active.campaigns', value: MAX_ACTIVE_CAMPAIGNS }
      }
    )
  }
  return ok(undefined)
}

/** The transitions a PUT's campaignStatus may ask for: → on (like start), on → off (like stop). */
export function checkRequestedStatus(
  campaign: CampaignRecord,
  target: unknown,
  activeCount: () => number
): Outcome<void> {
  if (target === campaign.status) return ok(undefined)
  // Saving an invalid campaign (fixed) makes it off, so asking for off is no transition at all.
  if (target === 'off' && campaign.status === 'invalid') return ok(undefined)
  if (target === 'on') return checkStart(campaign, activeCount)
  if (target === 'off' && campaign.status === 'on') return ok(undefined)
  // A campaign that is already off and asked to be off again, as above; anything else is not a transition the
  // platform makes on request (complete → off, → stopping, → invalid…).
  const from = String(campaign.status).toUpperCase()
  const to = String(target).toUpperCase()
  return fail(
    400,
    'invalid.update',
    `An attempt was made to update a Campaign in an invalid way. Details: Invalid transition from <${from}> to <${to}>.`,
    {
      entityId: campaign.id,
      entityName: campaign.name,
      details: [{ errorCode: 'invalid.value', fieldName: 'campaignStatus' }]
    }
  )
}

/** DELETE of a campaign that is not off (nor complete, invalid or forced off). */
export const notOffFailure = (campaign: CampaignRecord): Outcome<never> =>
  fail(
    409,
    'campaign.not.off',
    `The campaign "${campaign.name}" is ${campaign.status}; stop it and wait until it is off before deleting it.`,
    { entityId: campaign.id, entityName: campaign.name }
  )

/** A recycle within 5 seconds of the last one: retry in `seconds`. */
export const recycleTooSoon = (campaign: CampaignRecord, seconds: number): Outcome<never> =>
  fail(
    400,
    'recycle.too.frequent',
    `The campaign "${campaign.name}" was recycled less than 5 seconds ago; a campaign can be recycled at most once every 5 seconds. Retry in ${seconds} s.`,
    { entityId: campaign.id, entityName: campaign.name, headers: { 'Retry-After': String(seconds) } }
  )
