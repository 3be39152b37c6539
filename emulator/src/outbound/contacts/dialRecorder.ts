/**
 * What the dialer did to each contact, written onto the contacts: the n-th contact of a campaign's list is the
 * n-th one it reached (dialing.ts counts them from the clock), and reaching it means either a call, recorded in
 * the contact's `callRecords` with when and how it ended, or a skip: every number of the campaign's phone
 * columns is on one of its DNC lists (ININ-OUTBOUND-ON-DO-NOT-CALL-LIST) or uncallable
 * (ININ-OUTBOUND-CONTACT-UNCALLABLE-SKIPPED). Skips are counted per reason in the campaign (its progress'
 * `numberOfContactsSkipped`); `numberOfContactsCalled` is what was reached minus what was skipped. A contact
 * reached outside the callable times of the campaign's callable time set, in its own time zone, is not dialed
 * either (reason 'timeZone': no call record); those are counted apart, as the stats' timeZoneRescheduledCalls,
 * and are not in numberOfContactsCalled either.
 *
 * Like the progress itself, records are written lazily, when someone looks: but only where it can matter, for
 * a campaign with DNC lists or a callable time set, or on a list whose contacts are in memory, so that listing campaigns never
 * generates 100,000 seeded contacts (a seeded contact is always callable, so nothing of an untouched list is
 * ever skipped). Anything that would change the outcome (a DNC list's numbers, the list's contacts, the
 * campaign's DNC lists, its pace, a new pass) first records what was reached up to then; each contact's time is
 * when the clock model reached it, and a DNC number is checked at that time (expiry included).
 */
import type { Clock } from '../../config'
import type { CampaignRecord } from '../campaignRecord'
import { calledAt, paceOf, rebase, type DialingSettings } from '../dialing'
import type { CallableTimeSetRecord } from '../callableTimes/callableTimeSetRecord'
import type { ContactListRecord } from '../outboundResources'
import type { ContactRecord } from './contactRecord'
import type { ListObserver } from './contactStore'
import { dial, TIME_ZONE_SKIP, zoneOf } from './dialContact'

/** What the recorder reads of the rest of the Outbound state. */
export interface DialRecorderDeps {
  /** the instant being applied: the clock's now, or a past boundary the schedule runner applies */
  now: Clock
  settings(): DialingSettings
  /** applies what time made happen in the organisation since the last look (the schedule runner) */
  catchUp(orgId: string): void
  /** the organisation's campaigns as stored, not settled */
  campaignsOf(orgId: string): CampaignRecord[]
  contactList(orgId: string, id: string): ContactListRecord | undefined
  callableTimeSet(orgId: string, id: string | undefined): CallableTimeSetRecord | undefined
  /** whether a number is blocked at an instant by any of these DNC lists */
  blocker(orgId: string, listIds: readonly string[]): (e164: string, at: number) => boolean
  /** the list's contacts in dialing order (a seeded list's generated on first use) */
  contactsOf(list: ContactListRecord): readonly ContactRecord[]
  /** whether the list's contacts exist in memory yet */
  isLoaded(listId: string): boolean
}

const countBelow = (sorted: readonly number[], limit: number) => {
  let count = 0
  while (count < sorted.length && (sorted[count] ?? Infinity) < limit) count += 1
  return count
}

export class DialRecorder implements ListObserver {
  /** per list's contacts (the array a list keeps them in) and phone columns: the distinct zones they are in */
  private zones = new WeakMap<readonly ContactRecord[], Map<string, (string | undefined)[]>>()

  constructor(private readonly deps: DialRecorderDeps) {}

  /**
   * The distinct time zones of the campaign's contacts (`undefined` for contacts without one), as callable
   * times read them: kept until the list's contacts change.
   */
  contactZones(campaign: CampaignRecord): readonly (string | undefined)[] {
    const list = this.listOf(campaign)
    if (!list) return []
    const contacts = this.deps.contactsOf(list)
    const key = campaign.phoneColumns.map(column => column.columnName).join('\n')
    let byColumns = this.zones.get(contacts)
    if (!byColumns) this.zones.set(contacts, (byColumns = new Map()))
    let found = byColumns.get(key)
    if (!found) {
      found = [...new Set(contacts.map(contact => zoneOf(contact, campaign, list)))]
      byColumns.set(key, found)
    }
    return found
  }

  private listOf(campaign: CampaignRecord): ContactListRecord | undefined {
    return this.deps.contactList(campaign.organizationId, campaign.contactListId)
  }

