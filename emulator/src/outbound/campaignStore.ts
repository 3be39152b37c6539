/**
 * The Outbound API's state for every organisation: campaigns (by id), the resources they point at (contact
 * lists and their contacts, DNC lists, exports), and the dialing settings. Every read goes through `settle`
 * first, so a campaign's status and progress are always those of the clock's "now". All lookups are scoped to
 * one organisation: another org's campaign is simply not found.
 */
import type { Clock } from '../config'
import { seedDivisions, seedOrganizations, type SeedDivision } from '../seed'
import { ACTIVE_STATUSES, type CampaignRecord, type CampaignStatus } from './campaignRecord'
import { ContactStore } from './contacts/contactStore'
import { DialRecorder } from './contacts/dialRecorder'
import { DncStore } from './contacts/dncStore'
import { ExportStore } from './contacts/exportStore'
import { createSeedDncLists } from './contacts/seedDncLists'
import { calledAt, completionAt, rebase, settle, type DialingSettings } from './dialing'
import { noteStatus } from './dialer/statusHistory'
import { CallableTimeSetStore } from './callableTimes/callableTimeSetStore'
import { DialerEventStore } from './events/dialerEventStore'
import { DialerConditions } from './dialer/dialerConditions'
import { DialerSimulation } from './dialer/dialerSimulation'
import { ScheduleRunner } from './schedules/scheduleRunner'
import { ScheduleStore } from './schedules/scheduleStore'
import { seedTimeline } from './schedules/seedTimeline'
import { SequenceStore } from './sequences/sequenceStore'
import { checkRequestedStatus, checkStart, isStopping, stoppingFailure } from './campaignChecks'
import { ListingLag } from './listingLag'
import type { ContactListRecord, NamedResource, OutboundResources } from './outboundResources'
import { createOutboundResources, createSeedCampaigns, seedContactLists } from './seedOutbound'
import { fail, nameConflict, ok, versionConflict, type Outcome } from './outcome'
import type { CampaignInput, ReferenceLookup } from './validateCampaign'

export type { OutboundFailure, Outcome } from './outcome'

/** The platform allows one recycle per campaign every 5 seconds. */
export const RECYCLE_INTERVAL_MS = 5000

const STOPPABLE: readonly CampaignStatus[] = ['on']
const DELETABLE: readonly CampaignStatus[] = ['off', 'complete', 'invalid', 'forced_off']

export class CampaignStore {
  private campaigns = new Map<string, CampaignRecord>()
  private resources: OutboundResources = createOutboundResources()
  private generated = 0
  settings: DialingSettings
  /** what listings still show of recent changes and deletes (the realism mode's listingLagMs; 0: none) */
  readonly listingLag = new ListingLag(
    () => this.now(),
    () => this.listingLagMs
  )
  /** writes what campaigns dialed onto the contacts; told of every change of a list's contacts */
  readonly recorder = new DialRecorder(this)
  readonly contacts: ContactStore
  readonly dnc: DncStore
  readonly exports = new ExportStore()
  /** campaign and sequence schedules, run by `runner` whenever an organisation's campaigns are read */
  readonly schedules = new ScheduleStore(this.listingLag)
  readonly sequences = new SequenceStore(this.listingLag)
  readonly callableTimes = new CallableTimeSetStore(this.listingLag)
  /** what the dialer did on its own and could not do (GET /outbound/events) */
  readonly events = new DialerEventStore()
  /** the agents on each queue and the organisations' lines: what the dialer dials with */
  readonly conditions = new DialerConditions()
  /** keeps each campaign's pace true to its conditions, and logs what holds it back */
  readonly simulation = new DialerSimulation(this)
  private readonly runner = new ScheduleRunner(this)
  /** the instant being applied while the runner runs a past boundary; otherwise the clock's now */
  private at: number | undefined
  private readonly now: Clock = () => this.at ?? this.clockNow()

  constructor(
    private readonly clockNow: Clock,
    private readonly defaults: DialingSettings,
    private readonly listingLagMs = 0
  ) {
    this.settings = { ...defaults }
    this.contacts = new ContactStore(clockNow, this.recorder)
    this.dnc = new DncStore(clockNow, () => createSeedDncLists(seedContactLists.arrears60), this.listingLag)
    this.reset()
  }

