import { NotificationChannel, type SocketLike, TOPICS_DEBOUNCE_MS } from './NotificationChannel'
import { type NotificationsApi, TopicsRefusedError } from './NotificationsApi'

// Topics the platform rejects (the person may not view them) under either reading of the platform: a 200
// listing them as Rejected (ignoreErrors=true), or the whole change refused, naming them.

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  onerror: SocketLike['onerror'] = null
  close() {}
  send(topicName: string) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ topicName, eventBody: {} }) }))
  }
  drop() {
    this.onclose?.(new CloseEvent('close'))
  }
}

const FORBIDDEN = 'v2.outbound.schedules.campaigns.c1'
const ALLOWED = 'v2.outbound.campaigns.c1'

let sockets: FakeSocket[]
let puts: string[][]
let reading: 'listed' | 'refused' | 'refusedUnnamed'

const api: NotificationsApi = {
  createChannel: async () => ({
    id: `channel-${sockets.length + 1}`,
    connectUri: 'wss://streaming.example/x'
  }),
  replaceTopics: async (_id, topics) => {
    puts.push([...topics])
    const forbidden = topics.filter(topic => topic === FORBIDDEN)
    if (forbidden.length > 0 && reading === 'refused') throw new TopicsRefusedError(forbidden)
    if (forbidden.length > 0 && reading === 'refusedUnnamed') throw new TopicsRefusedError([])
    return { rejected: forbidden }
  }
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

async function openChannel() {
  const channel = new NotificationChannel(api, () => {
    const socket = new FakeSocket()
    sockets.push(socket)
    return socket
  })
  const events: string[] = []
  const rejectedSeen: string[][] = []
  channel.onRejected(() => rejectedSeen.push([...channel.getRejected()]))
  channel.subscribe([ALLOWED], event => events.push(event.topicName))
  channel.subscribe([FORBIDDEN, ALLOWED], event => events.push(event.topicName))
  await settle()
  sockets[0]!.onopen?.(new Event('open'))
  await settle()
  return { channel, events, rejectedSeen }
}

beforeEach(() => {
  jest.useFakeTimers()
  sockets = []
  puts = []
  reading = 'listed'
})
afterEach(() => jest.useRealTimers())

describe.each(['listed', 'refused'] as const)('a topic the platform %s', which => {
  beforeEach(() => {
    reading = which
  })

  it('does not take the channel down: the other topics are live, and the rejected one is said', async () => {
    const { channel, events, rejectedSeen } = await openChannel()
    expect(channel.getState()).toBe('live')
    expect([...channel.getRejected()]).toEqual([FORBIDDEN])
    expect(rejectedSeen.at(-1)).toEqual([FORBIDDEN])
    // refused: tried once more without it; listed: the platform kept the others, nothing more to send
    expect(puts).toEqual(which === 'refused' ? [[ALLOWED, FORBIDDEN], [ALLOWED]] : [[ALLOWED, FORBIDDEN]])
    sockets[0]!.send(ALLOWED)
    expect(events).toEqual([ALLOWED, ALLOWED])
  })

  it('is left out of later changes of topics while the channel lives, and tried again on a new channel', async () => {
    const { channel } = await openChannel()
    const sent = puts.length
    channel.subscribe(['v2.outbound.campaigns.c2'], () => undefined)
    await jest.advanceTimersByTimeAsync(TOPICS_DEBOUNCE_MS)
    expect(puts.slice(sent)).toEqual([[ALLOWED, 'v2.outbound.campaigns.c2']])

    sockets[0]!.drop()
    expect(channel.getState()).toBe('down')
    await jest.advanceTimersByTimeAsync(1_500)
    sockets[1]!.onopen?.(new Event('open'))
    await settle()
    expect(puts.at(which === 'refused' ? -2 : -1)).toContain(FORBIDDEN)
    expect(channel.getState()).toBe('live')
    expect([...channel.getRejected()]).toEqual([FORBIDDEN])
  })
})

it('a refusal that names no topic still fails the channel (it is tried again later)', async () => {
  reading = 'refusedUnnamed'
  const { channel } = await openChannel()
  expect(channel.getState()).toBe('down')
  expect(channel.getRejected().size).toBe(0)
})
