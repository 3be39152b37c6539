/**
 * Runs schedules and sequences without timers, like the dialer: whenever an organisation's campaigns are about
 * to be read (CampaignStore.catchUp), every moment that time has made happen since the last look is applied in
 * time order, each at its own instant: a schedule's start (the campaign starts as POST …/start would, refusals
 * included) or end (it stops as POST …/stop does), a sequence schedule's start or end, and the completion of a
 * sequence's current campaign (the next one starts then, computed from the pace), and a campaign's callable
 * hours opening or closing (its pace changes then: dialer/callableHours.ts). Because every step runs at
 * its own instant, the 50-active limit, progress and stopping delays are those of that moment, and a
 * notification scan after a clock move sees the result at once.
 */
import type { CampaignLifecycle } from '../campaignLifecycle'
import type { CampaignStore } from '../campaignStore'
import { completionAt, type DialingSettings } from '../dialing'
import type { DialerSimulation } from '../dialer/dialerSimulation'
import type { DialerEventStore, EntityRef } from '../events/dialerEventStore'
import { refusedStartCode } from '../events/eventCodes'
import { campaignUri, sequenceUri } from '../outboundUris'
import type { SequenceDriver } from '../sequences/sequenceDriver'
import type { SequenceStore } from '../sequences/sequenceStore'
import type { DueBoundary, ScheduleStore } from './scheduleStore'

/** A runaway guard: no catch-up applies more steps than this (years of boundaries of every schedule). */
const MAX_STEPS = 200_000

interface Step {
  at: number
  /** ends first, then sequences moving on, then starts, when several fall on one instant */
  order: number
  apply(): void
}

/** What the runner reads and moves of the rest of the Outbound state. */
export interface ScheduleRunnerDeps {
  /** runs `apply` as if the clock said `at` */
  runAt(at: number, apply: () => void): void
  settings(): DialingSettings
  schedules: Pick<ScheduleStore, 'due' | 'passed'>
  /** campaigns' callable hours opening and closing */
  hours: Pick<DialerSimulation, 'hoursDue' | 'hoursChanged'>
  sequences: Pick<SequenceStore, 'all' | 'find'>
  campaigns: Pick<CampaignStore, 'rawCampaign' | 'total' | 'find'>
  lifecycle: Pick<CampaignLifecycle, 'start' | 'stop'>
  driver: Pick<SequenceDriver, 'start' | 'stop' | 'advance' | 'interrupt'>
  events: Pick<DialerEventStore, 'add'>
}

export class ScheduleRunner {
  private running = false
  /** per organisation, the instant up to which everything has been applied */
  private cursors = new Map<string, number>()

  constructor(private readonly deps: ScheduleRunnerDeps) {}

  reset(): void {
    this.cursors.clear()
  }

  /**
   * Runs `read` without catching up again inside it: a notification scan reads hundreds of topics at one
   * moment, each through `find`, and each catch-up looks at every schedule of the organisation.
   */
  holding<T>(read: () => T): T {
    if (this.running) return read()
    this.running = true
    try {
      return read()
    } finally {
      this.running = false
    }
  }

  catchUp(orgId: string, now: number): void {
    // Applying a step reads campaigns again (activeCount, find), which would come back here.
    if (this.running) return
    this.running = true
    try {
      let last = Math.min(this.cursors.get(orgId) ?? now, now)
      for (let i = 0; i < MAX_STEPS; i += 1) {
        const step = this.nextStep(orgId, now, last)
        if (!step) break
        last = step.at
        this.deps.runAt(step.at, step.apply)
      }
      this.cursors.set(orgId, now)
    } finally {
      this.running = false
    }
  }

  private nextStep(orgId: string, now: number, last: number): Step | undefined {
    const { campaigns, driver, hours } = this.deps
    let best: Step | undefined
    const offer = (step: Step) => {
      if (!best || step.at < best.at || (step.at === best.at && step.order < best.order)) best = step
    }
    const due = this.deps.schedules.due(orgId, now)
    if (due) offer({ at: due.at, order: due.kind === 'end' ? 0 : 2, apply: () => this.applyBoundary(due) })

    // A campaign's callable hours opening or closing: its pace changes at that instant (dialerSimulation.ts).
    const changed = hours.hoursDue(orgId, last, now)
    if (changed) offer({ at: changed.at, order: 1, apply: () => hours.hoursChanged(changed.campaign) })

    for (const sequence of this.deps.sequences.all(orgId)) {
      if (sequence.status !== 'on') continue
      const id = sequence.campaignIds[sequence.currentCampaign]
      const campaign = id === undefined ? undefined : campaigns.rawCampaign(orgId, id)
      if (campaign?.status === 'on') {
        const done = completionAt(campaign, campaigns.total(campaign), this.deps.settings())
        if (done <= now)
          offer({
            at: Math.min(now, Math.max(last, done)),
            order: 1,
            apply: () => {
              campaigns.find(orgId, campaign.id)
              driver.advance(sequence)
            }
          })
      } else if (campaign?.status === 'complete') {
        offer({ at: last, order: 1, apply: () => driver.advance(sequence) })
      } else {
        offer({ at: last, order: 1, apply: () => driver.interrupt(sequence, campaign) })
      }
    }
    return best
  }

  /** The dialer's event of a scheduled start it could not make: why, in the platform's words. */
  private refused(at: number, orgId: string, code: string, message: string, relatedEntity: EntityRef): void {
    this.deps.events.add({
      organizationId: orgId,
      name: 'Scheduled start refused',
      timestamp: at,
      level: 'ERROR',
      category: 'SCHEDULE',
      code: refusedStartCode(code),
      message,
      relatedEntity
    })
  }

  private applyBoundary({ schedule, kind, at }: DueBoundary): void {
    const { campaigns, driver } = this.deps
    this.deps.schedules.passed(schedule, at)
    const orgId = schedule.organizationId
    if (schedule.kind === 'campaign') {
      const campaign = campaigns.find(orgId, schedule.id)
      if (!campaign) return
      if (kind === 'end') {
        this.deps.lifecycle.stop(campaign)
        return
      }
      const started = this.deps.lifecycle.start(campaign)
      if (!started.ok)
        this.refused(
          at,
          orgId,
          started.failure.code,
          `The schedule could not start the campaign "${campaign.name}": ${started.failure.message}`,
          { id: campaign.id, name: campaign.name, selfUri: campaignUri(campaign.id) }
        )
      return
    }
    const sequence = this.deps.sequences.find(orgId, schedule.id)
    if (!sequence) return
    if (kind === 'end') {
      if (sequence.status === 'on') driver.stop(sequence)
      return
    }
    if (sequence.status === 'on') return
    const started = driver.start(sequence)
    if (!started.ok) {
      sequence.stopMessage = started.failure.message
      this.refused(
        at,
        orgId,
        started.failure.code,
        `The schedule could not start the sequence: ${started.failure.message}`,
        { id: sequence.id, name: sequence.name, selfUri: sequenceUri(sequence.id) }
      )
    }
  }
}
