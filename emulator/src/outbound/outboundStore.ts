/**
 * The Outbound API's state for every organisation: campaigns (campaignStore.ts, changed through
 * campaignLifecycle.ts), the objects they use (contact lists and their contacts, DNC lists, callable time sets,
 * queues and the other named resources), sequences and schedules, exports, the dialer's conditions and event
 * log, and the dialing settings. It makes each part and hands it only what it needs: a clock, lookups and
 * callbacks, never itself. Everything runs at `now`: the clock's, or the instant the schedule runner is
 * applying (`runAt`), so a past boundary is applied as it was then.
 */
import type { Clock } from '../config'
import { seedDivisions, seedOrganizations, type SeedDivision } from '../seed'
import type { CallableTimeSetRecord } from './callableTimes/callableTimeSetRecord'
import { CampaignLifecycle } from './campaignLifecycle'
import { CampaignStore } from './campaignStore'
import { ContactStore } from './contacts/contactStore'
import { DialRecorder } from './contacts/dialRecorder'
import { DncStore } from './contacts/dncStore'
import { ExportStore } from './contacts/exportStore'
import { createSeedDncLists } from './contacts/seedDncLists'
import { rebase, type DialingSettings } from './dialing'
import { DialerConditions } from './dialer/dialerConditions'
import { DialerSimulation } from './dialer/dialerSimulation'
import { DialerEventStore } from './events/dialerEventStore'
import { VersionedStore } from './kit/versionedStore'
import { ListingLag } from './listingLag'
import type { ContactListRecord, ReferenceLookup } from './outboundResources'
import { ResourceStore } from './resourceStore'
import { ScheduleRunner } from './schedules/scheduleRunner'
import { ScheduleStore } from './schedules/scheduleStore'
import { seedCallableTimeSets, seedSchedules, seedSequences } from './schedules/seedTimeline'
import { createSeedContactLists, seedContactLists } from './seedOutbound'
import { SequenceDriver } from './sequences/sequenceDriver'
import { SequenceStore } from './sequences/sequenceStore'

export class OutboundStore {
  settings: DialingSettings
  /** what listings still show of recent changes and deletes (the realism mode's listingLagMs; 0: none) */
  readonly listingLag: ListingLag
  readonly campaigns: CampaignStore
  readonly lifecycle: CampaignLifecycle
  readonly resources = new ResourceStore()
  readonly contactLists: VersionedStore<ContactListRecord>
  readonly contacts: ContactStore
  readonly dnc: DncStore
  readonly callableTimes: VersionedStore<CallableTimeSetRecord>
  readonly exports = new ExportStore()
  /** campaign and sequence schedules, run by the runner whenever an organisation's campaigns are read */
  readonly schedules: ScheduleStore
  readonly sequences: SequenceStore
  readonly sequenceDriver: SequenceDriver
  /** what the dialer did on its own and could not do (GET /outbound/events) */
  readonly events = new DialerEventStore()
  /** the agents on each queue and the organisations' lines: what the dialer dials with */
  readonly conditions = new DialerConditions()
  /** writes what campaigns dialed onto the contacts; told of every change of a list's contacts */
  readonly recorder: DialRecorder
  /** keeps each campaign's pace true to its conditions, and logs what holds it back */
  readonly simulation: DialerSimulation
  private readonly runner: ScheduleRunner
  /** the instant being applied while the runner runs a past boundary; otherwise the clock's now */
  private at: number | undefined
  readonly now: Clock = () => this.at ?? this.clockNow()

