import { z } from 'zod'
import { clientAppHost } from './clientAppHost'
import { dialerControlRoutes } from './dialerControlRoutes'
import { parseBody } from './parseBody'
import { unknownOrganization } from './unknownOrganization'
import { apiError } from '../errors'
import { modelCheckRoutes } from '../modelCheck/modelCheckRoutes'
import { faultInputSchema } from '../faults'
import { registeredClient } from '../oauth/registeredClient'
import { generateCampaigns } from '../outbound/generateCampaigns'
import { seedOrganizations } from '../seed'
import { json, type Reply } from '../reply'
import type { RequestContext } from '../requestContext'
import type { Route } from '../router'

const tokenRequestSchema = z
  .object({
    email: z.string().min(1),
    // 0 is allowed on purpose: a token that is already expired, for tests of the expired path.
    expiresInSeconds: z
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 86400)
      .optional()
  })
  .strict()

async function addFault(ctx: RequestContext): Promise<Reply> {
  const input = await parseBody(ctx, faultInputSchema)
  if (!input.ok) return input.reply
  return json(201, ctx.state.faults.add(input.value))
}

async function issueToken(ctx: RequestContext): Promise<Reply> {
  const input = await parseBody(ctx, tokenRequestSchema)
  if (!input.ok) return input.reply
  const user = ctx.state.findUserByEmail(input.value.email)
  if (!user) {
    const known = ctx.state.users.map(u => u.email).join(', ')
    return apiError(
      400,
      'bad.request',
      `No seeded user has the email "${input.value.email}". Known: ${known}.`,
      ctx.correlationId
    )
  }
  const ttl = input.value.expiresInSeconds ?? ctx.options.tokenTtlSeconds
  const { accessToken, expiresIn } = ctx.state.tokens.issue(user.id, registeredClient(ctx.options).id, ttl)
  return json(201, { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn })
}

const generateSchema = z
  .object({
    organizationId: z.string().min(1).default(seedOrganizations.democc.id),
    count: z.number().int().min(1).max(5000)
  })
  .strict()

async function generate(ctx: RequestContext): Promise<Reply> {
  const input = await parseBody(ctx, generateSchema)
  if (!input.ok) return input.reply
  const { organizationId, count } = input.value
  if (!ctx.state.findOrganization(organizationId)) return unknownOrganization(ctx, organizationId)
  return json(201, generateCampaigns(ctx.state.outbound, organizationId, count, ctx.state.divisions))
}

const settingsSchema = z
  .object({
    contactsPerSecond: z.number().min(0).max(100_000).optional(),
    stoppingMs: z.number().int().min(0).max(600_000).optional()
  })
  .strict()

async function updateSettings(ctx: RequestContext): Promise<Reply> {
  const input = await parseBody(ctx, settingsSchema)
  if (!input.ok) return input.reply
  const changes = Object.fromEntries(Object.entries(input.value).filter(([, value]) => value !== undefined))
  return json(200, ctx.state.outbound.updateSettings(changes))
}

const TEN_YEARS_MS = 10 * 366 * 86_400_000

const clockSchema = z.union([
  z.object({ advanceMs: z.number().int().min(0).max(TEN_YEARS_MS) }).strict(),
  z
    .object({
      set: z.string().refine(value => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date-time')
    })
    .strict()
])

/**
 * Moves the emulator's clock forward ({advanceMs} or {set: ISO}); never back (400). Subscribers hear at once
 * what the move changed (schedules that began or ended, campaigns that completed), not at the next scan.
 */
async function moveClock(ctx: RequestContext): Promise<Reply> {
  const input = await parseBody(ctx, clockSchema)
  if (!input.ok) return input.reply
  const { clock } = ctx.state
  const moved =
    'advanceMs' in input.value
      ? clock.advance(input.value.advanceMs)
      : clock.setTo(Date.parse(input.value.set))
  if (!moved.ok) return apiError(400, 'bad.request', moved.message, ctx.correlationId)
  ctx.state.notifications.scan()
  return json(200, clock.snapshot())
}

const dropSchema = z.object({ refuseForMs: z.number().int().min(0).max(600_000).optional() }).strict()

/** Drops every notification socket (a network cut) and, optionally, refuses new channels for a while. */
async function dropSockets(ctx: RequestContext): Promise<Reply> {
  const input = await parseBody(ctx, dropSchema)
  if (!input.ok) return input.reply
  const hub = ctx.state.notifications
  hub.dropAll()
  hub.faults.refuseUntil = ctx.options.now() + (input.value.refuseForMs ?? 0)
  return json(200, { ok: true })
}

const deliverySchema = z
  .object({
    delayMs: z.number().int().min(0).max(600_000).optional(),
    lose: z.number().int().min(0).max(1_000_000).optional()
  })
  .strict()

/** Delays every event by delayMs, or loses the next `lose` events. */
async function disturbDelivery(ctx: RequestContext): Promise<Reply> {
  const input = await parseBody(ctx, deliverySchema)
  if (!input.ok) return input.reply
  const { faults } = ctx.state.notifications
  if (input.value.delayMs !== undefined) faults.delayMs = input.value.delayMs
  if (input.value.lose !== undefined) faults.lose = input.value.lose
  return json(200, { delayMs: faults.delayMs, lose: faults.lose })
}

/**
 * The emulator's own API for tests and demos, under /__emulator. It is never faulted or rate limited, so a
 * test can always get the emulator back into a known state.
 */
export const controlRoutes: Route<RequestContext>[] = [
  { method: 'GET', path: '/__emulator/health', handler: () => json(200, { ok: true }) },
  { method: 'GET', path: '/__emulator/client-app-host', handler: clientAppHost },
  {
    method: 'POST',
    path: '/__emulator/reset',
    handler: ctx => {
      ctx.state.reset()
      return json(200, { ok: true })
    }
  },
  { method: 'GET', path: '/__emulator/faults', handler: ctx => json(200, ctx.state.faults.list()) },
  { method: 'POST', path: '/__emulator/faults', handler: addFault },
  {
    method: 'DELETE',
    path: '/__emulator/faults',
    handler: ctx => {
      ctx.state.faults.clear()
      return json(200, { ok: true })
    }
  },
  { method: 'POST', path: '/__emulator/tokens', handler: issueToken },
  { method: 'GET', path: '/__emulator/clock', handler: ctx => json(200, ctx.state.clock.snapshot()) },
  { method: 'POST', path: '/__emulator/clock', handler: moveClock },
  { method: 'POST', path: '/__emulator/outbound/generate', handler: generate },
  { method: 'POST', path: '/__emulator/notifications/drop', handler: dropSockets },
  { method: 'POST', path: '/__emulator/notifications/delivery', handler: disturbDelivery },
  {
    method: 'GET',
    path: '/__emulator/outbound/settings',
    handler: ctx => json(200, ctx.state.outbound.settings)
  },
  { method: 'POST', path: '/__emulator/outbound/settings', handler: updateSettings },
  ...dialerControlRoutes,
  ...modelCheckRoutes,
  { method: 'GET', path: '/__emulator/calls', handler: ctx => json(200, ctx.state.calls.snapshot()) },
  {
    method: 'DELETE',
    path: '/__emulator/calls',
    handler: ctx => {
      ctx.state.calls.clear()
      return json(200, { ok: true })
    }
  }
]
