/**
 * The Outbound API's schedules (`/api/v2/outbound/schedules/campaigns…` and `…/sequences…`): GET all (an array,
 * not a listing, as on the platform), GET/PUT/DELETE one by its campaign's or sequence's id. PUT creates or
 * replaces (with the current version once it exists: 409 otherwise); the schedule then runs from the save time
 * (scheduleRunner.ts). Another organisation's campaign, sequence or schedule is a plain 404.
 */
import { empty, json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import { orgOf, type ApiContext, type ApiRoute } from '../../platform/apiContext'
import { isObject } from '../kit/bodyProblems'
import { badRequest, failureReply, notFound } from '../outboundError'
import { campaignUri, sequenceUri } from '../outboundUris'
import { versionConflict } from '../outcome'
import type { ScheduleKind, ScheduleRecord } from './scheduleRecord'
import { toSchedule } from './scheduleViews'
import { validateSchedule } from './validateSchedule'

interface Target {
  id: string
  name: string
  selfUri: string
}

/**
 * The campaign or sequence a schedule belongs to, in the caller's organisation. A listing has caught the
 * organisation up once (`caughtUp`): it reads each campaign as stored, for its name (a catch-up per schedule
 * made a listing of 2,000 schedules quadratic: a quarter of a second).
 */
function targetOf(ctx: ApiContext, kind: ScheduleKind, id: string, caughtUp = false): Target | undefined {
  const store = ctx.state.outbound
  if (kind === 'campaign') {
    const campaign = caughtUp
      ? store.campaigns.rawCampaign(orgOf(ctx), id)
      : store.campaigns.find(orgOf(ctx), id)
    return campaign && { id, name: campaign.name, selfUri: campaignUri(id) }
  }
  const sequence = store.sequences.find(orgOf(ctx), id)
  return sequence && { id, name: sequence.name, selfUri: sequenceUri(id) }
}

function view(ctx: ApiContext, schedule: ScheduleRecord, caughtUp = false): unknown {
  const target = targetOf(ctx, schedule.kind, schedule.id, caughtUp)
  return toSchedule(
    schedule,
    target ?? {
      id: schedule.id,
      selfUri: schedule.kind === 'campaign' ? campaignUri(schedule.id) : sequenceUri(schedule.id)
    }
  )
}

function routesFor(kind: ScheduleKind, param: 'campaignId' | 'sequenceId'): ApiRoute[] {
  const path = `/api/v2/outbound/schedules/${kind}s`
  const label = `${kind} schedule`

  function scheduleOf(ctx: ApiContext, params: PathParams): { schedule: ScheduleRecord } | { reply: Reply } {
    const id = params[param] ?? ''
    ctx.state.outbound.catchUp(orgOf(ctx))
    const schedule = ctx.state.outbound.schedules.find(orgOf(ctx), kind, id)
    return schedule ? { schedule } : { reply: notFound(label, id, ctx.correlationId) }
  }

  function list(ctx: ApiContext): Reply {
    const store = ctx.state.outbound
    store.catchUp(orgOf(ctx))
    const schedules = store.listingLag.listed(
      `${kind}Schedule`,
      orgOf(ctx),
      store.schedules.all(orgOf(ctx), kind)
    )
    return json(
      200,
      schedules.map(schedule => view(ctx, schedule, true))
    )
  }

  function get(ctx: ApiContext, params: PathParams): Reply {
    const found = scheduleOf(ctx, params)
    return 'reply' in found ? found.reply : json(200, view(ctx, found.schedule))
  }

  async function put(ctx: ApiContext, params: PathParams): Promise<Reply> {
    const id = params[param] ?? ''
    const target = targetOf(ctx, kind, id)
    if (!target) return notFound(kind, id, ctx.correlationId)
    const body = await readJson(ctx)
    if (!body.ok) return badRequest(body.message, ctx.correlationId)
    const store = ctx.state.outbound
    const existing = store.schedules.find(orgOf(ctx), kind, id)
    const version = isObject(body.value) ? body.value.version : undefined
    // The version is checked before the body, as for every other versioned entity.
    if (existing && version !== existing.version) {
      const conflict = versionConflict({ ...existing, name: target.name }, label, version)
      return failureReply(conflict.failure, ctx.correlationId)
    }
    const input = validateSchedule(body.value, kind, id)
    if (!input.ok) return failureReply(input.failure, ctx.correlationId)
    const saved = store.schedules.save(orgOf(ctx), kind, target, input.value, version, ctx.options.now())
    if (!saved.ok) return failureReply(saved.failure, ctx.correlationId)
    return json(200, toSchedule(saved.value, target))
  }

  function remove(ctx: ApiContext, params: PathParams): Reply {
    const found = scheduleOf(ctx, params)
    if ('reply' in found) return found.reply
    ctx.state.outbound.schedules.remove(kind, found.schedule.id)
    return empty(204)
  }

  const one = `${path}/{${param}}`
  return [
    { method: 'GET', path, handler: list, permissions: ['outbound:schedule:view'] },
    { method: 'GET', path: one, handler: get, permissions: ['outbound:schedule:view'] },
    { method: 'PUT', path: one, handler: put, permissions: ['outbound:schedule:edit'] },
    { method: 'DELETE', path: one, handler: remove, permissions: ['outbound:schedule:delete'] }
  ]
}

export const scheduleRoutes: ApiRoute[] = [
  ...routesFor('campaign', 'campaignId'),
  ...routesFor('sequence', 'sequenceId')
]
