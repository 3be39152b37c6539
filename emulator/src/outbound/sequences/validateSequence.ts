/**
 * Checks a CampaignSequence body (POST and PUT), every problem at once: a name; `campaigns` a non-empty list of
 * the organisation's campaigns, each once; `currentCampaign` an index into it (0 by default); `status` on, off
 * or complete (the transitions are the routes' business); `repeat` true or false.
 */
import { isObject, Problems } from '../kit/bodyProblems'
import { fail, type Outcome } from '../outcome'
import { SEQUENCE_STATUSES, type SequenceInput, type SequenceStatus } from './sequenceRecord'

export interface SequenceBody extends SequenceInput {
  /** the status asked for; undefined when the body has none */
  status?: SequenceStatus
}

export function validateSequence(
  value: unknown,
  hasCampaign: (id: string) => boolean
): Outcome<SequenceBody> {
  if (!isObject(value)) return fail(400, 'bad.request', 'The request body must be a CampaignSequence object.')
  const problems = new Problems()
  const name = typeof value.name === 'string' && value.name.trim() ? value.name.trim() : undefined
  if (!name) problems.add('name', 'required', 'name is required.')
  const campaignIds: string[] = []
  if (!Array.isArray(value.campaigns) || value.campaigns.length === 0) {
    problems.add(
      'campaigns',
      value.campaigns === undefined ? 'required' : 'invalid.value',
      'campaigns must list at least one campaign, e.g. [{"id": "…"}].'
    )
  } else {
    value.campaigns.forEach((item, i) => {
      const id = isObject(item) && typeof item.id === 'string' ? item.id : undefined
      if (!id)
        problems.add(
          `campaigns[${i}]`,
          'invalid.value',
          `campaigns[${i}] must be a reference such as {"id": "…"}.`
        )
      else if (!hasCampaign(id))
        problems.add(
          `campaigns[${i}]`,
          'not.found',
          `campaigns[${i}]: no campaign with id ${id} in this organization.`,
          id
        )
      else if (campaignIds.includes(id))
        problems.add(
          `campaigns[${i}]`,
          'duplicate.value',
          `campaigns[${i}]: the campaign ${id} is already in the sequence.`,
          id
        )
      else campaignIds.push(id)
    })
  }
  const current = value.currentCampaign ?? 0
  const count = Array.isArray(value.campaigns) ? value.campaigns.length : 0
  if (
    typeof current !== 'number' ||
    !Number.isInteger(current) ||
    current < 0 ||
    (count > 0 && current >= count)
  )
    problems.add(
      'currentCampaign',
      'invalid.value',
      `currentCampaign must be the index of one of the campaigns (0 to ${Math.max(0, count - 1)}).`
    )
  const status =
    value.status === undefined || value.status === null
      ? undefined
      : SEQUENCE_STATUSES.find(s => s === value.status)
  if (value.status !== undefined && value.status !== null && !status)
    problems.add('status', 'invalid.value', `status must be one of ${SEQUENCE_STATUSES.join(', ')}.`)
  const repeat = value.repeat ?? false
  if (typeof repeat !== 'boolean') problems.add('repeat', 'invalid.value', 'repeat must be true or false.')
  if (problems.any || !name) return problems.failure('sequence')
  return {
    ok: true,
    value: { name, campaignIds, currentCampaign: current as number, repeat: repeat as boolean, status }
  }
}