  /** When the clock model reached the k-th contact (0-based) of the campaign's current pass. */
  private timeOf(campaign: CampaignRecord, k: number, now: number): number {
    const pace = paceOf(campaign, this.deps.settings())
    if (campaign.status === 'on' && campaign.runningSince !== undefined && pace > 0 && k >= campaign.called)
      return Math.min(now, campaign.runningSince + Math.ceil(((k + 1 - campaign.called) * 1000) / pace))
    // Reached before the current stretch (or before the emulator started): the campaign's last change.
    return Math.min(now, campaign.dateModified)
  }

  /**
   * Writes down every contact the campaign has reached since the last time, where that can matter (`always`:
   * even where it cannot yet, before the campaign gets what would make it matter, such as a callable time set).
   */
  record(campaign: CampaignRecord, always = false): void {
    const list = this.listOf(campaign)
    if (!list) return
    const set = this.deps.callableTimeSet(campaign.organizationId, campaign.callableTimeSet?.id)
    if (!always && campaign.dncLists.length === 0 && !set && !this.deps.isLoaded(list.id)) return
    const contacts = this.deps.contactsOf(list)
    const now = this.deps.now()
    const reached = calledAt(campaign, contacts.length, now, this.deps.settings())
    let k = campaign.recorded ?? 0
    if (k >= reached) {
      campaign.recorded = Math.min(k, reached)
      return
    }
    const blocked = this.deps.blocker(
      campaign.organizationId,
      campaign.dncLists.map(ref => ref.id)
    )
    const skipped = { ...campaign.skipped }
    let rescheduled = campaign.timeZoneRescheduled ?? 0
    const hours = set && { set, list }
    for (; k < reached; k += 1) {
      const contact = contacts[k]
      if (!contact) break
      const reason = dial(contact, campaign, this.timeOf(campaign, k, now), blocked, hours)
      if (reason === TIME_ZONE_SKIP) rescheduled += 1
      else if (reason) skipped[reason] = (skipped[reason] ?? 0) + 1
    }
    campaign.recorded = k
    campaign.skipped = skipped
    campaign.timeZoneRescheduled = rescheduled
  }

  /** Skips so far in the campaign's current pass, per reason (recorded up to now first). */
  skipped(campaign: CampaignRecord): Record<string, number> {
    this.record(campaign)
    return { ...campaign.skipped }
  }

  /** A new pass over the list begins (recycle, or a complete campaign started again). */
  newPass(campaign: CampaignRecord): void {
    this.record(campaign)
    campaign.recorded = 0
    campaign.skipped = {}
    campaign.timeZoneRescheduled = 0
  }

  /** Before a DNC list's numbers change: every campaign using it writes down what it dialed until now. */
  dncChanging(orgId: string, dncListId: string): void {
    // Schedules may have started or stopped campaigns since the last look: what they reached depends on it.
    this.deps.catchUp(orgId)
    for (const campaign of this.deps.campaignsOf(orgId))
      if (campaign.dncLists.some(ref => ref.id === dncListId)) this.record(campaign)
  }

  /** Before the list's contacts are read: its contacts in memory, every campaign on it recorded up to now. */
  recordList(list: ContactListRecord): void {
    this.deps.catchUp(list.organizationId)
    this.deps.contactsOf(list)
    for (const campaign of this.campaignsOn(list)) this.record(campaign)
  }

  private campaignsOn(list: ContactListRecord): CampaignRecord[] {
    return this.deps.campaignsOf(list.organizationId).filter(c => c.contactListId === list.id)
  }

  changing(list: ContactListRecord): void {
    this.deps.catchUp(list.organizationId)
    if (this.deps.isLoaded(list.id)) this.zones.delete(this.deps.contactsOf(list))
    const now = this.deps.now()
    for (const campaign of this.campaignsOn(list)) {
      this.record(campaign)
      // Positions are about to move: the progress so far becomes the base, counted in contacts.
      rebase(campaign, list.size, now, this.deps.settings())
    }
  }

  removed(list: ContactListRecord, positions: readonly number[]): void {
    for (const campaign of this.campaignsOn(list)) {
      campaign.called = Math.min(list.size, campaign.called - countBelow(positions, campaign.called))
      const recorded = campaign.recorded ?? 0
      campaign.recorded = Math.min(campaign.called, recorded - countBelow(positions, recorded))
    }
  }

  nextPosition(list: ContactListRecord): number {
    const furthest = Math.max(0, ...this.campaignsOn(list).map(campaign => campaign.called))
    return Math.min(list.size, furthest)
  }
}
