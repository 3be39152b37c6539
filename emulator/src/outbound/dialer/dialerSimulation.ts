/**
 * The dialer's side of the simulation: keeps each campaign's pace factor true to the agents and lines it has,
 * changes those conditions for the control API, and works a list through on demand. What holds an `on` campaign
 * back (no idle agent, no line, its callable hours closed for every contact, a rule set filtering out every
 * contact) is what it waits for (`waitingFor`), which the diagnostics summary's health windows say; like the
 * platform, none of it is a dialer event (the event log: events/). A pace factor only ever changes after the
 * campaign's progress so far is written down (rebase), so contacts already called keep the pace they were
 * called at. Callable hours open and close at instants known in advance (callableHours.ts): the schedule runner
 * applies each at its instant (`hoursDue`, `hoursChanged`), like a schedule's boundary.
 */
import type { Clock } from '../../config'
import type { CallableTimeSetRecord } from '../callableTimes/callableTimeSetRecord'
import type { CampaignRecord } from '../campaignRecord'
import type { CampaignStore } from '../campaignStore'
import { rebase, type DialingSettings } from '../dialing'
import type { ContactListRecord } from '../outboundResources'
import { closedEverywhere, nextHoursChange } from './callableHours'
import type { DialerConditions } from './dialerConditions'
import { liveFigures, type LiveFigures } from './livePace'
import { noteStatus } from './statusHistory'

/** What the simulation reads and settles of the rest of the Outbound state. */
export interface DialerSimulationDeps {
  /** the instant being applied: the clock's now, or a past boundary the schedule runner applies */
  now: Clock
  settings(): DialingSettings
  conditions: DialerConditions
  /** applies what time made happen in the organisation since the last look (the schedule runner) */
  catchUp(orgId: string): void
  callableTimeSet(orgId: string, id: string | undefined): CallableTimeSetRecord | undefined
  /** the distinct time zones of the campaign's contacts (the dial recorder) */
  contactZones(campaign: CampaignRecord): readonly (string | undefined)[]
  campaigns: Pick<CampaignStore, 'rawCampaign' | 'rawCampaigns' | 'total' | 'processedNow' | 'settleNow'>
}

export class DialerSimulation {
  /** campaigns on with a callable time set, by id: the schedule runner applies their hours' changes */
  private watched = new Map<string, CampaignRecord>()

  constructor(private readonly deps: DialerSimulationDeps) {}

  reset(): void {
    this.watched.clear()
  }

  /** The campaign's callable time set and its contacts' zones, while it is on and has one. */
  private hoursOf(campaign: CampaignRecord) {
    if (campaign.status !== 'on') return undefined
    const set = this.deps.callableTimeSet(campaign.organizationId, campaign.callableTimeSet?.id)
    if (!set) return undefined
    const zones = this.deps.contactZones(campaign)
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
    const now = this.deps.now()
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
      if (!hours || this.deps.campaigns.rawCampaign(orgId, campaign.id) !== campaign) {
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
    this.repace(campaign)
  }

  /** The campaign's figures as if it were dialing (its pace factor does not depend on its status). */
  private figures(campaign: CampaignRecord): LiveFigures {
    const { campaigns } = this.deps
    const remaining = Math.max(0, campaigns.total(campaign) - campaigns.processedNow(campaign))
    return liveFigures(campaign, this.deps.conditions, true, remaining)
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
    campaign.waitingFor =
      factor > 0
        ? undefined
        : live.outsideHours || live.filteringRuleSet
          ? 'contacts'
          : (live.shortOf[0] ?? 'agents')
    noteStatus(campaign, this.deps.now())
  }

  /** Writes the progress so far at the old pace, then moves to the pace the conditions now allow. */
  repace(campaign: CampaignRecord): void {
    const total = this.deps.campaigns.total(campaign)
    const now = this.deps.now()
    this.deps.campaigns.settleNow(campaign)
    rebase(campaign, total, now, this.deps.settings())
    this.applyPace(campaign)
  }

  /**
   * Changes the organisation's conditions (`apply`): every campaign's progress is written down at the old pace
   * first, then each moves to its new pace (and what it waits for, if anything).
   */
  change(orgIds: string | readonly string[], apply: () => void): void {
    const orgs = typeof orgIds === 'string' ? [orgIds] : orgIds
    for (const orgId of orgs) this.deps.catchUp(orgId)
    const campaigns = orgs.flatMap(orgId => this.deps.campaigns.rawCampaigns(orgId))
    for (const campaign of campaigns) this.repace(campaign)
    apply()
    for (const campaign of campaigns) this.applyPace(campaign)
  }

  /** A campaign just turned on: its pace from the conditions (and what already holds it back). */
  started(campaign: CampaignRecord): void {
    this.applyPace(campaign)
  }

  /**
   * Works the list through: every campaign on it has reached its last contact, as if the dialer had called them
   * all. One that is on completes (or, always running, stays on with nothing to call).
   */
  exhaust(list: ContactListRecord): CampaignRecord[] {
    this.deps.catchUp(list.organizationId)
    const campaigns = this.deps.campaigns
      .rawCampaigns(list.organizationId)
      .filter(c => c.contactListId === list.id)
    for (const campaign of campaigns) {
      this.repace(campaign)
      campaign.called = list.size
      this.deps.campaigns.settleNow(campaign)
    }
    return campaigns
  }
}
