/**
 * The dialer's side of the simulation: keeps each campaign's pace factor true to the agents and lines it has,
 * changes those conditions for the control API, works a list through on demand, and writes into the event log
 * the moment a campaign starts lacking something (no idle agent, no line, fewer lines than it needs, abandons
 * over its target, its list worked through, its callable hours closed for every contact, a rule set filtering
 * out every contact). A pace factor only ever changes after the campaign's progress so far is written down
 * (rebase), so contacts already called keep the pace they were called at. Callable hours open and close at
 * instants known in advance (callableHours.ts): the schedule runner applies each at its instant (`hoursDue`,
 * `hoursChanged`), like a schedule's boundary.
 */
import type { CampaignRecord } from '../campaignRecord'
import type { CampaignStore } from '../campaignStore'
import { callableTimeSetUri, campaignUri, contactListUri, queueUri, ruleSetUri } from '../campaignViews'
import { rebase } from '../dialing'
import type { DialerEventInput } from '../events/dialerEventStore'
import type { ContactListRecord } from '../outboundResources'
import { closedEverywhere, nextHoursChange } from './callableHours'
import { liveFigures, type LiveFigures } from './livePace'
import { noteStatus } from './statusHistory'

/** Why a campaign dials slower than it would, as dialer event codes (the emulator's, in the platform's style). */
export const DIALER_EVENT_CODES = {
  noIdleAgents: 'campaign.no.idle.agents',
  noLines: 'campaign.no.outbound.lines',
  lineLimit: 'campaign.line.limit.reached',
  abandonRate: 'campaign.abandon.rate.exceeded',
  listExhausted: 'contact.list.exhausted',
  outsideHours: 'campaign.outside.callable.hours',
  ruleSetFilters: 'campaign.rule.set.filters.all'
} as const

type Code = (typeof DIALER_EVENT_CODES)[keyof typeof DIALER_EVENT_CODES]

export class DialerSimulation {
  /** campaigns on with a callable time set, by id: the schedule runner applies their hours' changes */
  private watched = new Map<string, CampaignRecord>()

  constructor(private readonly store: CampaignStore) {}

  reset(): void {
    this.watched.clear()
  }

  /** The campaign's callable time set and its contacts' zones, while it is on and has one. */
  private hoursOf(campaign: CampaignRecord) {
    if (campaign.status !== 'on') return undefined
    const set = this.store.callableTimes.find(campaign.organizationId, campaign.callableTimeSet?.id)
    if (!set) return undefined
    const zones = this.store.recorder.contactZones(campaign)
    return { set, zones, key: `${set.id}:${set.version}:${zones.join(',')}` }
  }

  /** Whether its hours hold it back now (closed for every contact), and until when; with its pace. */
  private updateHours(campaign: CampaignRecord): void {
    const hours = this.hoursOf(campaign)
    if (!hours) {
      delete campaign.outsideHours
      delete campaign.hoursUntil
      delete campaign.hoursKey
      this.watched.delete(campaign.id)
      return
    }
    const now = this.store.clock()
    if (closedEverywhere(hours.set, hours.zones, now)) campaign.outsideHours = true
    else delete campaign.outsideHours
    campaign.hoursUntil = nextHoursChange(hours.set, hours.zones, now)
    campaign.hoursKey = hours.key
    this.watched.set(campaign.id, campaign)
  }

  /**
   * For the schedule runner: the earliest campaign of the organisation whose callable hours open or close at
   * or before `now` (its set or its contacts changed since: at `last`).
   */
  hoursDue(orgId: string, last: number, now: number): { at: number; campaign: CampaignRecord } | undefined {
    let due: { at: number; campaign: CampaignRecord } | undefined
    for (const campaign of this.watched.values()) {
      if (campaign.organizationId !== orgId) continue
      const hours = this.hoursOf(campaign)
      if (!hours || this.store.rawCampaign(orgId, campaign.id) !== campaign) {
        this.watched.delete(campaign.id)
        continue
      }
      const at = hours.key === campaign.hoursKey ? Math.max(last, campaign.hoursUntil ?? Infinity) : last
      if (at <= now && (!due || at < due.at)) due = { at, campaign }
    }
    return due
  }

  /** Run at the instant its hours open or close: the progress so far written down, then the new pace. */
  hoursChanged(campaign: CampaignRecord): void {
    const before = this.holding(campaign)
    this.repace(campaign)
    this.logNew(campaign, before)
  }

  /** The campaign's figures as if it were dialing (its pace factor does not depend on its status). */
  private figures(campaign: CampaignRecord): LiveFigures {
    const remaining = Math.max(0, this.store.total(campaign) - this.store.processedNow(campaign))
    return liveFigures(campaign, this.store.conditions, true, remaining)
  }

