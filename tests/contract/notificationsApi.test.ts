/**
 * The official SDK's NotificationsApi against the emulator, and a real WebSocket client on the channel's
 * connectUri: channels, topics and their limits, and the events the app's pages live on (a campaign's status,
 * its progress), as the platform delivers them. Topics a person may not view: notificationPermissionsApi;
 * the bodies' models: notificationBodiesApi; delivery in realism mode: notificationDeliveryApi.
 */
import platformClient from 'purecloud-platform-client-v2'
import WebSocket from 'ws'

import { pointSdkAt } from '../../emulator/src/testing/sdkGateway'
import { createEmulator, type Emulator } from '../../emulator/src/createEmulator'
import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { seedUsers } from '../../emulator/src/seed'
import { issueTestToken } from '../../emulator/src/testing/signIn'

interface SdkFailure {
  status: number
  body: { code: string; message: string }
}
interface Message {
  topicName: string
  version: string
  eventBody: Record<string, unknown>
  metadata: { CorrelationId: string }
}

const client = platformClient.ApiClient.instance
const START = Date.parse('2026-04-01T09:00:00.000Z')
let clock = START
let emulator: Emulator
const notifications = () => new platformClient.NotificationsApi()
const outbound = () => new platformClient.OutboundApi()
const sockets: WebSocket[] = []
/** the caller's token (the SDK has it too) */
let token = ''
const signInAs = async (email: string) => {
  token = await issueTestToken(emulator.url, email)
  client.setAccessToken(token)
}

beforeAll(async () => {
  client.config.live_reload_config = false
  emulator = await createEmulator({ port: 0, quiet: true, now: () => clock, rateLimitPerMinute: 0 })
  pointSdkAt(client, emulator.port)
})
afterAll(() => emulator.close())
beforeEach(async () => {
  clock = START
  await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
  await signInAs(seedUsers.avery.email)
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate()
})

async function failureOf(call: Promise<unknown>): Promise<SdkFailure> {
  try {
    await call
  } catch (error) {
    return error as SdkFailure
  }
  throw new Error('expected the SDK call to fail')
}

/** Connects to a channel's socket and collects its messages. */
async function connect(uri: string): Promise<{ socket: WebSocket; messages: Message[] }> {
  const socket = new WebSocket(uri)
  sockets.push(socket)
  const messages: Message[] = []
  socket.on('message', data => messages.push(JSON.parse(String(data)) as Message))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return { socket, messages }
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100; i++) {
    if (check()) return
    await new Promise(resolve => setTimeout(resolve, 20))
  }
  throw new Error(`timed out waiting for ${what}`)
}