  /** Back to the seed and the configured settings. */
  reset(): void {
    this.settings = { ...this.defaults }
    this.resources = createOutboundResources()
    this.listingLag.clear()
    this.campaigns = new Map(createSeedCampaigns(this.now()).map(campaign => [campaign.id, campaign]))
    // The summary's history starts at the seed: each campaign in the status it was seeded with.
    for (const campaign of this.campaigns.values()) noteStatus(campaign, this.now())
    this.generated = 0
    this.contacts.reset()
    this.dnc.reset()
    this.exports.clear()
    this.schedules.clear()
    this.sequences.clear()
    this.callableTimes.clear()
    this.events.clear()
    this.conditions.reset()
    this.simulation.reset()
    this.runner.reset()
    seedTimeline(this, this.now())
    // A seeded campaign that is on with a callable time set is held back while its hours are closed.
    for (const campaign of this.campaigns.values())
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
    for (const orgId of new Set([...this.campaigns.values()].map(c => c.organizationId))) this.catchUp(orgId)
    const now = this.now()
    for (const campaign of this.campaigns.values()) {
      this.settleNow(campaign)
      rebase(campaign, this.total(campaign), now, this.settings)
    }
    this.settings = { ...this.settings, ...changes }
    return { ...this.settings }
  }

  // ---- resources -------------------------------------------------------------------------------------------

  private inOrg<T extends { organizationId: string; id: string }>(items: T[], orgId: string, id?: string) {
    return items.find(item => item.organizationId === orgId && item.id === id)
  }

  contactLists(orgId: string): ContactListRecord[] {
    return this.resources.contactLists.filter(list => list.organizationId === orgId)
  }
  queues = (orgId: string): NamedResource[] => this.resources.queues.filter(q => q.organizationId === orgId)
  scripts = (orgId: string): NamedResource[] => this.resources.scripts.filter(s => s.organizationId === orgId)
  edgeGroups = (orgId: string): NamedResource[] =>
    this.resources.edgeGroups.filter(e => e.organizationId === orgId)
  responseSets = (orgId: string): NamedResource[] =>
    this.resources.responseSets.filter(r => r.organizationId === orgId)

  contactList = (orgId: string, id?: string) => this.inOrg(this.resources.contactLists, orgId, id)

  /** A contact list created through the API: empty until contacts are added. */
  addContactList(list: ContactListRecord): void {
    this.resources.contactLists.push(list)
    this.contacts.created(list)
  }

  removeContactList(list: ContactListRecord): void {
    this.listingLag.changing('contactList', list)
    this.resources.contactLists = this.resources.contactLists.filter(item => item !== list)
    this.contacts.deleted(list)
    this.exports.forget('contactList', list.id)
  }
  queue = (orgId: string, id?: string) => this.inOrg(this.resources.queues, orgId, id)
  script = (orgId: string, id?: string) => this.inOrg(this.resources.scripts, orgId, id)
  edgeGroup = (orgId: string, id?: string) => this.inOrg(this.resources.edgeGroups, orgId, id)
  responseSet = (orgId: string, id?: string) => this.inOrg(this.resources.responseSets, orgId, id)

  /** What validateCampaign needs to know about one organisation. */
  lookup(orgId: string, divisions: readonly SeedDivision[]): ReferenceLookup {
    const org = Object.values(seedOrganizations).find(o => o.id === orgId)
    const home = Object.values(seedDivisions).find(d => d.organizationId === orgId && d.name === 'Home')
    return {
      contactList: id => this.contactList(orgId, id),
      queue: id => this.queue(orgId, id),
      script: id => this.script(orgId, id),
      edgeGroup: id => this.edgeGroup(orgId, id),
      responseSet: id => this.responseSet(orgId, id),
      dncList: id => this.dnc.find(orgId, id),
      callableTimeSet: id => this.callableTimes.find(orgId, id),
      hasDivision: id => divisions.some(d => d.id === id && d.organizationId === orgId),
      // The emulator models one site per organisation: its default site.
      hasSite: id => org?.defaultSiteId === id,
      homeDivisionId: home?.id ?? divisions.find(d => d.organizationId === orgId)?.id ?? ''
    }
  }

