import { z } from 'zod'
import { BULK_ACTIONS, DIALING_MODES } from '@/shared/campaigns/campaignTypes'
import { humanNameSchema } from '@/shared/text/humanName'
import { entityIdSchema } from './campaignIds'

/** at most this many campaigns per bulk action */
export const MAX_BULK_IDS = 100

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .min(1, `${name} is required.`)
    .max(max, `${name} may be ${max} characters at most.`)

const number = (name: string, min: number, max: number, integer: boolean) => {
  const message = `${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, or null.`
  const base = z.number({ error: message }).min(min, message).max(max, message)
  return (integer ? base.int(message) : base).nullable()
}

const ref = (name: string) => entityIdSchema(name).nullable()

/** the most do-not-call lists one campaign honours (more is a list to merge, not to attach) */
const MAX_DNC_LISTS = 50

/**
 * The settings fields (CampaignSettings), each checked on its own; the rules between them (what each dialing
 * mode needs) are validateCampaignSettings's. Ranges are the platform's.
 */
const settingsFields = {
  // names people read follow the one rule for names (src/shared/text/humanName.ts)
  name: humanNameSchema('name'),
  dialingMode: z.enum(DIALING_MODES, { error: `dialingMode must be one of ${DIALING_MODES.join(', ')}.` }),
  contactListId: entityIdSchema('contactListId'),
  queueId: ref('queueId'),
  scriptId: ref('scriptId'),
  edgeGroupId: ref('edgeGroupId'),
  // a site in place of an edge group (the platform takes either)
  siteId: ref('siteId'),
  callAnalysisResponseSetId: ref('callAnalysisResponseSetId'),
  divisionId: ref('divisionId'),
  callerName: humanNameSchema('callerName'),
  callerAddress: text('callerAddress', 32).regex(
    /^\+?[\d\s().-]{3,32}$/,
    'callerAddress must be a phone number such as +35315550100.'
  ),
  abandonRate: number('abandonRate', 0, 100, false),
  outboundLineCount: number('outboundLineCount', 1, 10_000, true),
  maxCallsPerAgent: number('maxCallsPerAgent', 1, 15, true),
  priority: number('priority', 1, 5, true),
  phoneColumn: text('phoneColumn', 256),
  // the do-not-call lists honoured, each once
  dncListIds: z
    .array(entityIdSchema('dncListIds'), { error: 'dncListIds must be a list of do-not-call list ids.' })
    .max(MAX_DNC_LISTS, `dncListIds may name at most ${MAX_DNC_LISTS} lists.`)
    .refine(ids => new Set(ids).size === ids.length, 'dncListIds must name each list once.'),
  // the callable time set whose hours it keeps to (sent as callableTimeSet: {id}); null: none
  callableTimeSetId: ref('callableTimeSetId')
}

/**
 * POST /api/campaigns body: `{data: CampaignSettings}`; the references and numbers a dialing mode may not need
 * can be left out (null).
 */
export const createCampaignBodySchema = z.strictObject({
  data: z.strictObject({
    ...settingsFields,
    queueId: settingsFields.queueId.default(null),
    scriptId: settingsFields.scriptId.default(null),
    edgeGroupId: settingsFields.edgeGroupId.default(null),
    siteId: settingsFields.siteId.default(null),
    callAnalysisResponseSetId: settingsFields.callAnalysisResponseSetId.default(null),
    divisionId: settingsFields.divisionId.default(null),
    abandonRate: settingsFields.abandonRate.default(null),
    outboundLineCount: settingsFields.outboundLineCount.default(null),
    maxCallsPerAgent: settingsFields.maxCallsPerAgent.default(null),
    priority: settingsFields.priority.default(null),
    dncListIds: settingsFields.dncListIds.default([]),
    callableTimeSetId: settingsFields.callableTimeSetId.default(null)
  })
})

/** PUT /api/campaigns/:id body: `{data: {version, changes}}`, changes a non-empty part of CampaignSettings. */
export const updateCampaignBodySchema = z.strictObject({
  data: z.strictObject({
    version: z.number({ error: 'version must be the campaign’s version (a whole number).' }).int().min(0),
    changes: z
      .strictObject(settingsFields)
      .partial()
      .refine(changes => Object.keys(changes).length > 0, 'changes must name at least one setting.')
  })
})

/** POST /api/campaigns/actions body: `{data: {action, ids}}`, 1–100 distinct ids. */
export const bulkActionBodySchema = z.strictObject({
  data: z.strictObject({
    action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(', ')}.` }),
    ids: z
      .array(entityIdSchema('ids'), { error: 'ids must be a list of campaign ids.' })
      .min(1, 'ids must name at least one campaign.')
      .max(MAX_BULK_IDS, `ids may name at most ${MAX_BULK_IDS} campaigns.`)
      .superRefine((ids, ctx) => {
        const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))]
        if (repeated.length > 0)
          ctx.addIssue({
            code: 'custom',
            message: `ids must be distinct; repeated: ${repeated.slice(0, 3).join(', ')}.`
          })
      })
  })
})

/** The `[id]` of /api/campaigns/:id, the only query parameter those routes take. */
export const campaignIdQuerySchema = z.strictObject({ id: entityIdSchema('id') })
