/**
 * The control API for the dialer simulation (docs/emulator.md, "Control API"): the agents on a queue, the
 * outbound lines of an organisation, a contact list worked through, and what a rule set's evaluation says (its
 * warnings; whether it filters out every contact), so that every reason a campaign does not dial can be
 * produced on demand. Each change first writes down what campaigns dialed until then, then
 * applies (dialer/dialerSimulation.ts); notification subscribers hear the result at once.
 */
import { z } from 'zod'
import { apiError } from '../errors'
import { NO_AGENTS, type DialerConditions, type QueueAgents } from '../outbound/dialer/dialerConditions'
import { seedOrganizations } from '../seed'
import { json, type Reply } from '../reply'
import type { RequestContext } from '../requestContext'
import type { PathParams, Route } from '../router'
import { parseBody } from './parseBody'
import { unknownOrganization } from './unknownOrganization'

const count = z.number().int().min(0).max(100_000)

const agentsSchema = z
  .object({
    idle: count.default(0),
    busy: count.default(0),
    onOtherCalls: count.default(0),
    offQueue: count.default(0),
    onDifferentEdgeGroup: count.default(0)
  })
  .strict()

const linesSchema = z
  .object({
    organizationId: z.string().min(1).default(seedOrganizations.democc.id),
    // null lifts the limit: every campaign gets the lines it is set to use
    available: count.nullable()
  })
  .strict()

const ruleSetSchema = z
  .object({
    // how campaigns whose reference has no name show it
    name: z.string().min(1).max(200).optional(),
    warnings: z.array(z.string().min(1).max(1000)).max(50).default([]),
    filtersEverything: z.boolean().default(false)
  })
  .strict()

/** The queue named in the path, in whichever organisation has it. */
function queueOf(ctx: RequestContext, params: PathParams) {
  const id = params.queueId ?? ''
  for (const org of ctx.state.organizations) {
    const queue = ctx.state.outbound.resources.find('queues', org.id, id)
    if (queue) return queue
  }
  return undefined
}

const queueNotFound = (ctx: RequestContext, params: PathParams) =>
  apiError(404, 'not.found', `No queue has the id "${params.queueId ?? ''}".`, ctx.correlationId)

type Queue = NonNullable<ReturnType<typeof queueOf>>

const agentsReply = (ctx: RequestContext, queue: Queue): Reply =>
  json(200, {
    queue: { id: queue.id, name: queue.name },
    ...ctx.state.outbound.conditions.agentsOn(queue.id)
  })

function setAgents(ctx: RequestContext, queue: Queue, agents: QueueAgents): Reply {
  const store = ctx.state.outbound
  store.simulation.change(queue.organizationId, () => store.conditions.setAgents(queue.id, agents))
  ctx.state.notifications.scan()
  return agentsReply(ctx, queue)
}

async function putAgents(ctx: RequestContext, params: PathParams): Promise<Reply> {
  const queue = queueOf(ctx, params)
  if (!queue) return queueNotFound(ctx, params)
  const input = await parseBody(ctx, agentsSchema)
  if (!input.ok) return input.reply
  return setAgents(ctx, queue, input.value)
}

/** Every agent off the queue (still its members, none on queue): its campaigns stop dialing. */
function removeAgents(ctx: RequestContext, params: PathParams): Reply {
  const queue = queueOf(ctx, params)
  if (!queue) return queueNotFound(ctx, params)
  const { idle, busy, onOtherCalls, offQueue, onDifferentEdgeGroup } = ctx.state.outbound.conditions.agentsOn(
    queue.id
  )
  const members = idle + busy + onOtherCalls + offQueue + onDifferentEdgeGroup
  return setAgents(ctx, queue, { ...NO_AGENTS, offQueue: members })
}

function getAgents(ctx: RequestContext, params: PathParams): Reply {
  const queue = queueOf(ctx, params)
  return queue ? agentsReply(ctx, queue) : queueNotFound(ctx, params)
}

