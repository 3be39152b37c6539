/**
 * A page asks for live figures at most this often. A dialing campaign's statistics event comes about every
 * second (the platform's pace is not documented): one read per event would be 60 calls a minute per campaign
 * against the person's 300 a minute, shared with the Genesys Cloud UI they also have open. Every 5 s, the
 * figures a supervisor watches (idle agents, lines, calls in progress) are at most 5 s old, far within the
 * minute after which a silent campaign is marked, for at most 12 reads a minute per page.
 */
export const LIVE_FIGURES_WINDOW_MS = 5_000
/** events that come together (a second's reports of every dialing campaign) are gathered this long first */
export const LIVE_FIGURES_GATHER_MS = 500
/** campaigns per POST /api/campaigns/performance (the endpoint's limit; it asks the platform 50 at a time) */
export const LIVE_FIGURES_IDS_PER_CALL = 100

/**
 * The ids of the campaigns whose statistics events came, read in batches: the first event waits
 * LIVE_FIGURES_GATHER_MS for the others, then one read for all of them; the next no sooner than
 * LIVE_FIGURES_WINDOW_MS after the last began, with every id heard meanwhile. One read at a time. N events
 * for M campaigns within a window cost one read (ceil(M / 100) calls to the server, ceil(M / 50) to the
 * platform). A failed read is not retried: the next event asks again.
 */
export class LiveFiguresBatcher {
  private readonly pending = new Set<string>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private reading = false
  private lastReadAt = Number.NEGATIVE_INFINITY
  private disposed = false

  constructor(
    private readonly read: (ids: string[]) => Promise<unknown>,
    private readonly now: () => number = Date.now,
    /** a hidden tab reads nothing: what it heard is read when it is shown again (`resume`) */
    private readonly isVisible: () => boolean = () => true
  ) {}

  /** The tab is shown again: what was heard meanwhile is read (within the usual bounds). */
  resume(): void {
    this.schedule()
  }

  /** A statistics event of this campaign: its figures changed. */
  add(id: string): void {
    if (this.disposed) return
    this.pending.add(id)
    this.schedule()
  }

  dispose(): void {
    this.disposed = true
    clearTimeout(this.timer)
    this.pending.clear()
  }

  private schedule() {
    if (this.timer !== undefined || this.reading || this.pending.size === 0 || !this.isVisible()) return
    const wait = Math.max(LIVE_FIGURES_GATHER_MS, this.lastReadAt + LIVE_FIGURES_WINDOW_MS - this.now())
    this.timer = setTimeout(() => void this.flush(), wait)
  }

  private async flush() {
    this.timer = undefined
    if (!this.isVisible()) return
    const ids = [...this.pending]
    this.pending.clear()
    this.reading = true
    this.lastReadAt = this.now()
    try {
      for (let start = 0; start < ids.length && !this.disposed; start += LIVE_FIGURES_IDS_PER_CALL)
        await this.read(ids.slice(start, start + LIVE_FIGURES_IDS_PER_CALL)).catch(() => undefined)
    } finally {
      this.reading = false
      if (!this.disposed) this.schedule()
    }
  }
}