  constructor(
    private readonly clockNow: Clock,
    private readonly defaults: DialingSettings,
    listingLagMs: number,
    /** the divisions of every organisation (the platform's, which the API does not change) */
    private readonly divisions: () => readonly SeedDivision[]
  ) {
    this.settings = { ...defaults }
    const { now } = this
    const settings = () => this.settings
    const catchUp = (orgId: string) => this.catchUp(orgId)
    const listingLag = (this.listingLag = new ListingLag(now, () => listingLagMs))
    const versioned = { now: clockNow, listingLag }
    this.contactLists = new VersionedStore({
      ...versioned,
      kind: 'contactList',
      seed: createSeedContactLists
    })
    this.dnc = new DncStore({
      ...versioned,
      kind: 'dncList',
      seed: () => createSeedDncLists(seedContactLists.arrears60)
    })
    this.callableTimes = new VersionedStore({
      ...versioned,
      kind: 'callableTimeSet',
      seed: seedCallableTimeSets
    })
    this.sequences = new SequenceStore({ ...versioned, kind: 'sequence', seed: seedSequences })
    this.schedules = new ScheduleStore(listingLag)
    const contactList = (orgId: string, id: string) => this.contactLists.find(orgId, id)
    const callableTimeSet = (orgId: string, id?: string) => this.callableTimes.find(orgId, id)
    const campaigns = (this.campaigns = new CampaignStore({
      now,
      settings,
      listingLag,
      catchUp,
      contactList,
      record: campaign => this.recorder.record(campaign),
      skipped: campaign => this.recorder.skipped(campaign)
    }))
    this.recorder = new DialRecorder({
      now,
      settings,
      catchUp,
      campaignsOf: orgId => campaigns.rawCampaigns(orgId),
      contactList,
      callableTimeSet,
      blocker: (orgId, listIds) => this.dnc.blocker(orgId, listIds),
      contactsOf: list => this.contacts.contacts(list),
      isLoaded: listId => this.contacts.isLoaded(listId)
    })
    this.contacts = new ContactStore(clockNow, this.recorder)
    const { recorder, conditions, events } = this
    this.simulation = new DialerSimulation({
      now,
      settings,
      conditions,
      catchUp,
      callableTimeSet,
      contactZones: campaign => recorder.contactZones(campaign),
      campaigns
    })
    const lifecycle = (this.lifecycle = new CampaignLifecycle({
      now,
      settings,
      campaigns,
      listingLag,
      recorder,
      pace: this.simulation,
      sequencesUsing: (orgId, campaignId) => this.sequences.using(orgId, campaignId),
      forgetSchedule: campaignId => this.schedules.remove('campaign', campaignId)
    }))
    const driver = (this.sequenceDriver = new SequenceDriver({ now, campaigns, lifecycle, events }))
    this.runner = new ScheduleRunner({
      runAt: (at, apply) => this.runAt(at, apply),
      settings,
      schedules: this.schedules,
      hours: this.simulation,
      sequences: this.sequences,
      campaigns,
      lifecycle,
      driver,
      events
    })
    this.reset()
  }

  /** Back to the seed and the configured settings. */
  reset(): void {
    this.settings = { ...this.defaults }
    this.resources.reset()
    this.contactLists.reset()
    this.listingLag.clear()
    this.campaigns.reset()
    this.contacts.reset()
    this.dnc.reset()
    this.exports.clear()
    this.schedules.reset(seedSchedules(this.now()))
    this.sequences.reset()
    this.callableTimes.reset()
    this.events.clear()
    this.conditions.reset()
    this.simulation.reset()
    this.runner.reset()
    // A seeded campaign that is on with a callable time set is held back while its hours are closed.
    for (const campaign of this.campaigns.all())
      if (campaign.status === 'on' && campaign.callableTimeSet) this.simulation.applyPace(campaign)
  }

  /**
   * Applies what time made happen in the organisation since the last look (schedule boundaries, sequences moving
   * on), each at its own instant: done before anything reads or changes its campaigns.
   */
  catchUp(orgId: string): void {
    this.runner.catchUp(orgId, this.clockNow())
  }

  /**
   * Runs `read` with the organisation caught up once, at its start: what it reads (many topics of one
   * notification scan) is of one moment, without a catch-up per read.
   */
  caughtUp<T>(orgId: string, read: () => T): T {
    this.catchUp(orgId)
    return this.runner.holding(read)
  }

  /** Runs `apply` as if the clock said `at` (the runner applying a past boundary). */
  runAt(at: number, apply: () => void): void {
    const previous = this.at
    this.at = at
    try {
      apply()
    } finally {
      this.at = previous
    }
  }

  /** Changes the pace or the stopping delay; running campaigns keep what they called so far. */
  updateSettings(changes: Partial<DialingSettings>): DialingSettings {
    const all = this.campaigns.all()
    for (const orgId of new Set(all.map(campaign => campaign.organizationId))) this.catchUp(orgId)
    const now = this.now()
    for (const campaign of this.campaigns.all()) {
      this.campaigns.settleNow(campaign)
      rebase(campaign, this.campaigns.total(campaign), now, this.settings)
    }
    this.settings = { ...this.settings, ...changes }
    return { ...this.settings }
  }

  /** A division of any organisation, for the views' references. */
  division(id: string): SeedDivision | undefined {
    return this.divisions().find(division => division.id === id)
  }

  /** What validation needs to know about one organisation. */
  lookup(orgId: string): ReferenceLookup {
    const org = Object.values(seedOrganizations).find(o => o.id === orgId)
    const home = Object.values(seedDivisions).find(d => d.organizationId === orgId && d.name === 'Home')
    const divisions = this.divisions()
    const named = (kind: 'queues' | 'scripts' | 'edgeGroups' | 'responseSets') => (id: string) =>
      this.resources.find(kind, orgId, id)
    return {
      contactList: id => this.contactLists.find(orgId, id),
      queue: named('queues'),
      script: named('scripts'),
      edgeGroup: named('edgeGroups'),
      responseSet: named('responseSets'),
      dncList: id => this.dnc.find(orgId, id),
      callableTimeSet: id => this.callableTimes.find(orgId, id),
      hasDivision: id => divisions.some(d => d.id === id && d.organizationId === orgId),
      // The emulator models one site per organisation: its default site.
      hasSite: id => org?.defaultSiteId === id,
      homeDivisionId: home?.id ?? divisions.find(d => d.organizationId === orgId)?.id ?? ''
    }
  }
}
