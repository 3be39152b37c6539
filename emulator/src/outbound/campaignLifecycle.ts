/**
 * What changes a campaign, as the platform allows it: create, PUT (configuration, and on/off through
 * campaignStatus), PATCH, start, stop, recycle and delete. Each writes down what the campaign dialed so far before
 * anything that would change it (rebase, the dial recorder), so the past is never recomputed at a new pace.
 */
import type { Clock } from '../config'
import type { CampaignInput, CampaignRecord, CampaignStatus } from './campaignRecord'
import {
  checkRequestedStatus,
  checkStart,
  isStopping,
  notOffFailure,
  recycleTooSoon,
  stoppingFailure
} from './campaignChecks'
import type { CampaignStore } from './campaignStore'
import type { DialRecorder } from './contacts/dialRecorder'
import { rebase, type DialingSettings } from './dialing'
import type { DialerSimulation } from './dialer/dialerSimulation'
import { noteStatus } from './dialer/statusHistory'
import type { ListingLag } from './listingLag'
import { nameConflict, ok, referencedBy, versionConflict, type Outcome } from './outcome'

/** The platform allows one recycle per campaign every 5 seconds. */
export const RECYCLE_INTERVAL_MS = 5000

const STOPPABLE: readonly CampaignStatus[] = ['on']
const DELETABLE: readonly CampaignStatus[] = ['off', 'complete', 'invalid', 'forced_off']

export interface CampaignLifecycleDeps {
  /** the instant being applied: the clock's now, or a past boundary the schedule runner applies */
  now: Clock
  settings(): DialingSettings
  campaigns: CampaignStore
  listingLag: ListingLag
  recorder: Pick<DialRecorder, 'record' | 'newPass'>
  /** keeps each campaign's pace true to its agents, lines and hours */
  pace: Pick<DialerSimulation, 'applyPace' | 'repace' | 'started'>
  /** the sequences that have the campaign among theirs */
  sequencesUsing(orgId: string, campaignId: string): { id: string; name: string }[]
  /** a campaign's schedule goes with it */
  forgetSchedule(campaignId: string): void
}

export class CampaignLifecycle {
  constructor(private readonly deps: CampaignLifecycleDeps) {}