const headStatus = async (channelId: string) =>
  (
    await fetch(`${emulator.url}/api/v2/notifications/channels/${channelId}`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${token}` }
    })
  ).status

const campaignTopic = (id: string) => `v2.outbound.campaigns.${id}`

describe('channels', () => {
  test('postNotificationsChannels: an id, a WebSocket URI on the emulator, expiring in 24 h; HEAD says alive', async () => {
    const channel = await notifications().postNotificationsChannels()
    expect(channel.connectUri).toBe(`ws://localhost:${emulator.port}/channels/${channel.id}`)
    expect(Date.parse(channel.expires!) - START).toBe(24 * 60 * 60 * 1000)
    await expect(notifications().headNotificationsChannel(channel.id!)).resolves.toBeUndefined()
    const listed = await notifications().getNotificationsChannels({ includechannels: 'token' })
    expect(listed.entities?.map(entity => entity.id)).toEqual([channel.id])

    // expired after a day: gone (the SDK rejects a HEAD's 404 without details: the status is read directly)
    clock += 24 * 60 * 60 * 1000 - 1_000
    expect(await headStatus(channel.id!)).toBe(200)
    clock += 1_000
    // (the day-old token has expired too: a fresh one asks)
    await signInAs(seedUsers.avery.email)
    expect(await headStatus(channel.id!)).toBe(404)
  })

  test("another person's channel is not found", async () => {
    const channel = await notifications().postNotificationsChannels()
    await signInAs(seedUsers.sam.email)
    const failure = await failureOf(notifications().getNotificationsChannelSubscriptions(channel.id!))
    expect(failure.status).toBe(404)
  })

  test('a 21st channel of the same person closes the oldest, which is told first (v2.system.socket_closing)', async () => {
    const first = await notifications().postNotificationsChannels()
    const { socket, messages } = await connect(first.connectUri!)
    const closed = new Promise<void>(resolve => socket.once('close', () => resolve()))
    for (let i = 0; i < 20; i++) await notifications().postNotificationsChannels()
    await closed
    expect(messages.map(message => message.topicName)).toEqual(['v2.system.socket_closing'])
    expect(await headStatus(first.id!)).toBe(404)
    const listed = await notifications().getNotificationsChannels({ includechannels: 'token' })
    expect(listed.entities).toHaveLength(20)
  })

  test('an unknown channel id is refused before the WebSocket handshake', async () => {
    const socket = new WebSocket(`ws://localhost:${emulator.port}/channels/no-such-channel`)
    const status = await new Promise<number | undefined>(resolve =>
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode))
    )
    expect(status).toBe(404)
  })
})

describe('subscriptions', () => {
  test('PUT replaces the topics, POST adds, GET lists, DELETE removes them all', async () => {
    const { id } = await notifications().postNotificationsChannels()
    const a = campaignTopic(knownCampaigns.offPower)
    const b = `${campaignTopic(knownCampaigns.onPower)}.progress`
    const c = `${campaignTopic(knownCampaigns.onPower)}.stats`
    const put = await notifications().putNotificationsChannelSubscriptions(id!, [{ id: a }, { id: b }])
    expect(put.entities?.map(topic => [topic.id, topic.state])).toEqual([
      [a, 'Permitted'],
      [b, 'Permitted']
    ])
    await notifications().putNotificationsChannelSubscriptions(id!, [{ id: b }])
    await notifications().postNotificationsChannelSubscriptions(id!, [{ id: c }])
    const listed = await notifications().getNotificationsChannelSubscriptions(id!)
    expect(listed.entities?.map(topic => topic.id)).toEqual([b, c])
    await notifications().deleteNotificationsChannelSubscriptions(id!)
    expect((await notifications().getNotificationsChannelSubscriptions(id!)).entities).toEqual([])
  })

  test('at most 1,000 topics on a channel; malformed topics are a 400', async () => {
    const { id } = await notifications().postNotificationsChannels()
    const topics = Array.from({ length: 1001 }, (_, i) => ({ id: campaignTopic(`c-${i}`) }))
    const tooMany = await failureOf(notifications().putNotificationsChannelSubscriptions(id!, topics))
    expect(tooMany.status).toBe(400)
    await notifications().putNotificationsChannelSubscriptions(id!, topics.slice(0, 1000))
    const oneMore = await failureOf(
      notifications().postNotificationsChannelSubscriptions(id!, [{ id: campaignTopic('c-extra') }])
    )
    expect(oneMore.status).toBe(400)

    const malformed = await failureOf(
      notifications().putNotificationsChannelSubscriptions(id!, [{ id: 'v2.outbound.campaigns' }])
    )
    expect(malformed.status).toBe(400)
  })
})