  // ---- campaigns -------------------------------------------------------------------------------------------

  /** Number of contacts the campaign works through: its contact list's size. */
  total(campaign: CampaignRecord): number {
    return this.contactList(campaign.organizationId, campaign.contactListId)?.size ?? 0
  }

  /** Contacts the campaign has reached in this pass: called or skipped. */
  processedNow(campaign: CampaignRecord): number {
    return calledAt(campaign, this.total(campaign), this.now(), this.settings)
  }

  /** Contacts skipped in this pass, per reason (DNC, uncallable). */
  skippedNow(campaign: CampaignRecord): Record<string, number> {
    return this.recorder.skipped(campaign)
  }

  /** Contacts reached in this pass outside their callable times, so not called (stats' timeZoneRescheduledCalls). */
  rescheduledNow(campaign: CampaignRecord): number {
    this.recorder.record(campaign)
    return campaign.timeZoneRescheduled ?? 0
  }

  /** Contacts actually called in this pass: reached, neither skipped nor left for their callable times. */
  calledNow(campaign: CampaignRecord): number {
    const skipped = Object.values(this.skippedNow(campaign)).reduce((sum, n) => sum + n, 0)
    return Math.max(0, this.processedNow(campaign) - skipped - (campaign.timeZoneRescheduled ?? 0))
  }

  private settled(campaign: CampaignRecord): CampaignRecord {
    this.settleNow(campaign)
    return campaign
  }

  /**
   * Brings the campaign's status and progress up to now (dialing.ts) and notes a change of status at the instant
   * the dialer made it (the completion, the end of stopping) for the diagnostics summary.
   */
  settleNow(campaign: CampaignRecord): void {
    // Recorded first: settling an on campaign that reached the end forgets when its stretch began.
    this.recorder.record(campaign)
    const total = this.total(campaign)
    const before = campaign.status
    const now = this.now()
    // Only worth computing when the campaign is about to complete: completionAt searches for the instant.
    const ending = before === 'on' && calledAt(campaign, total, now, this.settings) >= total
    const at = ending ? completionAt(campaign, total, this.settings) : campaign.stoppingUntil
    settle(campaign, total, now, this.settings)
    if (campaign.status !== before) noteStatus(campaign, Math.min(at ?? now, now))
  }

  /** The organisation's campaigns as stored, not settled (for the dial recorder, which settles nothing). */
  rawCampaigns(orgId: string): CampaignRecord[] {
    return [...this.campaigns.values()].filter(campaign => campaign.organizationId === orgId)
  }

  /** One campaign as stored, not settled (for the runner, which decides when to settle). */
  rawCampaign(orgId: string, id: string): CampaignRecord | undefined {
    const campaign = this.campaigns.get(id)
    return campaign?.organizationId === orgId ? campaign : undefined
  }

  /** Every campaign of the organisation, settled to now (in insertion order). */
  list(orgId: string): CampaignRecord[] {
    this.catchUp(orgId)
    const found: CampaignRecord[] = []
    for (const campaign of this.campaigns.values()) {
      if (campaign.organizationId === orgId) found.push(this.settled(campaign))
    }
    return found
  }

  /** What `GET /outbound/campaigns` lists: every campaign settled to now, recent changes as listings lag. */
  listed(orgId: string): CampaignRecord[] {
    return this.listingLag.listed('campaign', orgId, this.list(orgId))
  }

  find(orgId: string, id: string): CampaignRecord | undefined {
    this.catchUp(orgId)
    const campaign = this.campaigns.get(id)
    return campaign && campaign.organizationId === orgId ? this.settled(campaign) : undefined
  }

  activeCount(orgId: string): number {
    return this.list(orgId).filter(campaign => ACTIVE_STATUSES.includes(campaign.status)).length
  }

  private nameTaken(orgId: string, name: string, exceptId?: string): boolean {
    const wanted = name.toLowerCase()
    for (const campaign of this.campaigns.values()) {
      if (
        campaign.organizationId === orgId &&
        campaign.id !== exceptId &&
        campaign.name.toLowerCase() === wanted
      ) {
        return true
      }
    }
    return false
  }

