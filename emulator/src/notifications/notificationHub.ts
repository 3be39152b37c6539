import { randomUUID } from 'node:crypto'

import type { WebSocket } from 'ws'

import type { PlatformObserver } from '../modelCheck/platformObserver'
import type { CampaignRecord } from '../outbound/campaignRecord'
import { toCampaignStats } from '../outbound/campaignStats'
import { toCampaign, toCampaignProgress } from '../outbound/campaignViews'
import type { EmulatorState } from '../store'
import { type ChannelRecord, ChannelStore } from './channelStore'
import { outboundBodyOf } from './outboundBodies'
import { parseTopic } from './topics'

export const HEARTBEAT_INTERVAL_MS = 30_000
/** how often the emulator looks for changes that time makes (dialing, stopping → off, completion) */
export const SCAN_INTERVAL_MS = 1000
/** progress is sent at most this often per campaign while it dials, as the platform paces it */
export const PROGRESS_INTERVAL_MS = 2000

/** How the control API disturbs delivery, for tests of the app's fallback. */
export interface DeliveryFaults {
  /** every event waits this long before it is sent */
  delayMs: number
  /** this many of the next events are lost */
  lose: number
  /** new channels are refused (503) until then (epoch ms) */
  refuseUntil: number
}

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
  readonly faults: DeliveryFaults = { delayMs: 0, lose: 0, refuseUntil: 0 }
  /** told of every event sent (the model check) */
  observer: PlatformObserver | undefined
  /** what each topic said last, per organisation */
  private said = new Map<string, string>()
  private progressSentAt = new Map<string, number>()
  private timers: NodeJS.Timeout[] = []

  constructor(private readonly now: () => number) {
    this.channels = new ChannelStore(now)
  }

  /** Starts the heartbeat and the scan for time-made changes (the running emulator; tests may scan by hand). */
  start(state: EmulatorState): void {
    this.stop()
    this.timers = [
      setInterval(() => this.heartbeat(), HEARTBEAT_INTERVAL_MS),
      setInterval(() => this.scan(state), SCAN_INTERVAL_MS)
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
    Object.assign(this.faults, { delayMs: 0, lose: 0, refuseUntil: 0 })
  }

  /** Remembers what a topic says now, so that only later changes are sent. */
  remember(state: EmulatorState, channel: ChannelRecord, topics: Iterable<string>): void {
    state.outbound.caughtUp(channel.organizationId, () => {
      for (const topic of topics) {
        const body = this.bodyOf(state, channel.organizationId, topic)
        if (body !== undefined) this.said.set(`${channel.organizationId} ${topic}`, JSON.stringify(body))
      }
    })
  }

  /** Sends what changed since it was last said, for every topic a connected channel has. */
  scan(state: EmulatorState): void {
    const byOrg = new Map<string, Set<string>>()
    for (const channel of this.channels.all()) {
      if (!channel.socket) continue
      const topics = byOrg.get(channel.organizationId) ?? new Set<string>()
      for (const topic of channel.topics) topics.add(topic)
      byOrg.set(channel.organizationId, topics)
    }
    for (const [orgId, topics] of byOrg)
      state.outbound.caughtUp(orgId, () => this.scanOrganization(state, orgId, topics))
  }

  /** The topics of one organisation, read at one moment (caught up once). */
  private scanOrganization(state: EmulatorState, orgId: string, topics: Set<string>): void {
    for (const topic of topics) {
      const body = this.bodyOf(state, orgId, topic)
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
      if (!first) this.publish(orgId, topic, body)
    }
  }

  /** Sends an event to every connected channel of the organisation that has the topic. */
  publish(orgId: string, topicName: string, eventBody: unknown): void {
    this.observer?.event(topicName, eventBody)
    for (const channel of this.channels.all()) {
      if (channel.organizationId !== orgId || !channel.topics.has(topicName) || !channel.socket) continue
      if (this.faults.lose > 0) {
        this.faults.lose -= 1
        continue
      }
      this.send(channel.socket, message(topicName, eventBody))
    }
  }

  /** The platform closing a channel: it says so first. */
  closing(channel: ChannelRecord): void {
    if (!channel.socket) return
    this.observer?.event('v2.system.socket_closing', {})
    this.send(channel.socket, message('v2.system.socket_closing', {}), true)
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
        this.send(channel.socket, message('channel.metadata', { message: 'WebSocket Heartbeat' }))
  }

  private send(socket: WebSocket, data: string, now = false) {
    const write = () => {
      if (socket.readyState === socket.OPEN) socket.send(data)
    }
    if (this.faults.delayMs > 0 && !now) setTimeout(write, this.faults.delayMs).unref()
    else write()
  }

  private bodyOf(state: EmulatorState, orgId: string, topic: string): unknown {
    const parsed = parseTopic(topic)
    // Import statuses are pushed by the writes that make them (contactRoutes.ts), not found by the scan.
    if (!parsed || parsed.kind === 'importstatus') return undefined
    if (
      parsed.kind === 'campaignSchedule' ||
      parsed.kind === 'sequenceSchedule' ||
      parsed.kind === 'sequence'
    )
      return outboundBodyOf(state, orgId, parsed.kind, parsed.entityId)
    const campaign: CampaignRecord | undefined = state.outbound.find(orgId, parsed.entityId)
    if (!campaign) return undefined
    if (parsed.kind === 'progress') {
      const { contactList: _list, ...progress } = toCampaignProgress(campaign, state.outbound)
      return progress
    }
    if (parsed.kind === 'stats') return toCampaignStats(campaign, state.outbound)
    const { selfUri: _self, ...body } = toCampaign(campaign, state)
    return body
  }
}
