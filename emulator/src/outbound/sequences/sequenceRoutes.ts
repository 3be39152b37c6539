/**
 * The Outbound API's campaign sequences (`/api/v2/outbound/sequences…`): listing, POST, GET/PUT/DELETE one. A
 * status of `on` in the body starts the current campaign (refused, with the campaign's reason, when it cannot
 * start), `off` stops it; the runner (schedules/scheduleRunner.ts) then moves the sequence on as its campaigns
 * complete. PUT needs the current version (409 otherwise); a sequence that is on cannot be deleted (409).
 */
import { randomUUID } from 'node:crypto'
import { empty, json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { isObject } from '../contacts/bodyProblems'
import { listingReply } from '../contacts/listListing'
import type { CampaignStore } from '../campaignStore'
import { campaignUri } from '../campaignViews'
import { badRequest, failureReply, notFound, outboundError } from '../outboundError'
import { fail, nameConflict, ok, versionConflict, type Outcome } from '../outcome'
import type { SequenceRecord } from './sequenceRecord'
import { sequenceUri, startSequence, stopSequence } from './sequenceDriver'
import { validateSequence, type SequenceBody } from './validateSequence'

const SEQUENCES_PATH = '/api/v2/outbound/sequences'

const orgOf = (ctx: ApiContext) => ctx.session.organization.id

export function toSequence(sequence: SequenceRecord, store: CampaignStore) {
  return {
    id: sequence.id,
    name: sequence.name,
    dateCreated: sequence.dateCreated,
    dateModified: sequence.dateModified,
    version: sequence.version,
    campaigns: sequence.campaignIds.map(id => {
      const campaign = store.rawCampaign(sequence.organizationId, id)
      return campaign
        ? { id, name: campaign.name, selfUri: campaignUri(id) }
        : { id, selfUri: campaignUri(id) }
    }),
    currentCampaign: sequence.currentCampaign,
    status: sequence.status,
    ...(sequence.stopMessage ? { stopMessage: sequence.stopMessage } : {}),
    repeat: sequence.repeat,
    selfUri: sequenceUri(sequence.id)
  }
}

function sequenceOf(ctx: ApiContext, params: PathParams): { sequence: SequenceRecord } | { reply: Reply } {
  const id = params.sequenceId ?? ''
  ctx.state.outbound.catchUp(orgOf(ctx))
  const sequence = ctx.state.outbound.sequences.find(orgOf(ctx), id)
  return sequence ? { sequence } : { reply: notFound('sequence', id, ctx.correlationId) }
}

function read(ctx: ApiContext, value: unknown): Outcome<SequenceBody> {
  const store = ctx.state.outbound
  return validateSequence(value, id => store.find(orgOf(ctx), id) !== undefined)
}

/** Applies the status the body asks for: on starts the current campaign, off stops it. */
function applyStatus(
  store: CampaignStore,
  sequence: SequenceRecord,
  wanted: SequenceBody['status']
): Outcome<void> {
  if (wanted === undefined || wanted === sequence.status) return ok(undefined)
  if (wanted === 'on') return startSequence(store, sequence)
  if (wanted === 'off') {
    if (sequence.status === 'on') stopSequence(store, sequence)
    else sequence.status = 'off'
    return ok(undefined)
  }
  return fail(
    400,
    'invalid.update',
    `An attempt was made to update a CampaignSequence in an invalid way. Details: Invalid transition from <${sequence.status.toUpperCase()}> to <${wanted.toUpperCase()}>.`,
    {
      entityId: sequence.id,
      entityName: sequence.name,
      details: [{ errorCode: 'invalid.value', fieldName: 'status' }]
    }
  )
}

function listSequences(ctx: ApiContext): Reply {
  const store = ctx.state.outbound
  store.catchUp(orgOf(ctx))
  const sequences = store.listingLag.listed('sequence', orgOf(ctx), store.sequences.all(orgOf(ctx)))
  return listingReply(ctx, sequences, SEQUENCES_PATH, s => toSequence(s, store))
}

function getSequence(ctx: ApiContext, params: PathParams): Reply {
  const found = sequenceOf(ctx, params)
  return 'reply' in found ? found.reply : json(200, toSequence(found.sequence, ctx.state.outbound))
}

async function createSequence(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const input = read(ctx, body.value)
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  const store = ctx.state.outbound
  if (store.sequences.nameTaken(orgOf(ctx), input.value.name))
    return failureReply(nameConflict('sequence', input.value.name).failure, ctx.correlationId)
  const { status, ...fields } = input.value
  const now = new Date(ctx.options.now()).toISOString()
  const sequence: SequenceRecord = {
    ...fields,
    id: randomUUID(),
    organizationId: orgOf(ctx),
    status: 'off',
    version: 1,
    dateCreated: now,
    dateModified: now
  }
  // Checked before it is stored: a sequence that cannot start is not created half-way.
  const started = applyStatus(store, sequence, status === 'complete' ? undefined : status)
  if (!started.ok) return failureReply(started.failure, ctx.correlationId)
  store.sequences.insert(sequence)
  return json(200, toSequence(sequence, store))
}

async function updateSequence(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = sequenceOf(ctx, params)
  if ('reply' in found) return found.reply
  const { sequence } = found
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const version = isObject(body.value) ? body.value.version : undefined
  if (version !== sequence.version)
    return failureReply(versionConflict(sequence, 'sequence', version).failure, ctx.correlationId)
  const input = read(ctx, body.value)
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  const store = ctx.state.outbound
  if (store.sequences.nameTaken(orgOf(ctx), input.value.name, sequence.id))
    return failureReply(nameConflict('sequence', input.value.name).failure, ctx.correlationId)
  const { status, ...fields } = input.value
  // The current campaign changes only while the sequence is off: stop first, then change, then start.
  const wasOn = sequence.status === 'on'
  const moving =
    wasOn &&
    (fields.currentCampaign !== sequence.currentCampaign ||
      fields.campaignIds.join() !== sequence.campaignIds.join())
  if (moving && status !== 'off') {
    return outboundError(
      409,
      'sequence.running',
      `The sequence "${sequence.name}" is on: turn it off before changing its campaigns or current campaign.`,
      ctx.correlationId,
      {
        entityId: sequence.id,
        entityName: sequence.name
      }
    )
  }
  store.sequences.changing(sequence)
  if (status === 'off' && wasOn) stopSequence(store, sequence)
  const previous = { ...sequence }
  Object.assign(sequence, fields)
  const applied = applyStatus(store, sequence, status)
  if (!applied.ok) {
    Object.assign(sequence, previous)
    return failureReply(applied.failure, ctx.correlationId)
  }
  sequence.version += 1
  sequence.dateModified = new Date(ctx.options.now()).toISOString()
  return json(200, toSequence(sequence, store))
}

function deleteSequence(ctx: ApiContext, params: PathParams): Reply {
  const found = sequenceOf(ctx, params)
  if ('reply' in found) return found.reply
  const { sequence } = found
  if (sequence.status === 'on') {
    return outboundError(
      409,
      'sequence.not.off',
      `The sequence "${sequence.name}" is on; turn it off before deleting it.`,
      ctx.correlationId,
      {
        entityId: sequence.id,
        entityName: sequence.name
      }
    )
  }
  const store = ctx.state.outbound
  store.sequences.remove(sequence)
  store.schedules.remove('sequence', sequence.id)
  return empty(204)
}

const ONE = `${SEQUENCES_PATH}/{sequenceId}`

export const sequenceRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: SEQUENCES_PATH,
    handler: listSequences,
    permissions: ['outbound:campaignSequence:view']
  },
  {
    method: 'POST',
    path: SEQUENCES_PATH,
    handler: createSequence,
    permissions: ['outbound:campaignSequence:add']
  },
  { method: 'GET', path: ONE, handler: getSequence, permissions: ['outbound:campaignSequence:view'] },
  { method: 'PUT', path: ONE, handler: updateSequence, permissions: ['outbound:campaignSequence:edit'] },
  { method: 'DELETE', path: ONE, handler: deleteSequence, permissions: ['outbound:campaignSequence:delete'] }
]