  create(orgId: string, input: CampaignInput, id: string): Outcome<CampaignRecord> {
    if (this.nameTaken(orgId, input.name)) return nameConflict('campaign', input.name)
    const now = this.now()
    const campaign: CampaignRecord = {
      ...input,
      id,
      organizationId: orgId,
      dateCreated: now,
      dateModified: now,
      version: 1,
      status: 'off',
      errors: [],
      called: 0
    }
    noteStatus(campaign, now)
    this.campaigns.set(id, campaign)
    return ok(campaign)
  }

  /**
   * PUT: replaces the configuration. `requestedStatus` (the body's campaignStatus) may turn the campaign on or
   * off as the platform allows; the same status, or none, leaves it as it is.
   */
  replace(
    campaign: CampaignRecord,
    version: unknown,
    input: CampaignInput,
    requestedStatus: unknown
  ): Outcome<CampaignRecord> {
    const editable = this.checkEditable(campaign, version)
    if (!editable.ok) return editable
    if (this.nameTaken(campaign.organizationId, input.name, campaign.id))
      return nameConflict('campaign', input.name)

    const target =
      requestedStatus === undefined || requestedStatus === null ? campaign.status : requestedStatus
    const transition = checkRequestedStatus(campaign, target, () => this.activeCount(campaign.organizationId))
    if (!transition.ok) return transition
    this.listingLag.changing('campaign', campaign)

    const now = this.now()
    const total = this.total(campaign)
    // What was dialed so far was dialed with the old DNC lists, phone columns and callable time set (a new set
    // does not reach back: what it reached before is written down first, even if nothing made it matter then).
    this.recorder.record(campaign, input.callableTimeSet?.id !== campaign.callableTimeSet?.id)
    rebase(campaign, total, now, this.settings)
    Object.assign(campaign, input)
    // A new queue, mode, line count, callable time set or rule set may give it more or fewer agents and lines,
    // or hold it back, from now on.
    this.simulation.applyPace(campaign)
    // Saving a corrected configuration is how an invalid campaign becomes usable again.
    if (campaign.status === 'invalid') {
      campaign.status = 'off'
      campaign.errors = []
      noteStatus(campaign, now)
    }
    campaign.version += 1
    campaign.dateModified = now
    if (target === 'on' && campaign.status !== 'on') this.turnOn(campaign, now)
    if (target === 'off' && campaign.status === 'on') this.turnOff(campaign, now)
    return ok(this.settled(campaign))
  }

  /**
   * May a PUT carrying `version` change this campaign? Not while it is stopping (409 campaign.stopping), and
   * only with the current version (409 general.conflict): checked before the body, as the platform does.
   */
  checkEditable(campaign: CampaignRecord, version: unknown): Outcome<void> {
    if (isStopping(campaign)) return stoppingFailure(campaign)
    return version === campaign.version ? ok(undefined) : versionConflict(campaign, 'campaign', version)
  }

  private turnOn(campaign: CampaignRecord, now: number) {
    // Starting a complete campaign begins a new pass over its contact list.
    if (campaign.status === 'complete') {
      this.recorder.newPass(campaign)
      campaign.called = 0
    }
    campaign.status = 'on'
    campaign.runningSince = now
    campaign.stoppingUntil = undefined
    this.simulation.started(campaign)
    noteStatus(campaign, now)
    this.settleNow(campaign)
  }

  private turnOff(campaign: CampaignRecord, now: number) {
    this.recorder.record(campaign)
    rebase(campaign, this.total(campaign), now, this.settings)
    campaign.runningSince = undefined
    campaign.status = 'stopping'
    campaign.stoppingUntil = now + this.settings.stoppingMs
    noteStatus(campaign, now)
  }

  /** POST …/start. Already on: nothing to do. */
  start(campaign: CampaignRecord): Outcome<CampaignRecord> {
    if (campaign.status === 'on') return ok(campaign)
    const check = checkStart(campaign, () => this.activeCount(campaign.organizationId))
    if (!check.ok) return check
    const now = this.now()
    this.turnOn(campaign, now)
    campaign.version += 1
    campaign.dateModified = now
    return ok(campaign)
  }

