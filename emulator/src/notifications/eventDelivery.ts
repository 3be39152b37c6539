import type { WebSocket } from 'ws'

import type { RealismSettings } from '../realism'

/** How the control API disturbs delivery, for tests of the app's fallback. */
export interface DeliveryFaults {
  /** every message waits this long before it is sent */
  delayMs: number
  /** this many of the next events are lost */
  lose: number
  /** new channels are refused (503) until then (epoch ms) */
  refuseUntil: number
}

/** what a message is: an event of a topic, or the channel's own (heartbeat, closing) */
export type MessageKind = 'event' | 'system' | 'closing'

/**
 * How messages leave for the sockets. The control API's faults delay or lose them; in realism mode
 * (`options.realism`, realism.ts) each event also waits a random 0…eventJitterMs of its own before it is
 * sent, so events arrive late and two sent close together may arrive in either order: the platform's
 * streaming promises neither promptness nor order, and the app must stay right through both. The closing
 * notice goes at once (the socket closes right after it).
 */
export class EventDelivery {
  readonly faults: DeliveryFaults = { delayMs: 0, lose: 0, refuseUntil: 0 }

  constructor(
    private readonly realism: RealismSettings | null,
    private readonly random: () => number = Math.random
  ) {}

  /** How long a message of this kind waits before it is sent. */
  delayOf(kind: MessageKind): number {
    if (kind === 'closing') return 0
    const jitter = kind === 'event' && this.realism ? this.random() * this.realism.eventJitterMs : 0
    return this.faults.delayMs + jitter
  }

  /** False when the control API has this event lost (counted down). */
  keeps(): boolean {
    if (this.faults.lose <= 0) return true
    this.faults.lose -= 1
    return false
  }

  send(socket: WebSocket, data: string, kind: MessageKind): void {
    const write = () => {
      if (socket.readyState === socket.OPEN) socket.send(data)
    }
    const delay = this.delayOf(kind)
    if (delay > 0) setTimeout(write, delay).unref()
    else write()
  }

  reset(): void {
    Object.assign(this.faults, { delayMs: 0, lose: 0, refuseUntil: 0 })
  }
}