  /**
   * Sets the pace factor and the abandon ratio from the current conditions; the caller has rebased the campaign
   * first, so the stretch dialed until now keeps the ones it ran at (dialLog.ts).
   */
  applyPace(campaign: CampaignRecord): void {
    this.updateHours(campaign)
    const live = this.figures(campaign)
    const factor = live.paceFactor
    campaign.paceFactor = factor === 1 ? undefined : factor
    campaign.abandonPercent = live.abandonRate
    noteStatus(campaign, this.store.clock())
  }

  /** Writes the progress so far at the old pace, then moves to the pace the conditions now allow. */
  repace(campaign: CampaignRecord): void {
    const total = this.store.total(campaign)
    const now = this.store.clock()
    this.store.settleNow(campaign)
    rebase(campaign, total, now, this.store.settings)
    this.applyPace(campaign)
  }

  /** What holds the campaign back now, as event codes (only for a campaign that is on). */
  holding(campaign: CampaignRecord): Set<Code> {
    const found = new Set<Code>()
    if (campaign.status !== 'on') return found
    const live = this.figures(campaign)
    if (campaign.dialingMode !== 'agentless' && live.idleAgents === 0)
      found.add(DIALER_EVENT_CODES.noIdleAgents)
    if (live.totalAvailableOutboundLines === 0) found.add(DIALER_EVENT_CODES.noLines)
    else if (live.shortOf.includes('lines')) found.add(DIALER_EVENT_CODES.lineLimit)
    if (live.abandonRate > (campaign.abandonRate ?? Infinity)) found.add(DIALER_EVENT_CODES.abandonRate)
    if (live.outsideHours) found.add(DIALER_EVENT_CODES.outsideHours)
    if (live.filteringRuleSet !== undefined) found.add(DIALER_EVENT_CODES.ruleSetFilters)
    return found
  }

  /** Logs each reason that holds the campaign back now and did not in `before`. */
  logNew(campaign: CampaignRecord, before: Set<Code>): void {
    for (const code of this.holding(campaign)) if (!before.has(code)) this.log(campaign, code)
  }

  /**
   * Changes the organisation's conditions (`apply`): every campaign's progress is written down at the old pace
   * first, then each moves to its new pace, and each reason that newly holds a campaign back is logged.
   */
  change(orgIds: string | readonly string[], apply: () => void): void {
    const orgs = typeof orgIds === 'string' ? [orgIds] : orgIds
    for (const orgId of orgs) this.store.catchUp(orgId)
    const campaigns = orgs.flatMap(orgId => this.store.rawCampaigns(orgId))
    const before = new Map<string, Set<Code>>()
    for (const campaign of campaigns) {
      this.repace(campaign)
      before.set(campaign.id, this.holding(campaign))
    }
    apply()
    for (const campaign of campaigns) {
      this.applyPace(campaign)
      this.logNew(campaign, before.get(campaign.id) ?? new Set())
    }
  }

  /** A campaign just turned on: its pace from the conditions, and what already holds it back, logged. */
  started(campaign: CampaignRecord): void {
    this.applyPace(campaign)
    for (const code of this.holding(campaign)) this.log(campaign, code)
  }

  /**
   * Works the list through: every campaign on it has reached its last contact, as if the dialer had called them
   * all. One that is on completes (or, always running, stays on with nothing to call); each is logged.
   */
  exhaust(list: ContactListRecord): CampaignRecord[] {
    const { store } = this
    store.catchUp(list.organizationId)
    const campaigns = store.rawCampaigns(list.organizationId).filter(c => c.contactListId === list.id)
    for (const campaign of campaigns) {
      this.repace(campaign)
      const wasOn = campaign.status === 'on'
      campaign.called = list.size
      store.settleNow(campaign)
      if (wasOn) this.log(campaign, DIALER_EVENT_CODES.listExhausted, list)
    }
    return campaigns
  }