  /** POST …/stop: on → stopping → (stoppingMs later) off. Any other status: nothing to do. */
  stop(campaign: CampaignRecord): Outcome<CampaignRecord> {
    if (!STOPPABLE.includes(campaign.status)) return ok(campaign)
    const now = this.now()
    this.turnOff(campaign, now)
    campaign.version += 1
    campaign.dateModified = now
    return ok(this.settled(campaign))
  }

  /** PATCH: the few settings that may change without a version, even while the campaign runs. */
  patch(
    campaign: CampaignRecord,
    changes: Pick<CampaignRecord, 'outboundLineCount' | 'abandonRate' | 'maxCallsPerAgent' | 'queueId'>
  ): Outcome<CampaignRecord> {
    if (isStopping(campaign)) return stoppingFailure(campaign)
    this.listingLag.changing('campaign', campaign)
    // Written down at the old pace first: a new queue or line count changes the pace from now on only.
    this.simulation.repace(campaign)
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (campaign as unknown as Record<string, unknown>)[key] = value
    }
    this.simulation.applyPace(campaign)
    campaign.version += 1
    campaign.dateModified = this.now()
    return ok(campaign)
  }

  remove(campaign: CampaignRecord): Outcome<CampaignRecord> {
    if (!DELETABLE.includes(campaign.status)) {
      return fail(
        409,
        'campaign.not.off',
        `The campaign "${campaign.name}" is ${campaign.status}; stop it and wait until it is off before deleting it.`,
        { entityId: campaign.id, entityName: campaign.name }
      )
    }
    const sequences = this.sequences.using(campaign.organizationId, campaign.id)
    if (sequences.length > 0) {
      return fail(
        400,
        'referential.integrity.error',
        `Could not delete the resource because it is referenced by another entity: the campaign "${campaign.name}" is in ${sequences.length} sequence(s) (${sequences.map(s => `"${s.name}"`).join(', ')}).`,
        {
          entityId: campaign.id,
          entityName: campaign.name,
          details: sequences.map(s => ({ errorCode: 'referenced.by', entityId: s.id, entityName: s.name }))
        }
      )
    }
    this.recorder.record(campaign)
    this.listingLag.changing('campaign', campaign)
    this.campaigns.delete(campaign.id)
    // A campaign's schedule goes with it.
    this.schedules.remove('campaign', campaign.id)
    return ok(campaign)
  }

  /** DELETE …/progress: every contact is to be called again. The status stays (complete becomes off). */
  recycle(campaign: CampaignRecord): Outcome<CampaignRecord> {
    if (isStopping(campaign)) return stoppingFailure(campaign)
    const now = this.now()
    if (campaign.lastRecycledAt !== undefined && now - campaign.lastRecycledAt < RECYCLE_INTERVAL_MS) {
      const seconds = Math.max(1, Math.ceil((campaign.lastRecycledAt + RECYCLE_INTERVAL_MS - now) / 1000))
      return fail(
        400,
        'recycle.too.frequent',
        `The campaign "${campaign.name}" was recycled less than 5 seconds ago; a campaign can be recycled at most once every 5 seconds. Retry in ${seconds} s.`,
        { entityId: campaign.id, entityName: campaign.name, headers: { 'Retry-After': String(seconds) } }
      )
    }
    // What it dialed in the pass that ends stays dialed (analytics keeps it: dialer/dialLog.ts).
    rebase(campaign, this.total(campaign), now, this.settings)
    this.recorder.newPass(campaign)
    campaign.called = 0
    if (campaign.status === 'on') campaign.runningSince = now
    if (campaign.status === 'complete') campaign.status = 'off'
    noteStatus(campaign, now)
    campaign.lastRecycledAt = now
    return ok(this.settled(campaign))
  }

  /** Adds a campaign built elsewhere (the generator); the caller guarantees a unique id and name. */
  insert(campaign: CampaignRecord): void {
    noteStatus(campaign, this.now())
    this.campaigns.set(campaign.id, campaign)
  }

  /** A sequence number for generated campaigns, so their ids and names never repeat until a reset. */
  nextGeneratedNumber(): number {
    this.generated += 1
    return this.generated
  }

  get clock(): Clock {
    return this.now
  }
}
