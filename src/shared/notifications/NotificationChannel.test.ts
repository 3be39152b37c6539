import {
  type ChannelEvent,
  HEARTBEAT_TIMEOUT_MS,
  IDLE_CLOSE_MS,
  MAX_TOPICS,
  NotificationChannel,
  type NotificationsApi,
  type SocketLike,
  TOPICS_DEBOUNCE_MS
} from './NotificationChannel'

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  onerror: SocketLike['onerror'] = null
  closed = false
  constructor(readonly uri: string) {}
  close() {
    this.closed = true
  }
  open() {
    this.onopen?.(new Event('open'))
  }
  send(topicName: string, eventBody: unknown = {}) {
    this.onmessage?.(
      new MessageEvent('message', {
        data: JSON.stringify({ topicName, version: '2', eventBody, metadata: {} })
      })
    )
  }
  drop() {
    this.onclose?.(new CloseEvent('close'))
  }
}

let sockets: FakeSocket[]
let created: number
let puts: { channelId: string; topics: readonly string[] }[]
let refuseChannels: boolean
let refuseTopics: boolean
const api: NotificationsApi = {
  createChannel: async () => {
    if (refuseChannels) throw new Error('503')
    created += 1
    return { id: `channel-${created}`, connectUri: `wss://streaming.example/channels/channel-${created}` }
  },
  replaceTopics: async (channelId, topics) => {
    if (refuseTopics) throw new Error('400')
    puts.push({ channelId, topics: [...topics] })
    return { rejected: [] }
  }
}

function newChannel() {
  const channel = new NotificationChannel(api, uri => {
    const socket = new FakeSocket(uri)
    sockets.push(socket)
    return socket
  })
  const states: string[] = []
  channel.onState(state => states.push(state))
  return { channel, states }
}

