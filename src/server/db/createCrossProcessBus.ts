import { randomUUID } from 'node:crypto'

/** The few things the bus needs of a dedicated PostgreSQL connection (a `pg` Client). */
export interface ListenConnection {
  connect(): Promise<unknown>
  query(text: string): Promise<unknown>
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
  on(event: 'end', listener: () => void): unknown
  end(): Promise<void>
}

/** A message for the other processes: only ids and hashes, never a token or a person's data. */
export type CrossProcessPayload = Record<string, string | number | boolean | null | readonly string[]>

export interface CrossProcessBus {
  /** tells every other process (never this one: its caller has already done what it says here) */
  publish(channel: string, payload: CrossProcessPayload): Promise<void>
  /** whether notifications are being received now */
  readonly listening: boolean
  /**
   * Settles once the first attempt to listen is over (listening, or failed: reconnecting goes on meanwhile).
   * The database is handed out only then, so nothing is cached before the process listens.
   */
  readonly ready: Promise<void>
  /** stops listening and reconnecting (graceful shutdown, tests) */
  close(): Promise<void>
}

export interface CrossProcessBusOptions {
  /** the PostgreSQL channel every process of the app listens on */
  pgChannel: string
  /** a new dedicated connection (not from the pool: LISTEN belongs to one session) */
  connect(): ListenConnection
  /** sends a notification (through the pool: a publish must not wait for the listening connection) */
  notify(pgChannel: string, text: string): Promise<void>
  /** a message of another process */
  deliver(channel: string, payload: Record<string, unknown>): void
  /** notifications may have been missed (the connection was re-established): every cache must go */
  missed(): void
  warn(message: string): void
  /** the first wait before reconnecting, doubled on each failure up to `maxBackoffMs` */
  backoffMs?: number
  maxBackoffMs?: number
  /** how often the listening connection is checked (a connection dropped without a word says nothing) */
  heartbeatMs?: number
  /** this process's id in the messages (its own come back to it and are ignored) */
  origin?: string
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900

/**
 * Cross-process messages over PostgreSQL's LISTEN/NOTIFY, on one dedicated connection per process: several
 * server instances on one database invalidate each other's caches at once (docs/deployment.md). The connection
 * is reconnected with a growing pause when it fails; every time it is established again, `missed` is called,
 * since notifications sent while it was down are lost (and so when the first attempt failed: caches may have
 * been filled meanwhile). A first attempt that succeeds calls nothing: `ready` waited for it.
 */
export function createCrossProcessBus({
  pgChannel,
  connect,
  notify,
  deliver,
  missed,
  warn,
  backoffMs = 250,
  maxBackoffMs = 10_000,
  heartbeatMs = 30_000,
  origin = randomUUID()
}: CrossProcessBusOptions): CrossProcessBus {
  let connection: ListenConnection | undefined
  let listening = false
  let closed = false
  let failures = 0
  let retry: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let attempts = 0
  let settleReady: () => void = () => undefined
  const ready = new Promise<void>(resolve => (settleReady = resolve))

  function onNotification({ channel, payload }: { channel: string; payload?: string }) {
    if (channel !== pgChannel || !payload) return
    let message: unknown
    try {
      message = JSON.parse(payload)
    } catch {
      return
    }
    if (typeof message !== 'object' || message === null) return
    const { o, c, p } = message as { o?: unknown; c?: unknown; p?: unknown }
    if (o === origin || typeof c !== 'string' || typeof p !== 'object' || p === null) return
    deliver(c, p as Record<string, unknown>)
  }

  function lost(current: ListenConnection, reason: string) {
    if (connection !== current) return
    settleReady()
    connection = undefined
    listening = false
    clearInterval(heartbeat)
    void current.end().catch(() => undefined)
    if (closed) return
    const wait = Math.min(maxBackoffMs, backoffMs * 2 ** failures)
    failures += 1
    warn(`The cross-process notifications connection was lost (${reason}); reconnecting in ${wait} ms.`)
    retry = setTimeout(start, wait)
    retry.unref?.()
  }

  function start() {
    retry = undefined
    if (closed) return
    const current = connect()
    connection = current
    attempts += 1
    const first = attempts === 1
    current.on('notification', onNotification)
    current.on('error', error => lost(current, error.message))
    current.on('end', () => lost(current, 'the connection ended'))
    void (async () => {
      await current.connect()
      await current.query(`LISTEN ${pgChannel}`)
    })().then(
      () => {
        if (connection !== current) return
        listening = true
        failures = 0
        if (!first) missed()
        settleReady()
        heartbeat = setInterval(() => {
          current.query('SELECT 1').catch((error: Error) => lost(current, error.message))
        }, heartbeatMs)
        heartbeat.unref?.()
      },
      (error: Error) => lost(current, error.message)
    )
  }

  start()

  return {
    async publish(channel, payload) {
      if (closed) return
      const text = JSON.stringify({ o: origin, c: channel, p: payload })
      if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES) throw new Error(`The ${channel} message is too long.`)
      await notify(pgChannel, text)
    },
    get listening() {
      return listening
    },
    ready,
    async close() {
      closed = true
      settleReady()
      clearTimeout(retry)
      clearInterval(heartbeat)
      const current = connection
      connection = undefined
      listening = false
      await current?.end().catch(() => undefined)
    }
  }
}
