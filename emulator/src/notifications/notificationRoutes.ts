/**
 * The Notifications API (`/api/v2/notifications/channels…`): a person's channels, their topics, and the URI
 * of the socket that delivers them (served by notificationSocket.ts on the emulator's own port).
 */
import { z } from 'zod'

import { apiError, errorBody } from '../errors'
import type { ApiContext, ApiRoute } from '../platform/apiContext'
import { empty, json, type Reply } from '../reply'
import { readJson } from '../requestContext'
import type { PathParams } from '../router'
import { type ChannelRecord, MAX_TOPICS_PER_CHANNEL } from './channelStore'
import { parseTopic } from './topics'

const CHANNELS_PATH = '/api/v2/notifications/channels'

const toChannel = (ctx: ApiContext, channel: ChannelRecord) => ({
  id: channel.id,
  connectUri: `ws://${ctx.headers.host ?? 'localhost'}/channels/${channel.id}`,
  expires: new Date(channel.expires).toISOString()
})

function createChannel(ctx: ApiContext): Reply {
  const hub = ctx.state.notifications
  if (hub.faults.refuseUntil > ctx.options.now())
    return apiError(503, 'service.unavailable', 'The notification service is unavailable.', ctx.correlationId)
  const { user, organization } = ctx.session
  const channel = hub.channels.create(user.id, organization.id, evicted => hub.closing(evicted))
  return json(200, toChannel(ctx, channel))
}

function listChannels(ctx: ApiContext): Reply {
  // includechannels=token: the channels made with this token; the emulator keeps them per person.
  return json(200, {
    entities: ctx.state.notifications.channels.ofUser(ctx.session.user.id).map(c => toChannel(ctx, c))
  })
}

function channelOf(ctx: ApiContext, params: PathParams): { channel: ChannelRecord } | { reply: Reply } {
  const id = params.channelId ?? ''
  const channel = ctx.state.notifications.channels.find(id, ctx.session.user.id)
  return channel
    ? { channel }
    : { reply: apiError(404, 'not.found', `The channel ${id} was not found.`, ctx.correlationId) }
}

function isAlive(ctx: ApiContext, params: PathParams): Reply {
  const found = channelOf(ctx, params)
  return 'reply' in found ? empty(404) : empty(200)
}

const topicsSchema = z.array(z.object({ id: z.string().min(1) }).passthrough(), {
  error: 'The body must be a list of topics: [{"id": "v2.outbound.campaigns.{id}"}].'
})

/** The topics as the platform lists them: each permitted, or rejected with why. */
function topicListing(channel: ChannelRecord, rejected: Map<string, string[]> = new Map()) {
  return {
    entities: [
      ...[...channel.topics].map(id => ({ id, state: 'Permitted' })),
      ...[...rejected].map(([id, missingPermissions]) => ({
        id,
        state: 'Rejected',
        rejectionReason: `Missing permission(s): ${missingPermissions.join(', ')}`,
        missingPermissions
      }))
    ]
  }
}

/**
 * The refusal of a change that names topics the person may not view (without `ignoreErrors=true`): the
 * platform's usual 403 `missing.permissions`, its message naming the permissions, and one detail per topic
 * refused (`entityId`: the topic). Nothing of the channel changes.
 */
function refusal(ctx: ApiContext, rejected: Map<string, string[]>): Reply {
  const permissions = [...new Set([...rejected.values()].flat())].sort()
  const body = errorBody(
    403,
    'missing.permissions',
    `Unable to subscribe to ${rejected.size} topic(s). You are missing the following permission(s): ${permissions.join(', ')}`,
    ctx.correlationId
  )
  return json(403, {
    ...body,
    details: [...rejected.keys()].map(topic => ({ errorCode: 'missing.permissions', entityId: topic }))
  })
}

/**
 * PUT (replace) or POST (add) topics. A topic the person lacks a permission for refuses the whole change
 * (403, above) unless `ignoreErrors=true`: then the permitted ones are subscribed and the answer lists the
 * others as Rejected, naming what they need.
 */
async function changeTopics(ctx: ApiContext, params: PathParams, replace: boolean): Promise<Reply> {
  const found = channelOf(ctx, params)
  if ('reply' in found) return found.reply
  const { channel } = found
  const ignoreErrors = ctx.query.get('ignoreErrors')
  if (ignoreErrors !== null && ignoreErrors !== 'true' && ignoreErrors !== 'false')
    return apiError(400, 'bad.request', 'ignoreErrors must be true or false.', ctx.correlationId)
  const body = await readJson(ctx)
  if (!body.ok) return apiError(400, 'bad.request', body.message, ctx.correlationId)
  const parsed = topicsSchema.safeParse(body.value)
  if (!parsed.success)
    return apiError(
      400,
      'bad.request',
      parsed.error.issues[0]?.message ?? 'Invalid topics.',
      ctx.correlationId
    )
  const asked = [...new Set(parsed.data.map(topic => topic.id))]
  const unknown = asked.filter(id => !parseTopic(id))
  if (unknown.length > 0)
    return apiError(
      400,
      'notification.topic.invalid',
      `Unknown or malformed topic(s): ${unknown.slice(0, 5).join(', ')}.`,
      ctx.correlationId
    )
  const kept = replace ? new Set<string>() : new Set(channel.topics)
  const rejected = new Map<string, string[]>()
  const held = ctx.session.user.permissions
  for (const id of asked) {
    const missing = parseTopic(id)!.permissions.filter(permission => !held.includes(permission))
    if (missing.length > 0) rejected.set(id, missing)
    else kept.add(id)
  }
  if (rejected.size > 0 && ignoreErrors !== 'true') return refusal(ctx, rejected)
  if (kept.size > MAX_TOPICS_PER_CHANNEL)
    return apiError(
      400,
      'notification.too.many.topics',
      `A channel may have at most ${MAX_TOPICS_PER_CHANNEL} topics; this would make ${kept.size}.`,
      ctx.correlationId
    )
  const added = [...kept].filter(id => !channel.topics.has(id))
  channel.topics = kept
  // From now on, only changes are sent (what the topic says now is the subscriber's starting point).
  ctx.state.notifications.remember(channel, added)
  return json(200, topicListing(channel, rejected))
}

function listTopics(ctx: ApiContext, params: PathParams): Reply {
  const found = channelOf(ctx, params)
  return 'reply' in found ? found.reply : json(200, topicListing(found.channel))
}

function removeTopics(ctx: ApiContext, params: PathParams): Reply {
  const found = channelOf(ctx, params)
  if ('reply' in found) return found.reply
  found.channel.topics = new Set()
  return empty(204)
}

export const notificationRoutes: ApiRoute[] = [
  { method: 'POST', path: CHANNELS_PATH, handler: createChannel },
  { method: 'GET', path: CHANNELS_PATH, handler: listChannels },
  { method: 'HEAD', path: `${CHANNELS_PATH}/{channelId}`, handler: isAlive },
  { method: 'GET', path: `${CHANNELS_PATH}/{channelId}/subscriptions`, handler: listTopics },
  {
    method: 'PUT',
    path: `${CHANNELS_PATH}/{channelId}/subscriptions`,
    handler: (ctx, params) => changeTopics(ctx, params, true)
  },
  {
    method: 'POST',
    path: `${CHANNELS_PATH}/{channelId}/subscriptions`,
    handler: (ctx, params) => changeTopics(ctx, params, false)
  },
  { method: 'DELETE', path: `${CHANNELS_PATH}/{channelId}/subscriptions`, handler: removeTopics }
]
