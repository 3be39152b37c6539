/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events'
import { createCrossProcessBus, type ListenConnection } from './createCrossProcessBus'

/** A stand-in for a pg Client: connects (or fails to) when told, records its queries, can be dropped. */
class FakeConnection extends EventEmitter implements ListenConnection {
  queries: string[] = []
  ended = false
  constructor(private readonly failConnect = false) {
    super()
  }
  async connect() {
    if (this.failConnect) throw new Error('connection refused')
  }
  async query(text: string) {
    this.queries.push(text)
  }
  async end() {
    this.ended = true
  }
  notify(payload: unknown, channel = 'cm_test') {
    this.emit('notification', { channel, payload: JSON.stringify(payload) })
  }
}

function setup({ failFirst = 0 }: { failFirst?: number } = {}) {
  const connections: FakeConnection[] = []
  const delivered: [string, Record<string, unknown>][] = []
  const sent: [string, string][] = []
  const warnings: string[] = []
  let missed = 0
  const bus = createCrossProcessBus({
    pgChannel: 'cm_test',
    connect: () => {
      const connection = new FakeConnection(connections.length < failFirst)
      connections.push(connection)
      return connection
    },
    notify: async (channel, text) => void sent.push([channel, text]),
    deliver: (channel, payload) => void delivered.push([channel, payload]),
    missed: () => void (missed += 1),
    warn: message => void warnings.push(message),
    backoffMs: 100,
    maxBackoffMs: 400,
    origin: 'me'
  })
  const connection = (index: number): FakeConnection => {
    const found = connections[index]
    if (!found) throw new Error(`no connection ${index} was made`)
    return found
  }
  return { bus, connections, connection, delivered, sent, warnings, missed: () => missed }
}

describe('createCrossProcessBus', () => {
  afterEach(() => jest.useRealTimers())

  it('listens on one dedicated connection, ready once it listens (nothing was cached before: no drop)', async () => {
    const { bus, connections, connection, missed } = setup()
    await bus.ready
    expect(connections).toHaveLength(1)
    expect(connection(0).queries).toEqual(['LISTEN cm_test'])
    expect(bus.listening).toBe(true)
    expect(missed()).toBe(0)
    await bus.close()
  })

  it("hands the other processes' messages to the subscribers and ignores its own and malformed ones", async () => {
    const { bus, connection, delivered } = setup()
    await bus.ready
    connection(0).notify({ o: 'other', c: 'users.changed', p: { orgId: 'org-1' } })
    connection(0).notify({ o: 'me', c: 'users.changed', p: { orgId: 'org-2' } })
    connection(0).notify({ o: 'other', c: 'users.changed', p: { orgId: 'org-3' } }, 'another_channel')
    connection(0).emit('notification', { channel: 'cm_test', payload: 'not json' })
    connection(0).notify({ o: 'other', c: 42, p: {} })
    expect(delivered).toEqual([['users.changed', { orgId: 'org-1' }]])
    await bus.close()
  })

  it('publishes with its origin, so that it can ignore its own message', async () => {
    const { bus, sent } = setup()
    await bus.publish('token.refused', { tokenHash: 'ab'.repeat(32) })
    expect(sent).toEqual([
      ['cm_test', JSON.stringify({ o: 'me', c: 'token.refused', p: { tokenHash: 'ab'.repeat(32) } })]
    ])
    await expect(bus.publish('campaigns.changed', { ids: ['x'.repeat(8000)] })).rejects.toThrow(/too long/)
    await bus.close()
  })

  it('reconnects after a lost connection with a growing pause, and drops the caches again', async () => {
    jest.useFakeTimers()
    const { bus, connections, connection, warnings, missed } = setup({ failFirst: 0 })
    await jest.advanceTimersByTimeAsync(0)
    expect(missed()).toBe(0)

    connection(0).emit('error', new Error('terminating connection due to administrator command'))
    expect(bus.listening).toBe(false)
    expect(connection(0).ended).toBe(true)
    expect(warnings[0]).toMatch(/lost \(terminating connection.*reconnecting in 100 ms/)
    await jest.advanceTimersByTimeAsync(99)
    expect(connections).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(connections).toHaveLength(2)
    expect(connection(1).queries).toEqual(['LISTEN cm_test'])
    expect(bus.listening).toBe(true)
    // notifications sent while it was down are lost: every cache starts over
    expect(missed()).toBe(1)

    // the old connection's late events change nothing
    connection(0).emit('end')
    expect(bus.listening).toBe(true)
    await bus.close()
  })

  it('keeps trying while the database cannot be reached, waiting longer each time up to the maximum', async () => {
    jest.useFakeTimers()
    const { bus, connections, warnings, missed } = setup({ failFirst: 4 })
    await jest.advanceTimersByTimeAsync(0)
    // the first attempt failed: the app does not wait for the next ones…
    let ready = false
    void bus.ready.then(() => (ready = true))
    await jest.advanceTimersByTimeAsync(0)
    expect(ready).toBe(true)
    await jest.advanceTimersByTimeAsync(100 + 200 + 400 + 400)
    expect(connections).toHaveLength(5)
    expect(warnings.map(warning => /in (\d+) ms/.exec(warning)?.[1])).toEqual(['100', '200', '400', '400'])
    expect(bus.listening).toBe(true)
    // …so caches may have been filled before it listened
    expect(missed()).toBe(1)
    await bus.close()
  })

  it('notices a connection that died silently through its heartbeat', async () => {
    jest.useFakeTimers()
    const { bus, connections, connection, missed } = setup()
    await jest.advanceTimersByTimeAsync(0)
    connection(0).query = async () => {
      throw new Error('Connection terminated unexpectedly')
    }
    await jest.advanceTimersByTimeAsync(30_000)
    expect(bus.listening).toBe(false)
    await jest.advanceTimersByTimeAsync(100)
    expect(connections).toHaveLength(2)
    expect(missed()).toBe(1)
    await bus.close()
  })

  it('stops listening and reconnecting once closed', async () => {
    jest.useFakeTimers()
    const { bus, connections, connection, sent } = setup()
    await jest.advanceTimersByTimeAsync(0)
    await bus.close()
    expect(connection(0).ended).toBe(true)
    expect(bus.listening).toBe(false)
    connection(0).emit('error', new Error('late'))
    await jest.advanceTimersByTimeAsync(10_000)
    expect(connections).toHaveLength(1)
    await bus.publish('users.changed', { orgId: 'org-1' })
    expect(sent).toEqual([])
  })
})
