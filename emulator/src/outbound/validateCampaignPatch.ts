/**
 * Checks a CampaignPatchRequest body (`PATCH …/campaigns/{id}`): `outboundLineCount`, `abandonRate`,
 * `maxCallsPerAgent` and `queue`, each optional, every problem at once; other fields are ignored.
 */
import type { CampaignRecord } from './campaignRecord'
import { isObject } from './kit/bodyProblems'
import { fail, ok, type Outcome } from './outcome'

export type CampaignPatch = Pick<
  CampaignRecord,
  'outboundLineCount' | 'abandonRate' | 'maxCallsPerAgent' | 'queueId'
>

export function validateCampaignPatch(
  value: unknown,
  hasQueue: (id: string) => boolean
): Outcome<CampaignPatch> {
  if (!isObject(value))
    return fail(400, 'bad.request', 'The request body must be a CampaignPatchRequest object.')
  const patch = value
  const problems: { fieldName: string; message: string }[] = []
  const int = (field: string, min: number, max: number, integer: boolean) => {
    const v = patch[field]
    if (v === undefined || v === null) return undefined
    if (typeof v !== 'number' || (integer && !Number.isInteger(v)) || v < min || v > max) {
      problems.push({
        fieldName: field,
        message: `${field} must be a ${integer ? 'whole ' : ''}number from ${min} to ${max}.`
      })
      return undefined
    }
    return v
  }
  const changes: CampaignPatch = {
    outboundLineCount: int('outboundLineCount', 1, 10_000, true),
    abandonRate: int('abandonRate', 0, 100, false),
    maxCallsPerAgent: int('maxCallsPerAgent', 1, 15, true),
    queueId: undefined
  }
  if (patch.queue !== undefined && patch.queue !== null) {
    const queue = patch.queue as { id?: unknown }
    if (typeof queue !== 'object' || typeof queue.id !== 'string') {
      problems.push({ fieldName: 'queue', message: 'queue must be a reference such as {"id": "…"}.' })
    } else if (!hasQueue(queue.id)) {
      problems.push({
        fieldName: 'queue',
        message: `queue: no queue with id ${queue.id} in this organization.`
      })
    } else {
      changes.queueId = queue.id
    }
  }
  if (problems.length > 0) {
    return fail(
      400,
      'invalid.property',
      `The campaign patch is not valid: ${problems.map(p => p.message).join(' ')}`,
      {
        details: problems.map(p => ({ errorCode: 'invalid.value', fieldName: p.fieldName }))
      }
    )
  }
  return ok(changes)
}
