import { randomUUID } from 'node:crypto'

import type { WebSocket } from 'ws'

/** the platform's limits (docs/emulator.md) */
export const MAX_TOPICS_PER_CHANNEL = 1000
export const MAX_CHANNELS_PER_USER = 20
export const CHANNEL_LIFETIME_MS = 24 * 60 * 60 * 1000

export interface ChannelRecord {
  id: string
  userId: string
  organizationId: string
  createdAt: number
  expires: number
  topics: Set<string>
  /** the connected socket (one per channel; a second connection replaces the first) */
  socket: WebSocket | null
}

/**
 * The notification channels, in memory: who owns each, its topics and its socket. A person has at most
 * MAX_CHANNELS_PER_USER: a new one beyond closes the oldest (`onEvict` tells it first, as the platform does with
 * `v2.system.socket_closing`).
 */
export class ChannelStore {
  private channels = new Map<string, ChannelRecord>()

  constructor(private readonly now: () => number) {}

  create(userId: string, organizationId: string, onEvict: (channel: ChannelRecord) => void): ChannelRecord {
    const own = this.ofUser(userId).sort((a, b) => a.createdAt - b.createdAt)
    for (const oldest of own.slice(0, Math.max(0, own.length - MAX_CHANNELS_PER_USER + 1))) {
      onEvict(oldest)
      this.remove(oldest.id)
    }
    const now = this.now()
    const channel: ChannelRecord = {
      id: randomUUID(),
      userId,
      organizationId,
      createdAt: now,
      expires: now + CHANNEL_LIFETIME_MS,
      topics: new Set(),
      socket: null
    }
    this.channels.set(channel.id, channel)
    return channel
  }

  /** A live channel (not expired); with `userId`, only if it is that person's. */
  find(id: string, userId?: string): ChannelRecord | undefined {
    const channel = this.channels.get(id)
    if (!channel) return undefined
    if (channel.expires <= this.now()) {
      this.remove(id)
      return undefined
    }
    return userId === undefined || channel.userId === userId ? channel : undefined
  }

  ofUser(userId: string): ChannelRecord[] {
    return [...this.channels.values()].filter(
      channel => channel.userId === userId && channel.expires > this.now()
    )
  }

  all(): ChannelRecord[] {
    return [...this.channels.values()]
  }

  remove(id: string): void {
    const channel = this.channels.get(id)
    if (!channel) return
    this.channels.delete(id)
    channel.socket?.close(1000, 'Channel closed')
  }

  clear(): void {
    for (const id of [...this.channels.keys()]) this.remove(id)
  }
}
