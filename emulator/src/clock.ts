/**
 * The emulator's time: the configured clock (`options.now`, Date.now by default) plus an offset that the control
 * API moves forward (`POST /__emulator/clock`). Every store reads `now`, so moving it is how a test or a demo
 * skips to a schedule's next boundary instead of waiting for it. Time never goes back; a reset returns the
 * offset to 0.
 */
import type { Clock } from './config'

export type ClockMove = { ok: true } | { ok: false; message: string }

export class EmulatorClock {
  private offset = 0

  constructor(private readonly base: Clock) {}

  /** ms since the epoch: the configured clock moved by the offset (a function, so stores can keep it) */
  readonly now: Clock = () => this.base() + this.offset

  get offsetMs(): number {
    return this.offset
  }

  advance(ms: number): ClockMove {
    if (!(ms >= 0))
      return { ok: false, message: `advanceMs must be 0 or more (time only moves forward), got ${ms}.` }
    this.offset += ms
    return { ok: true }
  }

  /** Moves to the instant `at` (epoch ms), which must not be before now. */
  setTo(at: number): ClockMove {
    const now = this.now()
    if (at < now) {
      return {
        ok: false,
        message: `The clock only moves forward: ${new Date(at).toISOString()} is before now (${new Date(now).toISOString()}).`
      }
    }
    this.offset += at - now
    return { ok: true }
  }

  reset(): void {
    this.offset = 0
  }

  snapshot(): { now: string; offsetMs: number } {
    return { now: new Date(this.now()).toISOString(), offsetMs: this.offset }
  }
}
