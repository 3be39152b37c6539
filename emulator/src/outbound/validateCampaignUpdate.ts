/**
 * Checks a PUT's Campaign body: everything validateCampaign checks, and `campaignStatus`, which the platform's
 * model calls "Required for updates" (Genesys' own Terraform provider always sends the current one). A PUT
 * without it is 400 invalid.property naming the field, with every other problem of the body.
 */
import type { ReferenceLookup } from './outboundResources'
import { validateCampaign, type Validation } from './validateCampaign'

const STATUS_PROBLEM = {
  detail: { errorCode: 'required', fieldName: 'campaignStatus' },
  message: 'campaignStatus is required for updates (send the current status to leave it as it is).'
}

// (a status of the wrong kind is present: the transition check refuses it as the platform does)
const lacksStatus = (input: unknown) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false
  const status = (input as { campaignStatus?: unknown }).campaignStatus
  return status === undefined || status === null || status === ''
}

export function validateCampaignUpdate(input: unknown, lookup: ReferenceLookup): Validation {
  const validation = validateCampaign(input, lookup)
  if (!lacksStatus(input)) return validation
  if (validation.ok)
    return {
      ok: false,
      message: `The campaign is not valid: ${STATUS_PROBLEM.message}`,
      details: [STATUS_PROBLEM.detail]
    }
  return {
    ok: false,
    message: `${validation.message} ${STATUS_PROBLEM.message}`,
    details: [...validation.details, STATUS_PROBLEM.detail]
  }
}
