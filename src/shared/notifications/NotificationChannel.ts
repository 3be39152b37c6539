/**
 * One Genesys Cloud notification channel for this browser tab (the platform's Notifications API): created with
 * the person's own token, a WebSocket to its connectUri, and the topics every part of the page asks for, kept
 * subscribed in one set. The page learns of changes when they happen instead of asking every few seconds.
 *
 * States: `idle` (nothing asked for yet), `connecting`, `live` (subscribed: events arrive), `down` (no channel;
 * the page polls meanwhile, and the channel retries with backoff). A channel that stays silent beyond the
 * platform's 30 s heartbeat (HEARTBEAT_TIMEOUT_MS) is taken as dead; `v2.system.socket_closing` (the platform
 * closing it, e.g. a 21st channel of the same person) moves to a new channel at once.
 *
 * A topic the platform rejects (the person may not view it) leaves the others live (ChannelTopics).
 */
import { ChannelTopics } from './ChannelTopics'
import type { NotificationsApi } from './NotificationsApi'

export { MAX_TOPICS } from './ChannelTopics'
export type { NotificationsApi } from './NotificationsApi'

/** The browser's WebSocket (tests give a fake). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onerror: ((event: Event) => void) | null
  close(): void
}

export type ChannelState = 'idle' | 'connecting' | 'live' | 'down'

/** A message of the channel, as the platform sends it. */
export interface ChannelEvent {
  topicName: string
  eventBody: unknown
}

type Listener = (event: ChannelEvent) => void

/** twice the platform's heartbeat interval (30 s), and a little more */
export const HEARTBEAT_TIMEOUT_MS = 70_000
/** a burst of topic changes (a page of rows rendering, filters typed) is sent as one PUT */
export const TOPICS_DEBOUNCE_MS = 300
/** a page left for another keeps the channel this long, for the next page's topics */
export const IDLE_CLOSE_MS = 15_000
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000]

const HEARTBEAT_TOPIC = 'channel.metadata'
const CLOSING_TOPIC = 'v2.system.socket_closing'