describe('events', () => {
  test("a campaign started through the API: its topic says so at once, in the platform's message shape", async () => {
    const { id, connectUri } = await notifications().postNotificationsChannels()
    const { messages } = await connect(connectUri!)
    const topic = campaignTopic(knownCampaigns.offPower)
    await notifications().putNotificationsChannelSubscriptions(id!, [{ id: topic }])
    const before = await outbound().getOutboundCampaign(knownCampaigns.offPower)

    await outbound().putOutboundCampaign(knownCampaigns.offPower, { ...before, campaignStatus: 'on' })
    await until(() => messages.length > 0, 'the status change')
    expect(messages[0]).toEqual({
      topicName: topic,
      version: '2',
      eventBody: expect.objectContaining({
        id: knownCampaigns.offPower,
        campaignStatus: 'on',
        version: before.version! + 1
      }),
      metadata: { CorrelationId: expect.any(String) }
    })
  })

  test('progress while it dials, and the change to complete or off that time makes', async () => {
    const { id, connectUri } = await notifications().postNotificationsChannels()
    const { messages } = await connect(connectUri!)
    const topic = campaignTopic(knownCampaigns.onPower)
    await notifications().putNotificationsChannelSubscriptions(id!, [
      { id: topic },
      { id: `${topic}.progress` }
    ])
    const calledBefore = (await outbound().getOutboundCampaignProgress(knownCampaigns.onPower))
      .numberOfContactsCalled!

    clock += 10_000
    emulator.state.notifications.scan()
    await until(() => messages.some(m => m.topicName === `${topic}.progress`), 'progress')
    const progress = messages.find(message => message.topicName === `${topic}.progress`)
    expect(progress?.eventBody).toMatchObject({
      campaign: { id: knownCampaigns.onPower },
      numberOfContactsCalled: calledBefore + 20,
      totalNumberOfContacts: expect.any(Number)
    })

    const current = await outbound().getOutboundCampaign(knownCampaigns.onPower)
    await outbound().putOutboundCampaign(knownCampaigns.onPower, { ...current, campaignStatus: 'off' })
    await until(
      () => messages.some(m => m.topicName === topic && m.eventBody.campaignStatus === 'stopping'),
      'stopping'
    )
    clock += 60_000
    emulator.state.notifications.scan()
    await until(
      () => messages.some(m => m.topicName === topic && m.eventBody.campaignStatus === 'off'),
      'off'
    )
    expect(messages.filter(m => m.topicName === topic).map(m => m.eventBody.campaignStatus)).toEqual([
      'stopping',
      'off'
    ])
  })

  test('a heartbeat every 30 s', async () => {
    const { connectUri } = await notifications().postNotificationsChannels()
    const { messages } = await connect(connectUri!)
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      emulator.state.notifications.start()
      jest.advanceTimersByTime(29_000)
      expect(messages).toEqual([])
      jest.advanceTimersByTime(1_000)
    } finally {
      jest.useRealTimers()
      emulator.state.notifications.start()
    }
    await until(() => messages.length > 0, 'the heartbeat')
    expect(messages[0]).toMatchObject({
      topicName: 'channel.metadata',
      eventBody: { message: 'WebSocket Heartbeat' }
    })
  })

  test('the control API drops every socket and refuses new channels for a while; it delays and loses events', async () => {
    const { connectUri } = await notifications().postNotificationsChannels()
    const { socket } = await connect(connectUri!)
    const closed = new Promise<void>(resolve => socket.once('close', () => resolve()))
    await fetch(`${emulator.url}/__emulator/notifications/drop`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refuseForMs: 5_000 })
    })
    await closed
    expect((await failureOf(notifications().postNotificationsChannels())).status).toBe(503)
    clock += 5_000
    const next = await notifications().postNotificationsChannels()
    const { messages } = await connect(next.connectUri!)
    const topic = campaignTopic(knownCampaigns.offPower)
    await notifications().putNotificationsChannelSubscriptions(next.id!, [{ id: topic }])

    await fetch(`${emulator.url}/__emulator/notifications/delivery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lose: 1 })
    })
    const before = await outbound().getOutboundCampaign(knownCampaigns.offPower)
    await outbound().putOutboundCampaign(knownCampaigns.offPower, { ...before, callerName: 'Lost event' })
    const after = await outbound().getOutboundCampaign(knownCampaigns.offPower)
    await outbound().putOutboundCampaign(knownCampaigns.offPower, { ...after, callerName: 'Seen event' })
    await until(() => messages.length > 0, 'the second change')
    expect(messages.map(m => m.eventBody.callerName)).toEqual(['Seen event'])
  })
})

describe('changes made by time', () => {
  test('a campaign a schedule turns on is published as soon as the clock control API moves past the start', async () => {
    const id = knownCampaigns.offPower
    const start = new Date(START + 60_000).toISOString().slice(0, 19)
    const end = new Date(START + 3_600_000).toISOString().slice(0, 19)
    await outbound().putOutboundSchedulesCampaign(id, { intervals: [{ start, end }], campaign: { id } })
    const channel = await notifications().postNotificationsChannels()
    const { messages } = await connect(channel.connectUri!)
    await notifications().putNotificationsChannelSubscriptions(channel.id!, [{ id: campaignTopic(id) }])

    // Nothing else reads the campaign: the move's own scan finds the change the schedule made.
    await fetch(`${emulator.url}/__emulator/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 60_000 })
    })
    await until(() => messages.some(m => m.topicName === campaignTopic(id)), 'the campaign event')
    expect(messages.find(m => m.topicName === campaignTopic(id))!.eventBody).toMatchObject({
      id,
      campaignStatus: 'on',
      dateModified: '2026-04-01T09:01:00.000Z'
    })
  })
})