  create(orgId: string, input: CampaignInput, id: string): Outcome<CampaignRecord> {
    const { campaigns } = this.deps
    if (campaigns.nameTaken(orgId, input.name)) return nameConflict('campaign', input.name)
    const now = this.deps.now()
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
    campaigns.insert(campaign, now)
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
    const { campaigns, recorder, pace } = this.deps
    const editable = this.checkEditable(campaign, version)
    if (!editable.ok) return editable
    if (campaigns.nameTaken(campaign.organizationId, input.name, campaign.id))
      return nameConflict('campaign', input.name)

    const target =
      requestedStatus === undefined || requestedStatus === null ? campaign.status : requestedStatus
    const transition = checkRequestedStatus(campaign, target, () =>
      campaigns.activeCount(campaign.organizationId)
    )
    if (!transition.ok) return transition
    this.deps.listingLag.changing('campaign', campaign)

    const now = this.deps.now()
    const total = campaigns.total(campaign)
    // What was dialed so far was dialed with the old DNC lists, phone columns and callable time set (a new set
    // does not reach back: what it reached before is written down first, even if nothing made it matter then).
    recorder.record(campaign, input.callableTimeSet?.id !== campaign.callableTimeSet?.id)
    rebase(campaign, total, now, this.deps.settings())
    Object.assign(campaign, input)
    // A new queue, mode, line count, callable time set or rule set may give it more or fewer agents and lines,
    // or hold it back, from now on.
    pace.applyPace(campaign)
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
    return ok(campaigns.settled(campaign))
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
      this.deps.recorder.newPass(campaign)
      campaign.called = 0
    }
    campaign.status = 'on'
    campaign.runningSince = now
    campaign.stoppingUntil = undefined
    this.deps.pace.started(campaign)
    noteStatus(campaign, now)
    this.deps.campaigns.settleNow(campaign)
  }

  private turnOff(campaign: CampaignRecord, now: number) {
    const settings = this.deps.settings()
    this.deps.recorder.record(campaign)
    rebase(campaign, this.deps.campaigns.total(campaign), now, settings)
    campaign.runningSince = undefined
    campaign.status = 'stopping'
    campaign.stoppingUntil = now + settings.stoppingMs
    noteStatus(campaign, now)
  }

  /** POST …/start. Already on: nothing to do. */
  start(campaign: CampaignRecord): Outcome<CampaignRecord> {
    if (campaign.status === 'on') return ok(campaign)
    const check = checkStart(campaign, () => this.deps.campaigns.activeCount(campaign.organizationId))
    if (!check.ok) return check
    const now = this.deps.now()
    this.turnOn(campaign, now)
    campaign.version += 1
    campaign.dateModified = now
    return ok(campaign)
  }

  /** POST …/stop: on → stopping → (stoppingMs later) off. Any other status: nothing to do. */
  stop(campaign: CampaignRecord): Outcome<CampaignRecord> {
    if (!STOPPABLE.includes(campaign.status)) return ok(campaign)
    const now = this.deps.now()
    this.turnOff(campaign, now)
    campaign.version += 1
    campaign.dateModified = now
    return ok(this.deps.campaigns.settled(campaign))
  }

  /** PATCH: the few settings that may change without a version, even while the campaign runs. */
  patch(
    campaign: CampaignRecord,
    changes: Pick<CampaignRecord, 'outboundLineCount' | 'abandonRate' | 'maxCallsPerAgent' | 'queueId'>
  ): Outcome<CampaignRecord> {
    if (isStopping(campaign)) return stoppingFailure(campaign)
    this.deps.listingLag.changing('campaign', campaign)
    // Written down at the old pace first: a new queue or line count changes the pace from now on only.
    this.deps.pace.repace(campaign)
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (campaign as unknown as Record<string, unknown>)[key] = value
    }
    this.deps.pace.applyPace(campaign)
    campaign.version += 1
    campaign.dateModified = this.deps.now()
    return ok(campaign)
  }

  remove(campaign: CampaignRecord): Outcome<CampaignRecord> {
    if (!DELETABLE.includes(campaign.status)) return notOffFailure(campaign)
    const sequences = this.deps.sequencesUsing(campaign.organizationId, campaign.id)
    if (sequences.length > 0) {
      const said = `the campaign "${campaign.name}" is in ${sequences.length} sequence(s)`
      return referencedBy(400, campaign, said, sequences)
    }
    this.deps.recorder.record(campaign)
    this.deps.listingLag.changing('campaign', campaign)
    this.deps.campaigns.delete(campaign)
    this.deps.forgetSchedule(campaign.id)
    return ok(campaign)
  }

  /** DELETE …/progress: every contact is to be called again. The status stays (complete becomes off). */
  recycle(campaign: CampaignRecord): Outcome<CampaignRecord> {
    if (isStopping(campaign)) return stoppingFailure(campaign)
    const now = this.deps.now()
    if (campaign.lastRecycledAt !== undefined && now - campaign.lastRecycledAt < RECYCLE_INTERVAL_MS) {
      return recycleTooSoon(
        campaign,
        Math.max(1, Math.ceil((campaign.lastRecycledAt + RECYCLE_INTERVAL_MS - now) / 1000))
      )
    }
    // What it dialed in the pass that ends stays dialed (analytics keeps it: dialer/dialLog.ts).
    rebase(campaign, this.deps.campaigns.total(campaign), now, this.deps.settings())
    this.deps.recorder.newPass(campaign)
    campaign.called = 0
    if (campaign.status === 'on') campaign.runningSince = now
    if (campaign.status === 'complete') campaign.status = 'off'
    noteStatus(campaign, now)
    campaign.lastRecycledAt = now
    return ok(this.deps.campaigns.settled(campaign))
  }
}
