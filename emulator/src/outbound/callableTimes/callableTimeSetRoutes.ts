/**
 * The Outbound API's callable time sets (`/api/v2/outbound/callabletimesets…`): listing (name filter, paging,
 * sortBy/sortOrder), POST, GET/PUT/DELETE one. PUT needs the current version (409 otherwise); a set a campaign
 * uses cannot be deleted (409). Campaigns that use one are recorded up to now before it changes, so a change
 * does not rewrite what they already dialed.
 */
import { randomUUID } from 'node:crypto'
import { empty, json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { isObject } from '../contacts/bodyProblems'
import { listingReply } from '../contacts/listListing'
import { callableTimeSetUri } from '../campaignViews'
import { badRequest, failureReply, notFound, outboundError } from '../outboundError'
import { nameConflict, versionConflict } from '../outcome'
import type { CallableTimeSetRecord } from './callableTimeSetStore'
import { validateCallableTimeSet } from './validateCallableTimeSet'

const PATH = '/api/v2/outbound/callabletimesets'

const orgOf = (ctx: ApiContext) => ctx.session.organization.id

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (seconds: number) =>
  `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`

export const toCallableTimeSet = (set: CallableTimeSetRecord) => ({
  id: set.id,
  name: set.name,
  dateCreated: set.dateCreated,
  dateModified: set.dateModified,
  version: set.version,
  callableTimes: set.callableTimes.map(time => ({
    ...(time.name ? { name: time.name } : {}),
    timeZoneId: time.timeZoneId,
    timeSlots: time.timeSlots.map(slot => ({
      startTime: clock(slot.start),
      stopTime: clock(slot.stop),
      day: slot.day
    }))
  })),
  selfUri: callableTimeSetUri(set.id)
})

function setOf(ctx: ApiContext, params: PathParams): { set: CallableTimeSetRecord } | { reply: Reply } {
  const id = params.callableTimeSetId ?? ''
  const set = ctx.state.outbound.callableTimes.find(orgOf(ctx), id)
  return set ? { set } : { reply: notFound('callable time set', id, ctx.correlationId) }
}

/** Campaigns using the set, recorded up to now (what they reached so far was under the old times). */
function usersOf(ctx: ApiContext, set: CallableTimeSetRecord) {
  const store = ctx.state.outbound
  return store.list(orgOf(ctx)).filter(campaign => campaign.callableTimeSet?.id === set.id)
}

function listSets(ctx: ApiContext): Reply {
  const store = ctx.state.outbound
  const sets = store.listingLag.listed('callableTimeSet', orgOf(ctx), store.callableTimes.all(orgOf(ctx)))
  return listingReply(ctx, sets, PATH, toCallableTimeSet)
}

function getSet(ctx: ApiContext, params: PathParams): Reply {
  const found = setOf(ctx, params)
  return 'reply' in found ? found.reply : json(200, toCallableTimeSet(found.set))
}

async function createSet(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const input = validateCallableTimeSet(body.value)
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  const store = ctx.state.outbound.callableTimes
  if (store.nameTaken(orgOf(ctx), input.value.name))
    return failureReply(nameConflict('callable time set', input.value.name).failure, ctx.correlationId)
  const now = new Date(ctx.options.now()).toISOString()
  const set: CallableTimeSetRecord = {
    ...input.value,
    id: randomUUID(),
    organizationId: orgOf(ctx),
    version: 1,
    dateCreated: now,
    dateModified: now
  }
  store.insert(set)
  return json(200, toCallableTimeSet(set))
}

async function updateSet(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = setOf(ctx, params)
  if ('reply' in found) return found.reply
  const { set } = found
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const version = isObject(body.value) ? body.value.version : undefined
  if (version !== set.version)
    return failureReply(versionConflict(set, 'callable time set', version).failure, ctx.correlationId)
  const input = validateCallableTimeSet(body.value)
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  if (ctx.state.outbound.callableTimes.nameTaken(orgOf(ctx), input.value.name, set.id))
    return failureReply(nameConflict('callable time set', input.value.name).failure, ctx.correlationId)
  ctx.state.outbound.callableTimes.changing(set)
  // Every campaign first writes down what it reached under the old times (settled, so recorded), then the
  // ones using the set may be held back by its new hours, or let go, from now on (dialer/dialerSimulation.ts).
  ctx.state.outbound.simulation.change(orgOf(ctx), () =>
    Object.assign(set, input.value, {
      version: set.version + 1,
      dateModified: new Date(ctx.options.now()).toISOString()
    })
  )
  return json(200, toCallableTimeSet(set))
}

/** DELETE: refused (409) while a campaign uses the set. */
function deleteSet(ctx: ApiContext, params: PathParams): Reply {
  const found = setOf(ctx, params)
  if ('reply' in found) return found.reply
  const users = usersOf(ctx, found.set)
  if (users.length > 0) {
    return outboundError(
      409,
      'referential.integrity.error',
      `Could not delete the resource because it is referenced by another entity: the callable time set "${found.set.name}" is used by ${users.length} campaign(s) (${users.map(c => `"${c.name}"`).join(', ')}).`,
      ctx.correlationId,
      {
        entityId: found.set.id,
        entityName: found.set.name,
        details: users.map(c => ({ errorCode: 'referenced.by', entityId: c.id, entityName: c.name }))
      }
    )
  }
  ctx.state.outbound.callableTimes.remove(found.set)
  return empty(204)
}

const ONE = `${PATH}/{callableTimeSetId}`

export const callableTimeSetRoutes: ApiRoute[] = [
  { method: 'GET', path: PATH, handler: listSets, permissions: ['outbound:callableTimeSet:view'] },
  { method: 'POST', path: PATH, handler: createSet, permissions: ['outbound:callableTimeSet:add'] },
  { method: 'GET', path: ONE, handler: getSet, permissions: ['outbound:callableTimeSet:view'] },
  { method: 'PUT', path: ONE, handler: updateSet, permissions: ['outbound:callableTimeSet:edit'] },
  { method: 'DELETE', path: ONE, handler: deleteSet, permissions: ['outbound:callableTimeSet:delete'] }
]
