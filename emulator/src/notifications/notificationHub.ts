import { randomUUID } from 'node:crypto'

import type { PlatformObserver } from '../modelCheck/platformObserver'
import type { RealismSettings } from '../realism'
import { type ChannelRecord, ChannelStore } from './channelStore'
import { type DeliveryFaults, EventDelivery } from './eventDelivery'

/** What the hub reads topics with (the emulator's state, through topicBodies.ts). */
export interface TopicSource {
  /** runs `read` with the organisation caught up once: what it reads is of one moment */
  caughtUp<T>(orgId: string, read: () => T): T
  /** what a topic of the organisation says now; undefined when its subject does not exist */
  bodyOf(orgId: string, topic: string): unknown
  /** the body as it goes out at `now` */
  sentBodyOf(topic: string, body: unknown, now: number): unknown
}

export const HEARTBEAT_INTERVAL_MS = 30_000
/** how often the emulator looks for changes that time makes (dialing, stopping → off, completion) */
export const SCAN_INTERVAL_MS = 1000
/** progress is sent at most this often per campaign while it dials, as the platform paces it */
export const PROGRESS_INTERVAL_MS = 2000

/** what a topic that has said nothing yet is remembered as */
const SILENT = ''

const message = (topicName: string, eventBody: unknown) =>
  JSON.stringify({ topicName, version: '2', eventBody, metadata: { CorrelationId: randomUUID() } })

/**
 * The Notifications API's delivery: channels, their sockets, and every change of a subscribed campaign sent
 * to the channels that asked for it. Changes are found by comparing what each subscribed topic would say now
 * with what it said last (`scan`), after every write through the API and every SCAN_INTERVAL_MS for what time
 * changes by itself: one place, whatever made the change.
 */
export class NotificationHub {
  readonly channels: ChannelStore
  /** how messages leave: the control API's faults, and the realism mode's jitter (eventDelivery.ts) */
  readonly delivery: EventDelivery
  readonly faults: DeliveryFaults
  /** told of every event sent (the model check) */
  observer: PlatformObserver | undefined
  /** what each topic said last, per organisation */
  private said = new Map<string, string>()
  private progressSentAt = new Map<string, number>()
  private timers: NodeJS.Timeout[] = []

  constructor(
    private readonly now: () => number,
    realism: RealismSettings | null,
    private readonly source: TopicSource
  ) {
    this.channels = new ChannelStore(now)
    this.delivery = new EventDelivery(realism)
    this.faults = this.delivery.faults
  }

  /** Starts the heartbeat and the scan for time-made changes (the running emulator; tests may scan by hand). */
  start(): void {
    this.stop()
    this.timers = [
      setInterval(() => this.heartbeat(), HEARTBEAT_INTERVAL_MS),
      setInterval(() => this.scan(), SCAN_INTERVAL_MS)
    ]
    for (const timer of this.timers) timer.unref()
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer)
    this.timers = []
  }

  reset(): void {
    this.channels.clear()
    this.said.clear()
    this.progressSentAt.clear()
    this.delivery.reset()
  }

  /**
   * Remembers what a topic says now, so that only later changes are sent. A topic that says nothing yet (a
   * campaign not scheduled) is remembered as silent: its first word (the schedule saved) is a change.
   */
  remember(channel: ChannelRecord, topics: Iterable<string>): void {
    this.source.caughtUp(channel.organizationId, () => {
      for (const topic of topics) {
        const key = `${channel.organizationId} ${topic}`
        const body = this.source.bodyOf(channel.organizationId, topic)
        if (body !== undefined) this.said.set(key, JSON.stringify(body))
        else if (!this.said.has(key)) this.said.set(key, SILENT)
      }
    })
  }

  /** Sends what changed since it was last said, for every topic a connected channel has. */
  scan(): void {
    const byOrg = new Map<string, Set<string>>()
    for (const channel of this.channels.all()) {
      if (!channel.socket) continue
      const topics = byOrg.get(channel.organizationId) ?? new Set<string>()
      for (const topic of channel.topics) topics.add(topic)
      byOrg.set(channel.organizationId, topics)
    }
    for (const [orgId, topics] of byOrg)
      this.source.caughtUp(orgId, () => this.scanOrganization(orgId, topics))
  }

  /** The topics of one organisation, read at one moment (caught up once). */
  private scanOrganization(orgId: string, topics: Set<string>): void {
    for (const topic of topics) {
      const body = this.source.bodyOf(orgId, topic)
      if (body === undefined) continue
      const key = `${orgId} ${topic}`
      const text = JSON.stringify(body)
      if (this.said.get(key) === text) continue
      const first = !this.said.has(key)
      if (!first && topic.endsWith('.progress')) {
        if (this.now() - (this.progressSentAt.get(key) ?? 0) < PROGRESS_INTERVAL_MS) continue
        this.progressSentAt.set(key, this.now())
      }
      this.said.set(key, text)
      if (!first) this.publish(orgId, topic, this.source.sentBodyOf(topic, body, this.now()))
    }
  }

  /** Sends an event to every connected channel of the organisation that has the topic. */
  publish(orgId: string, topicName: string, eventBody: unknown): void {
    this.observer?.event(topicName, eventBody)
    for (const channel of this.channels.all()) {
      if (channel.organizationId !== orgId || !channel.topics.has(topicName) || !channel.socket) continue
      if (this.delivery.keeps()) this.delivery.send(channel.socket, message(topicName, eventBody), 'event')
    }
  }

  /** The platform closing a channel: it says so first. */
  closing(channel: ChannelRecord): void {
    if (!channel.socket) return
    this.observer?.event('v2.system.socket_closing', {})
    this.delivery.send(channel.socket, message('v2.system.socket_closing', {}), 'closing')
  }

  /** Every socket dropped (the control API), as a network failure would. */
  dropAll(): void {
    for (const channel of this.channels.all()) {
      channel.socket?.terminate()
      channel.socket = null
    }
  }

  private heartbeat() {
    this.observer?.event('channel.metadata', { message: 'WebSocket Heartbeat' })
    for (const channel of this.channels.all())
      if (channel.socket)
        this.delivery.send(
          channel.socket,
          message('channel.metadata', { message: 'WebSocket Heartbeat' }),
          'system'
        )
  }
}