describe('schedule and sequence topics', () => {
  test('v2.outbound.schedules.campaigns.{id}: a schedule replaced through the API is published with its new version', async () => {
    const id = knownCampaigns.offPower
    const interval = { start: '2026-04-02T09:00:00', end: '2026-04-02T17:00:00' }
    const first = await outbound().putOutboundSchedulesCampaign(id, {
      intervals: [interval],
      campaign: { id }
    })
    const channel = await notifications().postNotificationsChannels()
    const { messages } = await connect(channel.connectUri!)
    const topic = `v2.outbound.schedules.campaigns.${id}`
    const subscribed = await notifications().putNotificationsChannelSubscriptions(channel.id!, [
      { id: topic }
    ])
    expect(subscribed.entities).toEqual([expect.objectContaining({ id: topic })])

    await outbound().putOutboundSchedulesCampaign(id, {
      intervals: [{ start: '2026-04-02T10:00:00', end: '2026-04-02T18:00:00' }],
      campaign: { id },
      version: first.version
    })
    await until(() => messages.some(m => m.topicName === topic), 'the schedule event')
    const body = messages.find(m => m.topicName === topic)!.eventBody
    expect(body).toMatchObject({
      id,
      intervals: [{ start: '2026-04-02T10:00:00.000', end: '2026-04-02T18:00:00.000' }],
      version: first.version! + 1,
      campaign: { id }
    })
    expect(body).not.toHaveProperty('selfUri')
  })

  test('v2.outbound.sequences.{id}: a sequence turned on says so, and moving to its next campaign too', async () => {
    const sequence = await outbound().postOutboundSequences({
      name: 'Contract – topics',
      campaigns: [{ id: knownCampaigns.offPower }, { id: knownCampaigns.offPreview }],
      currentCampaign: 0,
      status: 'off'
    })
    const channel = await notifications().postNotificationsChannels()
    const { messages } = await connect(channel.connectUri!)
    const topic = `v2.outbound.sequences.${sequence.id}`
    await notifications().putNotificationsChannelSubscriptions(channel.id!, [{ id: topic }])

    await outbound().putOutboundSequence(sequence.id!, { ...sequence, status: 'on' })
    await until(() => messages.some(m => m.topicName === topic), 'the sequence event')
    expect(messages.find(m => m.topicName === topic)!.eventBody).toMatchObject({
      id: sequence.id,
      status: 'on',
      currentCampaign: 0,
      campaigns: [{ id: knownCampaigns.offPower }, { id: knownCampaigns.offPreview }]
    })
  })
})