  /**
   * Logs one reason as a dialer event. `messageWithParams` is the message with `{placeholders}` and
   * `messageParams` their values (as the platform's EventMessage carries them), so a client can read the
   * figures (the abandon rate and its target, the queue's agents) without parsing the text.
   */
  private log(campaign: CampaignRecord, code: Code, list?: ContactListRecord): void {
    const live = this.figures(campaign)
    const queue = this.store.queue(campaign.organizationId, campaign.queueId)
    const queueRef = queue && { id: queue.id, name: queue.name, selfUri: queueUri(queue.id) }
    const q = live.queue
    const set = this.store.callableTimes.find(campaign.organizationId, campaign.callableTimeSet?.id)
    const setRef = set && { id: set.id, name: set.name, selfUri: callableTimeSetUri(set.id) }
    const ruleSetId = live.filteringRuleSet
    const ruleSetName =
      ruleSetId === undefined
        ? undefined
        : (this.store.conditions.ruleSetName(
            campaign.ruleSets.find(ref => ref.id === ruleSetId) ?? { id: ruleSetId }
          ) ?? ruleSetId)
    const described = describe(code, {
      campaign: campaign.name,
      queue: queue?.name ?? campaign.queueId ?? '',
      onQueue: String(q.idle + q.busy + q.onOtherCalls + q.onDifferentEdgeGroup),
      busy: String(q.busy),
      onOtherCalls: String(q.onOtherCalls),
      lines: String(live.totalAvailableOutboundLines),
      abandonRate: String(live.abandonRate),
      target: String(campaign.abandonRate ?? ''),
      idleAgents: String(live.idleAgents),
      agentsNeeded: String(live.agentsNeeded),
      contactList: list?.name ?? campaign.contactListId,
      callableTimeSet: set?.name ?? campaign.callableTimeSet?.id ?? '',
      ruleSet: ruleSetName ?? ''
    })
    const errorEntity =
      code === DIALER_EVENT_CODES.listExhausted
        ? list && { id: list.id, name: list.name, selfUri: contactListUri(list.id) }
        : code === DIALER_EVENT_CODES.noIdleAgents || code === DIALER_EVENT_CODES.abandonRate
          ? queueRef
          : code === DIALER_EVENT_CODES.outsideHours
            ? setRef
            : code === DIALER_EVENT_CODES.ruleSetFilters && ruleSetId !== undefined
              ? { id: ruleSetId, name: ruleSetName, selfUri: ruleSetUri(ruleSetId) }
              : undefined
    this.store.events.add({
      organizationId: campaign.organizationId,
      timestamp: this.store.clock(),
      category: code === DIALER_EVENT_CODES.listExhausted ? 'ContactList' : 'Campaign',
      code,
      relatedEntity: { id: campaign.id, name: campaign.name, selfUri: campaignUri(campaign.id) },
      ...(errorEntity ? { errorEntity } : {}),
      ...described
    })
  }
}

const TEXTS: Record<Code, { name: string; level: DialerEventInput['level']; template: string }> = {
  [DIALER_EVENT_CODES.noIdleAgents]: {
    name: 'No idle agents',
    level: 'Warning',
    template:
      'Campaign "{campaign}" is not dialing: no agent is idle on queue "{queue}" ({onQueue} on queue, {busy} on campaign calls, {onOtherCalls} on other calls).'
  },
  [DIALER_EVENT_CODES.noLines]: {
    name: 'No outbound lines',
    level: 'Warning',
    template: 'Campaign "{campaign}" is not dialing: no outbound line is available to it.'
  },
  [DIALER_EVENT_CODES.lineLimit]: {
    name: 'Line limit reached',
    level: 'Info',
    template: 'Campaign "{campaign}" dials slower: only {lines} outbound lines are available to it.'
  },
  [DIALER_EVENT_CODES.abandonRate]: {
    name: 'Abandon rate over target',
    level: 'Warning',
    template:
      'Campaign "{campaign}" abandons {abandonRate}% of connected calls, over its target of {target}%: {idleAgents} of the {agentsNeeded} idle agents it needs.'
  },
  [DIALER_EVENT_CODES.listExhausted]: {
    name: 'Contact list exhausted',
    level: 'Info',
    template: 'Campaign "{campaign}" has called every contact of list "{contactList}".'
  },
  [DIALER_EVENT_CODES.outsideHours]: {
    name: 'Outside callable hours',
    level: 'Info',
    template:
      'Campaign "{campaign}" is not dialing: every contact it has left is outside the hours of callable time set "{callableTimeSet}".'
  },
  [DIALER_EVENT_CODES.ruleSetFilters]: {
    name: 'Rule set filters every contact',
    level: 'Warning',
    template:
      'Campaign "{campaign}" is not dialing: rule set "{ruleSet}" filters out every contact it has left.'
  }
}

/** The event's name, level, message and its template with the parameters the template uses. */
function describe(code: Code, values: Record<string, string>) {
  const { name, level, template } = TEXTS[code]
  const used = [...template.matchAll(/\{(\w+)\}/g)].map(match => match[1]!)
  const params = Object.fromEntries(used.map(key => [key, values[key] ?? '']))
  return {
    name,
    level,
    message: template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? ''),
    messageWithParams: template,
    messageParams: params
  }
}