export class NotificationChannel {
  private state: ChannelState = 'idle'
  private readonly stateListeners = new Set<(state: ChannelState) => void>()
  private readonly subscribers = new Map<number, { topics: readonly string[]; listener: Listener }>()
  private nextSubscriber = 1
  private socket: SocketLike | null = null
  private channelId: string | null = null
  /** the topics on the platform: sent one PUT at a time, the rejected ones left out */
  private readonly subscription: ChannelTopics
  private failures = 0
  private generation = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private silenceTimer: ReturnType<typeof setTimeout> | undefined
  private topicsTimer: ReturnType<typeof setTimeout> | undefined
  private idleTimer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly api: NotificationsApi,
    private readonly openSocket: (uri: string) => SocketLike
  ) {
    this.subscription = new ChannelTopics(api, () =>
      [...this.subscribers.values()].flatMap(({ topics }) => topics)
    )
  }

  getState(): ChannelState {
    return this.state
  }

  onState(listener: (state: ChannelState) => void): () => void {
    this.stateListeners.add(listener)
    return () => this.stateListeners.delete(listener)
  }

  /** Asks for `topics`; `listener` receives their events. Answers the way to stop. */
  subscribe(topics: readonly string[], listener: Listener): () => void {
    const id = this.nextSubscriber++
    this.subscribers.set(id, { topics, listener })
    this.topicsChanged()
    return () => {
      this.subscribers.delete(id)
      this.topicsChanged()
    }
  }

  /** Every topic asked for and not rejected, at most MAX_TOPICS (the first asked for first). */
  topics(): string[] {
    return this.subscription.topics()
  }

  /** The topics the platform rejected on this channel (the person may not view them): their events never come. */
  getRejected(): ReadonlySet<string> {
    return this.subscription.getRejected()
  }

  onRejected(listener: () => void): () => void {
    return this.subscription.onRejected(listener)
  }

  /** Closes the channel and forgets every subscriber (signing out; tests). */
  dispose(): void {
    this.subscribers.clear()
    this.close()
  }

  private close() {
    this.generation += 1
    this.clearTimers()
    this.closeSocket()
    this.setState('idle')
  }

  private topicsChanged() {
    clearTimeout(this.idleTimer)
    if (this.subscribers.size === 0) {
      // Nobody asks any more (the page was left, or the person signed out): closed unless a page asks soon.
      this.idleTimer = setTimeout(() => this.close(), IDLE_CLOSE_MS)
      return
    }
    if (this.state === 'idle') {
      void this.connect()
      return
    }
    if (this.state !== 'live') return // sent when the socket opens
    clearTimeout(this.topicsTimer)
    this.topicsTimer = setTimeout(() => void this.sendTopics(this.generation), TOPICS_DEBOUNCE_MS)
  }

  private async connect() {
    if (this.subscribers.size === 0) {
      this.close()
      return
    }
    const generation = ++this.generation
    this.clearTimers()
    this.closeSocket()
    this.setState('connecting')
    try {
      const { id, connectUri } = await this.api.createChannel()
      if (generation !== this.generation) return
      this.channelId = id
      this.subscription.reset()
      const socket = this.openSocket(connectUri)
      this.socket = socket
      socket.onopen = () => {
        if (generation !== this.generation) return
        void this.sendTopics(generation).then(sent => {
          if (!sent || generation !== this.generation) return
          this.failures = 0
          this.setState('live')
          this.expectHeartbeat(generation)
        })
      }
      socket.onmessage = ({ data }) => {
        if (generation !== this.generation) return
        this.expectHeartbeat(generation)
        this.receive(data)
      }
      socket.onclose = () => {
        if (generation === this.generation) this.fail()
      }
      socket.onerror = () => {
        if (generation === this.generation) this.fail()
      }
    } catch {
      if (generation === this.generation) this.fail()
    }
  }

  /** PUT the topics (ChannelTopics); false when not sent, and a refusal fails the channel. */
  private async sendTopics(generation: number): Promise<boolean> {
    const outcome = await this.subscription.send(generation, () =>
      generation === this.generation ? this.channelId : null
    )
    if (outcome === 'failed' && generation === this.generation) this.fail()
    return outcome === 'sent'
  }

  private receive(data: unknown) {
    let message: ChannelEvent
    try {
      message = JSON.parse(String(data)) as ChannelEvent
    } catch {
      return
    }
    if (!message || typeof message.topicName !== 'string') return
    if (message.topicName === HEARTBEAT_TOPIC) return
    if (message.topicName === CLOSING_TOPIC) {
      // The platform is closing this channel: a new one at once, before the events stop.
      void this.connect()
      return
    }
    for (const { topics, listener } of [...this.subscribers.values()])
      if (topics.includes(message.topicName)) listener(message)
  }

  private expectHeartbeat(generation: number) {
    clearTimeout(this.silenceTimer)
    this.silenceTimer = setTimeout(() => {
      if (generation === this.generation) this.fail()
    }, HEARTBEAT_TIMEOUT_MS)
  }

  /** The channel is gone or refused: the page polls, and a new channel is tried after a growing pause. */
  private fail() {
    this.generation += 1
    this.clearTimers()
    this.closeSocket()
    this.setState('down')
    const delay = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)]!
    this.failures += 1
    // a little jitter, so that many screens cut off together do not all come back in the same second
    this.retryTimer = setTimeout(() => void this.connect(), delay * (0.8 + Math.random() * 0.4))
  }

  private closeSocket() {
    const socket = this.socket
    this.socket = null
    this.channelId = null
    if (!socket) return
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null
    try {
      socket.close()
    } catch {
      /* already closed */
    }
  }

  private clearTimers() {
    clearTimeout(this.idleTimer)
    clearTimeout(this.retryTimer)
    clearTimeout(this.silenceTimer)
    clearTimeout(this.topicsTimer)
  }

  private setState(state: ChannelState) {
    if (state === this.state) return
    this.state = state
    for (const listener of [...this.stateListeners]) listener(state)
  }
}
