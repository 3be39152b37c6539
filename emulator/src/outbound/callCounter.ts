/**
 * Counts the Platform API calls the emulator receives, per route (`GET /api/v2/outbound/campaigns/{campaignId}`),
 * so tests can assert what a screen costs (GET /__emulator/calls). Lives with the Outbound API because that is
 * what it was built to measure; it counts every /api/v2 call.
 */
export interface CallCounts {
  total: number
  byRoute: Record<string, number>
}

export class CallCounter {
  private counts = new Map<string, number>()
  private total = 0

  count(route: string): void {
    this.total += 1
    this.counts.set(route, (this.counts.get(route) ?? 0) + 1)
  }

  snapshot(): CallCounts {
    return {
      total: this.total,
      byRoute: Object.fromEntries([...this.counts].sort(([a], [b]) => (a < b ? -1 : 1)))
    }
  }

  clear(): void {
    this.counts.clear()
    this.total = 0
  }
}