async function putLines(ctx: RequestContext): Promise<Reply> {
  const input = await parseBody(ctx, linesSchema)
  if (!input.ok) return input.reply
  const { organizationId, available } = input.value
  if (!ctx.state.findOrganization(organizationId)) return unknownOrganization(ctx, organizationId)
  const store = ctx.state.outbound
  store.simulation.change(organizationId, () =>
    store.conditions.setLines(organizationId, available ?? undefined)
  )
  ctx.state.notifications.scan()
  return json(200, { organizationId, available })
}

function getLines(ctx: RequestContext): Reply {
  const organizationId = ctx.query.get('organizationId') ?? seedOrganizations.democc.id
  if (!ctx.state.findOrganization(organizationId)) return unknownOrganization(ctx, organizationId)
  return json(200, {
    organizationId,
    available: ctx.state.outbound.conditions.linesFor(organizationId) ?? null
  })
}

/** Every campaign on the list reaches its last contact now (an on one completes, or waits if always running). */
function exhaustList(ctx: RequestContext, params: PathParams): Reply {
  const id = params.contactListId ?? ''
  const list = ctx.state.organizations
    .map(org => ctx.state.outbound.contactLists.find(org.id, id))
    .find(found => found !== undefined)
  if (!list) return apiError(404, 'not.found', `No contact list has the id "${id}".`, ctx.correlationId)
  const campaigns = ctx.state.outbound.simulation.exhaust(list)
  ctx.state.notifications.scan()
  return json(200, {
    contactList: { id: list.id, name: list.name },
    campaigns: campaigns.map(c => ({ id: c.id, name: c.name, campaignStatus: c.status }))
  })
}

/**
 * What the rule set's evaluation says, for every campaign using it in any organisation (rule sets are not
 * modelled: any id works). Each change is applied like the agents' (dialerSimulation.ts `change`).
 */
function ruleSetReply(ctx: RequestContext, id: string): Reply {
  const said = ctx.state.outbound.conditions.ruleSet(id)
  return json(200, { ruleSetId: id, warnings: [], filtersEverything: false, ...said })
}

function setRuleSet(ctx: RequestContext, id: string, value: Parameters<DialerConditions['setRuleSet']>[1]) {
  const store = ctx.state.outbound
  store.simulation.change(
    ctx.state.organizations.map(org => org.id),
    () => store.conditions.setRuleSet(id, value)
  )
  ctx.state.notifications.scan()
}

async function putRuleSet(ctx: RequestContext, params: PathParams): Promise<Reply> {
  const id = params.ruleSetId ?? ''
  const input = await parseBody(ctx, ruleSetSchema)
  if (!input.ok) return input.reply
  setRuleSet(ctx, id, input.value)
  return ruleSetReply(ctx, id)
}

function deleteRuleSet(ctx: RequestContext, params: PathParams): Reply {
  const id = params.ruleSetId ?? ''
  setRuleSet(ctx, id, undefined)
  return ruleSetReply(ctx, id)
}

const AGENTS_PATH = '/__emulator/outbound/queues/{queueId}/agents'
const RULE_SET_PATH = '/__emulator/outbound/rulesets/{ruleSetId}/diagnostics'

export const dialerControlRoutes: Route<RequestContext>[] = [
  { method: 'GET', path: AGENTS_PATH, handler: getAgents },
  { method: 'PUT', path: AGENTS_PATH, handler: putAgents },
  { method: 'DELETE', path: AGENTS_PATH, handler: removeAgents },
  { method: 'GET', path: '/__emulator/outbound/lines', handler: getLines },
  { method: 'PUT', path: '/__emulator/outbound/lines', handler: putLines },
  { method: 'POST', path: '/__emulator/outbound/contactlists/{contactListId}/exhaust', handler: exhaustList },
  { method: 'GET', path: RULE_SET_PATH, handler: (ctx, params) => ruleSetReply(ctx, params.ruleSetId ?? '') },
  { method: 'PUT', path: RULE_SET_PATH, handler: putRuleSet },
  { method: 'DELETE', path: RULE_SET_PATH, handler: deleteRuleSet }
]
