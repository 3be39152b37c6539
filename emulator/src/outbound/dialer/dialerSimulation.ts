/**
 * The dialer's side of the simulation: keeps each campaign's pace factor true to the agents and lines it has,
 * changes those conditions for the control API, works a list through on demand, and writes into the event log
 * the moment a campaign starts lacking something (no idle agent, no line, fewer lines than it needs, abandons
 * over its target, its list worked through). A pace factor only ever changes after the campaign's progress so
 * far is written down (rebase), so contacts already called keep the pace they were called at.
 */
import type { CampaignRecord } from '../campaignRecord'
import type { CampaignStore } from '../campaignStore'
import { campaignUri, contactListUri, queueUri } from '../campaignViews'
import { rebase } from '../dialing'
import type { DialerEventInput } from '../events/dialerEventStore'
import type { ContactListRecord } from '../outboundResources'
import { liveFigures, type LiveFigures } from './livePace'
import { noteStatus } from './statusHistory'

/** Why a campaign dials slower than it would, as dialer event codes (the emulator's, in the platform's style). */
export const DIALER_EVENT_CODES = {
  noIdleAgents: 'campaign.no.idle.agents',
  noLines: 'campaign.no.outbound.lines',
  lineLimit: 'campaign.line.limit.reached',
  abandonRate: 'campaign.abandon.rate.exceeded',
  listExhausted: 'contact.list.exhausted'
} as const

type Code = (typeof DIALER_EVENT_CODES)[keyof typeof DIALER_EVENT_CODES]

export class DialerSimulation {
  constructor(private readonly store: CampaignStore) {}

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
  private reasons(campaign: CampaignRecord): Set<Code> {
    const found = new Set<Code>()
    if (campaign.status !== 'on') return found
    const live = this.figures(campaign)
    if (campaign.dialingMode !== 'agentless' && live.idleAgents === 0)
      found.add(DIALER_EVENT_CODES.noIdleAgents)
    if (live.totalAvailableOutboundLines === 0) found.add(DIALER_EVENT_CODES.noLines)
    else if (live.shortOf.includes('lines')) found.add(DIALER_EVENT_CODES.lineLimit)
    if (live.abandonRate > (campaign.abandonRate ?? Infinity)) found.add(DIALER_EVENT_CODES.abandonRate)
    return found
  }

  /**
   * Changes the organisation's conditions (`apply`): every campaign's progress is written down at the old pace
   * first, then each moves to its new pace, and each reason that newly holds a campaign back is logged.
   */
  change(orgId: string, apply: () => void): void {
    this.store.catchUp(orgId)
    const campaigns = this.store.rawCampaigns(orgId)
    const before = new Map<string, Set<Code>>()
    for (const campaign of campaigns) {
      this.repace(campaign)
      before.set(campaign.id, this.reasons(campaign))
    }
    apply()
    for (const campaign of campaigns) {
      this.applyPace(campaign)
      const was = before.get(campaign.id) ?? new Set()
      for (const code of this.reasons(campaign)) if (!was.has(code)) this.log(campaign, code)
    }
  }

  /** A campaign just turned on: its pace from the conditions, and what already holds it back, logged. */
  started(campaign: CampaignRecord): void {
    this.applyPace(campaign)
    for (const code of this.reasons(campaign)) this.log(campaign, code)
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
      contactList: list?.name ?? campaign.contactListId
    })
    const errorEntity =
      code === DIALER_EVENT_CODES.listExhausted
        ? list && { id: list.id, name: list.name, selfUri: contactListUri(list.id) }
        : code === DIALER_EVENT_CODES.noIdleAgents || code === DIALER_EVENT_CODES.abandonRate
          ? queueRef
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
