/**
 * What the dialer works with besides the campaigns: the agents on each queue and the outbound lines each
 * organisation's edges give a campaign. The seed staffs every queue well enough that no seeded campaign is
 * short (so they dial at the configured pace, as before this simulation existed); the control API changes them
 * (`/__emulator/outbound/queues/{id}/agents`, `/__emulator/outbound/lines`) to make the dialer's reasons happen.
 */
import { seedQueues } from '../seedOutbound'

/** Where the agents who are members of a queue are right now. */
export interface QueueAgents {
  /** on queue and waiting for a call: the ones a campaign can dial for */
  idle: number
  /** on queue, talking on one of the campaigns' calls */
  busy: number
  /** on queue, but on a call that is not a campaign's (an inbound call, a manual one) */
  onOtherCalls: number
  /** members who are not on queue (away, on break, signed out) */
  offQueue: number
  /** on queue, but logged in on a station of another edge group than the campaign's */
  onDifferentEdgeGroup: number
}

export const NO_AGENTS: QueueAgents = {
  idle: 0,
  busy: 0,
  onOtherCalls: 0,
  offQueue: 0,
  onDifferentEdgeGroup: 0
}

/**
 * The seed: some idle, some busy, some on other calls. Eight idle agents on each queue is more than any seeded
 * campaign needs (at most six: livePace.ts), so the seeded campaigns dial at full pace.
 */
export const seedQueueAgents: Record<string, QueueAgents> = {
  [seedQueues.sales.id]: { idle: 9, busy: 14, onOtherCalls: 3, offQueue: 4, onDifferentEdgeGroup: 1 },
  [seedQueues.collections.id]: { idle: 8, busy: 11, onOtherCalls: 2, offQueue: 3, onDifferentEdgeGroup: 0 },
  [seedQueues.care.id]: { idle: 10, busy: 12, onOtherCalls: 5, offQueue: 2, onDifferentEdgeGroup: 1 },
  [seedQueues.retention.id]: { idle: 8, busy: 6, onOtherCalls: 1, offQueue: 2, onDifferentEdgeGroup: 0 },
  [seedQueues.northwind.id]: { idle: 8, busy: 5, onOtherCalls: 2, offQueue: 1, onDifferentEdgeGroup: 0 }
}

/** A queue nobody staffed (one created later, or unknown): as many idle agents as the seeded ones have. */
const DEFAULT_AGENTS: QueueAgents = {
  idle: 8,
  busy: 0,
  onOtherCalls: 0,
  offQueue: 0,
  onDifferentEdgeGroup: 0
}

/**
 * What the platform's rule set evaluation says of one rule set (rule sets are not modelled: the control API
 * says it, `/__emulator/outbound/rulesets/{id}/diagnostics`): its warnings, and whether it filters out every
 * contact a campaign using it has left (then that campaign dials nothing).
 */
export interface RuleSetDiagnostic {
  /** shown when a campaign's reference carries no name */
  name?: string
  warnings: string[]
  filtersEverything: boolean
}

export class DialerConditions {
  private agents = new Map<string, QueueAgents>()
  /** per rule set id: what its evaluation says; absent = no warning, filters nothing */
  private ruleSets = new Map<string, RuleSetDiagnostic>()
  /** per organisation: the most outbound lines one campaign may use; absent = as many as it asks for */
  private lines = new Map<string, number>()

  constructor() {
    this.reset()
  }

  reset(): void {
    this.agents = new Map(Object.entries(seedQueueAgents).map(([id, agents]) => [id, { ...agents }]))
    this.lines = new Map()
    this.ruleSets = new Map()
  }

  agentsOn(queueId: string | undefined): QueueAgents {
    if (queueId === undefined) return { ...NO_AGENTS }
    return { ...(this.agents.get(queueId) ?? DEFAULT_AGENTS) }
  }

  setAgents(queueId: string, agents: QueueAgents): void {
    this.agents.set(queueId, { ...agents })
  }

  linesFor(orgId: string): number | undefined {
    return this.lines.get(orgId)
  }

  /** `undefined` lifts the limit. */
  setLines(orgId: string, available: number | undefined): void {
    if (available === undefined) this.lines.delete(orgId)
    else this.lines.set(orgId, available)
  }

  ruleSet(id: string): RuleSetDiagnostic | undefined {
    const found = this.ruleSets.get(id)
    return found && { ...found, warnings: [...found.warnings] }
  }

  /** `undefined` forgets it (no warning, filters nothing). */
  setRuleSet(id: string, diagnostic: RuleSetDiagnostic | undefined): void {
    if (diagnostic === undefined) this.ruleSets.delete(id)
    else this.ruleSets.set(id, { ...diagnostic, warnings: [...diagnostic.warnings] })
  }

  /** A campaign's rule set reference's name, or else the name the control API gave the rule set. */
  ruleSetName(ref: { id: string; name?: string }): string | undefined {
    return ref.name ?? this.ruleSets.get(ref.id)?.name
  }

  /** The first of these rule sets that filters out every contact, if any. */
  filteringRuleSet(refs: readonly { id: string }[]): string | undefined {
    return refs.find(ref => this.ruleSets.get(ref.id)?.filtersEverything)?.id
  }
}
