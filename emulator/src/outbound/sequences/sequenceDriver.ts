/**
 * What turns a sequence on and off and moves it along: turning it on starts its current campaign (as POST
 * …/start would, with the same refusals), off stops it; when the current campaign completes, the next one
 * starts at that instant, and after the last one the sequence either starts over (`repeat`) or is complete.
 * A campaign that cannot start, or one stopped by hand, stops the sequence with a `stopMessage` and an event.
 * All of it runs at the store's current instant (a boundary's own time while the schedule runner applies it).
 */
import type { Clock } from '../../config'
import type { CampaignLifecycle } from '../campaignLifecycle'
import type { CampaignRecord } from '../campaignRecord'
import type { CampaignStore } from '../campaignStore'
import type { DialerEventStore } from '../events/dialerEventStore'
import { DIALER_EVENT_CODES, type EventCode } from '../events/eventCodes'
import { campaignUri, sequenceUri } from '../outboundUris'
import { fail, ok, type Outcome } from '../outcome'
import type { SequenceRecord } from './sequenceRecord'

export interface SequenceDriverDeps {
  /** the instant being applied: the clock's now, or a past boundary the schedule runner applies */
  now: Clock
  campaigns: Pick<CampaignStore, 'find' | 'rawCampaign'>
  lifecycle: Pick<CampaignLifecycle, 'start' | 'stop'>
  events: Pick<DialerEventStore, 'add'>
}

export class SequenceDriver {
  constructor(private readonly deps: SequenceDriverDeps) {}

  private currentOf(sequence: SequenceRecord): CampaignRecord | undefined {
    const id = sequence.campaignIds[sequence.currentCampaign]
    return id === undefined ? undefined : this.deps.campaigns.find(sequence.organizationId, id)
  }

  /** Starts the sequence's current campaign; refused (the campaign's own reason) when it cannot start. */
  start(sequence: SequenceRecord): Outcome<void> {
    const campaign = this.currentOf(sequence)
    if (!campaign) {
      return fail(
        400,
        'invalid.property',
        `The sequence "${sequence.name}" cannot start: its campaign #${sequence.currentCampaign} no longer exists.`,
        {
          entityId: sequence.id,
          entityName: sequence.name,
          details: [{ errorCode: 'not.found', fieldName: `campaigns[${sequence.currentCampaign}]` }]
        }
      )
    }
    const started = this.deps.lifecycle.start(campaign)
    if (!started.ok) {
      const { failure } = started
      return fail(
        failure.status,
        failure.code,
        `The sequence "${sequence.name}" cannot start its campaign "${campaign.name}": ${failure.message}`,
        { ...failure.extras, entityId: sequence.id, entityName: sequence.name }
      )
    }
    if (sequence.status !== 'on') sequence.passStartedAt = this.deps.now()
    sequence.status = 'on'
    sequence.stopMessage = undefined
    return ok(undefined)
  }

  /** Stops the sequence and its current campaign (if it is on). */
  stop(sequence: SequenceRecord): void {
    const campaign = this.currentOf(sequence)
    if (campaign) this.deps.lifecycle.stop(campaign)
    sequence.status = 'off'
  }

  /**
   * The sequence stops on its own: why goes into stopMessage and the event log, with the documented code that
   * fits (the SDK has no sequence category: CAMPAIGN, the campaign at fault as errorEntity): a campaign that
   * could not start is a CAMPAIGN_START_ERROR (ERROR), one that stopped a CAMPAIGN_STOPPED (WARNING).
   */
  private halt(sequence: SequenceRecord, code: EventCode, message: string) {
    sequence.status = 'off'
    sequence.stopMessage = message
    const campaignId = sequence.campaignIds[sequence.currentCampaign]
    const campaign = campaignId
      ? this.deps.campaigns.rawCampaign(sequence.organizationId, campaignId)
      : undefined
    this.deps.events.add({
      organizationId: sequence.organizationId,
      name: 'Sequence stopped',
      timestamp: this.deps.now(),
      level: code === DIALER_EVENT_CODES.stopped ? 'WARNING' : 'ERROR',
      category: 'CAMPAIGN',
      code,
      message,
      relatedEntity: { id: sequence.id, name: sequence.name, selfUri: sequenceUri(sequence.id) },
      errorEntity: campaignId
        ? { id: campaignId, ...(campaign ? { name: campaign.name } : {}), selfUri: campaignUri(campaignId) }
        : undefined
    })
  }

  /** The current campaign completed: the next one starts now (or the sequence starts over, or is complete). */
  advance(sequence: SequenceRecord): void {
    const next = sequence.currentCampaign + 1
    if (next >= sequence.campaignIds.length && !sequence.repeat) {
      sequence.status = 'complete'
      return
    }
    if (next >= sequence.campaignIds.length) {
      // Campaigns with nothing to dial complete the moment they start: a repeat would go round for ever.
      if (sequence.passStartedAt === this.deps.now()) {
        this.halt(
          sequence,
          DIALER_EVENT_CODES.stopped,
          `The sequence "${sequence.name}" stopped: its campaigns have no contacts left to dial.`
        )
        return
      }
      sequence.passStartedAt = this.deps.now()
    }
    sequence.currentCampaign = next >= sequence.campaignIds.length ? 0 : next
    const started = this.start(sequence)
    if (!started.ok) this.halt(sequence, DIALER_EVENT_CODES.startError, started.failure.message)
  }

  /** The current campaign is neither on nor complete (stopped by hand, deleted, made invalid): the sequence stops. */
  interrupt(sequence: SequenceRecord, campaign?: CampaignRecord): void {
    this.halt(
      sequence,
      DIALER_EVENT_CODES.stopped,
      campaign
        ? `The sequence "${sequence.name}" stopped: its current campaign "${campaign.name}" is ${campaign.status}.`
        : `The sequence "${sequence.name}" stopped: its current campaign no longer exists.`
    )
  }
}
