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
import type { CampaignStore } from '../campaignStore'
import { campaignUri } from '../campaignViews'
import { completionAt } from '../dialing'
import { refusedStartCode } from '../events/eventCodes'
import {
  advanceSequence,
  interruptSequence,
  sequenceUri,
  startSequence,
  stopSequence
} from '../sequences/sequenceDriver'
import type { DueBoundary } from './scheduleStore'

/** A runaway guard: no catch-up applies more steps than this (years of boundaries of every schedule). */
const MAX_STEPS = 200_000

interface Step {
  at: number
  /** ends first, then sequences moving on, then starts, when several fall on one instant */
  order: number
  apply(): void
}

export class ScheduleRunner {
  private running = false
  /** per organisation, the instant up to which everything has been applied */
  private cursors = new Map<string, number>()

  constructor(private readonly store: CampaignStore) {}

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
        this.store.runAt(step.at, step.apply)
      }
      this.cursors.set(orgId, now)
    } finally {
      this.running = false
    }
  }

  private nextStep(orgId: string, now: number, last: number): Step | undefined {
    let best: Step | undefined
    const offer = (step: Step) => {
      if (!best || step.at < best.at || (step.at === best.at && step.order < best.order)) best = step
    }
    const due = this.store.schedules.due(orgId, now)
    if (due) offer({ at: due.at, order: due.kind === 'end' ? 0 : 2, apply: () => this.applyBoundary(due) })

    const store = this.store
    // A campaign's callable hours opening or closing: its pace changes at that instant (dialerSimulation.ts).
    const hours = store.simulation.hoursDue(orgId, last, now)
    if (hours) offer({ at: hours.at, order: 1, apply: () => store.simulation.hoursChanged(hours.campaign) })

    for (const sequence of store.sequences.all(orgId)) {
      if (sequence.status !== 'on') continue
      const id = sequence.campaignIds[sequence.currentCampaign]
      const campaign = id === undefined ? undefined : store.rawCampaign(orgId, id)
      if (campaign?.status === 'on') {
        const done = completionAt(campaign, store.total(campaign), store.settings)
        if (done <= now)
          offer({
            at: Math.min(now, Math.max(last, done)),
            order: 1,
            apply: () => {
              store.find(orgId, campaign.id)
              advanceSequence(store, sequence)
            }
          })
      } else if (campaign?.status === 'complete') {
        offer({ at: last, order: 1, apply: () => advanceSequence(store, sequence) })
      } else {
        offer({ at: last, order: 1, apply: () => interruptSequence(store, sequence, campaign) })
      }
    }
    return best
  }

  private applyBoundary({ schedule, kind, at }: DueBoundary): void {
    const store = this.store
    store.schedules.passed(schedule, at)
    const orgId = schedule.organizationId
    if (schedule.kind === 'campaign') {
      const campaign = store.find(orgId, schedule.id)
      if (!campaign) return
      if (kind === 'end') {
        store.stop(campaign)
        return
      }
      const started = store.start(campaign)
      if (!started.ok)
        store.events.add({
          organizationId: orgId,
          name: 'Scheduled start refused',
          timestamp: at,
          level: 'ERROR',
          category: 'SCHEDULE',
          code: refusedStartCode(started.failure.code),
          message: `The schedule could not start the campaign "${campaign.name}": ${started.failure.message}`,
          relatedEntity: { id: campaign.id, name: campaign.name, selfUri: campaignUri(campaign.id) }
        })
      return
    }
    const sequence = store.sequences.find(orgId, schedule.id)
    if (!sequence) return
    if (kind === 'end') {
      if (sequence.status === 'on') stopSequence(store, sequence)
      return
    }
    if (sequence.status === 'on') return
    const started = startSequence(store, sequence)
    if (!started.ok) {
      sequence.stopMessage = started.failure.message
      store.events.add({
        organizationId: orgId,
        name: 'Scheduled start refused',
        timestamp: at,
        level: 'ERROR',
        category: 'SCHEDULE',
        code: refusedStartCode(started.failure.code),
        message: `The schedule could not start the sequence: ${started.failure.message}`,
        relatedEntity: { id: sequence.id, name: sequence.name, selfUri: sequenceUri(sequence.id) }
      })
    }
  }
}