/** Lets the channel's promises settle (fake timers do not run them). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

beforeEach(() => {
  jest.useFakeTimers()
  sockets = []
  created = 0
  puts = []
  refuseChannels = false
  refuseTopics = false
})
afterEach(() => jest.useRealTimers())

describe('NotificationChannel', () => {
  it('opens a channel when topics are first asked for, subscribes them, and is live', async () => {
    const { channel, states } = newChannel()
    expect(channel.getState()).toBe('idle')
    const received: ChannelEvent[] = []
    channel.subscribe(['v2.outbound.campaigns.a', 'v2.outbound.campaigns.a.progress'], event =>
      received.push(event)
    )
    await settle()
    expect(sockets.map(socket => socket.uri)).toEqual(['wss://streaming.example/channels/channel-1'])
    sockets[0]!.open()
    await settle()
    expect(puts).toEqual([
      { channelId: 'channel-1', topics: ['v2.outbound.campaigns.a', 'v2.outbound.campaigns.a.progress'] }
    ])
    expect(states).toEqual(['connecting', 'live'])

    sockets[0]!.send('v2.outbound.campaigns.a', { id: 'a', campaignStatus: 'on' })
    sockets[0]!.send('v2.outbound.campaigns.b', { id: 'b' }) // not asked for
    sockets[0]!.send('channel.metadata', { message: 'WebSocket Heartbeat' })
    expect(received).toEqual([
      {
        topicName: 'v2.outbound.campaigns.a',
        version: '2',
        eventBody: { id: 'a', campaignStatus: 'on' },
        metadata: {}
      }
    ])
  })

  it('sends a burst of topic changes as one PUT of the whole set, and nothing when the set is the same', async () => {
    const { channel } = newChannel()
    const stopA = channel.subscribe(['t.a'], () => undefined)
    await settle()
    sockets[0]!.open()
    await settle()
    channel.subscribe(['t.b'], () => undefined)
    channel.subscribe(['t.c', 't.a'], () => undefined)
    stopA()
    await jest.advanceTimersByTimeAsync(TOPICS_DEBOUNCE_MS)
    expect(puts.map(put => put.topics)).toEqual([['t.a'], ['t.b', 't.c', 't.a']])
    // the same set again: nothing sent
    const stop = channel.subscribe(['t.b'], () => undefined)
    stop()
    await jest.advanceTimersByTimeAsync(TOPICS_DEBOUNCE_MS)
    expect(puts).toHaveLength(2)
  })

  it('sends one PUT at a time, and the topics asked for meanwhile once it is done (the newest set wins)', async () => {
    const slow: { topics: string[]; answer: () => void }[] = []
    const slowApi: NotificationsApi = {
      createChannel: api.createChannel,
      replaceTopics: (_channelId, topics) =>
        new Promise(resolve => slow.push({ topics: [...topics], answer: () => resolve({ rejected: [] }) }))
    }
    const channel = new NotificationChannel(slowApi, uri => {
      const socket = new FakeSocket(uri)
      sockets.push(socket)
      return socket
    })
    channel.subscribe(['t.active'], () => undefined)
    await settle()
    sockets[0]!.open()
    await settle()
    // the page's rows arrive while the first PUT is on its way: not lost, and not sent beside it
    channel.subscribe(['t.row'], () => undefined)
    await jest.advanceTimersByTimeAsync(TOPICS_DEBOUNCE_MS)
    expect(slow.map(put => put.topics)).toEqual([['t.active']])
    slow[0]!.answer()
    await settle()
    expect(slow.map(put => put.topics)).toEqual([['t.active'], ['t.active', 't.row']])
    expect(channel.getState()).toBe('connecting')
    slow[1]!.answer()
    await settle()
    expect(channel.getState()).toBe('live')

    // while live: a change during a slow PUT waits for it, then the newest set goes
    channel.subscribe(['t.other'], () => undefined)
    await jest.advanceTimersByTimeAsync(TOPICS_DEBOUNCE_MS)
    channel.subscribe(['t.last'], () => undefined)
    await jest.advanceTimersByTimeAsync(TOPICS_DEBOUNCE_MS)
    expect(slow).toHaveLength(3)
    slow[2]!.answer()
    await settle()
    expect(slow.map(put => put.topics).at(-1)).toEqual(['t.active', 't.row', 't.other', 't.last'])
    expect(slow).toHaveLength(4)
  })

  it('never asks for more than the platform allows on one channel', async () => {
    const { channel } = newChannel()
    channel.subscribe(
      Array.from({ length: MAX_TOPICS + 200 }, (_, i) => `v2.outbound.campaigns.c${i}`),
      () => undefined
    )
    await settle()
    sockets[0]!.open()
    await settle()
    expect(puts[0]!.topics).toHaveLength(MAX_TOPICS)
  })

  it('a dropped socket: down at once (the page polls), then a new channel after a pause, subscribed again', async () => {
    const { channel, states } = newChannel()
    channel.subscribe(['t.a'], () => undefined)
    await settle()
    sockets[0]!.open()
    await settle()
    sockets[0]!.drop()
    expect(channel.getState()).toBe('down')
    await jest.advanceTimersByTimeAsync(500)
    expect(sockets).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(1_000)
    expect(sockets).toHaveLength(2)
    sockets[1]!.open()
    await settle()
    expect(puts.at(-1)).toEqual({ channelId: 'channel-2', topics: ['t.a'] })
    expect(states).toEqual(['connecting', 'live', 'down', 'connecting', 'live'])
  })

  it('backs off further and further while channels are refused', async () => {
    refuseChannels = true
    const { channel } = newChannel()
    channel.subscribe(['t.a'], () => undefined)
    await settle()
    expect(channel.getState()).toBe('down')
    const createChannel = jest.spyOn(api, 'createChannel')
    await jest.advanceTimersByTimeAsync(20_000)
    // about 1 s, 2 s, 5 s, 10 s apart (±20 %): four tries in 20 s, not twenty
    expect(createChannel.mock.calls.length).toBeGreaterThanOrEqual(3)
    expect(createChannel.mock.calls.length).toBeLessThanOrEqual(4)
    createChannel.mockRestore()
  })

  it('a channel silent for longer than the heartbeat allows is taken as dead', async () => {
    const { channel } = newChannel()
    channel.subscribe(['t.a'], () => undefined)
    await settle()
    sockets[0]!.open()
    await settle()
    await jest.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1_000)
    sockets[0]!.send('channel.metadata', { message: 'WebSocket Heartbeat' })
    await jest.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1_000)
    expect(channel.getState()).toBe('live')
    await jest.advanceTimersByTimeAsync(1_000)
    expect(channel.getState()).toBe('down')
    expect(sockets[0]!.closed).toBe(true)
  })

  it('moves to a new channel at once when the platform says it is closing this one', async () => {
    const { channel } = newChannel()
    channel.subscribe(['t.a'], () => undefined)
    await settle()
    sockets[0]!.open()
    await settle()
    sockets[0]!.send('v2.system.socket_closing', {})
    await settle()
    expect(sockets).toHaveLength(2)
    expect(sockets[0]!.closed).toBe(true)
  })

  it('a change of topics refused without naming any (a 400, a 403 of another reading) leaves the channel down, to be tried again', async () => {
    refuseTopics = true
    const { channel } = newChannel()
    channel.subscribe(['t.a'], () => undefined)
    await settle()
    sockets[0]!.open()
    await settle()
    expect(channel.getState()).toBe('down')
    expect(sockets[0]!.closed).toBe(true)
  })

  it('closes once no page has asked for anything for a while, and opens again when one asks', async () => {
    const { channel } = newChannel()
    const stop = channel.subscribe(['t.a'], () => undefined)
    await settle()
    sockets[0]!.open()
    await settle()
    stop()
    await jest.advanceTimersByTimeAsync(IDLE_CLOSE_MS - 1_000)
    // the next page asks in time: the same channel serves it
    const stopNext = channel.subscribe(['t.b'], () => undefined)
    await jest.advanceTimersByTimeAsync(TOPICS_DEBOUNCE_MS)
    expect(sockets).toHaveLength(1)
    expect(puts.at(-1)).toEqual({ channelId: 'channel-1', topics: ['t.b'] })
    stopNext()
    await jest.advanceTimersByTimeAsync(IDLE_CLOSE_MS)
    expect(channel.getState()).toBe('idle')
    expect(sockets[0]!.closed).toBe(true)
  })

  it('dispose closes the socket and stops retrying', async () => {
    const { channel } = newChannel()
    channel.subscribe(['t.a'], () => undefined)
    await settle()
    sockets[0]!.open()
    await settle()
    channel.dispose()
    expect(sockets[0]!.closed).toBe(true)
    await jest.advanceTimersByTimeAsync(120_000)
    expect(sockets).toHaveLength(1)
    expect(channel.getState()).toBe('idle')
  })
})
