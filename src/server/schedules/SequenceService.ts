import type { ScheduleDeleted } from '@/shared/schedules/scheduleErrors'
import type { SequenceRow, SequencesAnswer, StoredSchedule } from '@/shared/schedules/scheduleTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type { SnapshotCampaign } from '@/server/campaigns/CampaignOverviewService'
import type { PlatformSession } from '@/server/platform'
import * as api from '@/server/platform/scheduleApi'
import { toPlatformSchedule, toStoredSchedule } from '@/server/platform/scheduleMapping'
import type { PlatformCampaignSequence } from '@/server/platform/scheduleModels'
import type { ScheduleChangeBody, SequenceBody, SequenceUpdateBody } from './scheduleBodies'
import {
  hasPlatformPermission,
  requireSchedulePermission,
  scheduleCapabilities,
  SCHEDULE_PERMISSION as P
} from './scheduleCapabilities'
import { throwIfScheduleProblems, toScheduleDefinition } from './scheduleChecks'
import { sessionFor, type ScheduleDeps } from './ScheduleDeps'
import { audited } from './ScheduleAuditRepository'
import { byName, toSequenceRow } from './scheduleRows'
import { checkScheduleVersion, scheduleConflict } from './ScheduleService'
import { callForSchedules, optionalRead, orNone } from './toScheduleApiError'

/** What a PUT sends back of the sequence as read: its own fields, not the platform's bookkeeping. */
function keptFields(sequence: PlatformCampaignSequence): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...sequence }
  for (const field of ['selfUri', 'dateCreated', 'dateModified', 'stopMessage']) delete kept[field]
  return kept
}

const byId = (campaigns: readonly SnapshotCampaign[]) =>
  new Map(campaigns.map(campaign => [campaign.id, campaign]))

/**
 * Campaign sequences (docs/schedules.md): campaigns run one after the other. Listed with their campaigns' names
 * and statuses (the campaigns' snapshot) and each sequence's schedule; created, changed with their version,
 * deleted, started and stopped (PUT with status on/off), their schedules saved and deleted. Every change is
 * recorded in schedule_audit, succeeded or failed.
 */
export class SequenceService {
  constructor(private readonly deps: ScheduleDeps) {}

  private session(caller: Caller): PlatformSession {
    return sessionFor(this.deps, caller)
  }

  async list(caller: Caller): Promise<SequencesAnswer> {
    const session = this.session(caller)
    const [sequences, schedules, campaigns] = await Promise.all([
      callForSchedules('sequence', P.viewSequences, () => api.listSequences(session)),
      // schedules are a part of the rows: a person who may not read them sees the sequences without
      hasPlatformPermission(caller, P.viewSchedules)
        ? callForSchedules('sequence', P.viewSchedules, () =>
            optionalRead(() => api.listSequenceSchedules(session))
          )
        : [],
      this.deps.campaigns.scheduleCampaigns(caller)
    ])
    const scheduleOf = new Map(schedules.map(schedule => [schedule.sequence.id, toStoredSchedule(schedule)]))
    const known = byId(campaigns)
    return {
      sequences: sequences
        .map(sequence => toSequenceRow(sequence, known, scheduleOf.get(sequence.id) ?? null))
        .sort(byName),
      campaigns: campaigns.map(({ id, name, status }) => ({ id, name, status })).sort(byName),
      capabilities: scheduleCapabilities(caller.role, caller.platformPermissions)
    }
  }

  async create(caller: Caller, body: SequenceBody): Promise<SequenceRow> {
    requireSchedulePermission(caller, P.addSequences)
    const created = await audited(
      this.deps.audit,
      caller,
      'created',
      sequence => ({ kind: 'sequence', id: sequence?.id ?? '', name: sequence?.name ?? body.name }),
      () =>
        callForSchedules('sequence', P.addSequences, () =>
          api.createSequence(this.session(caller), {
            name: body.name,
            campaigns: body.campaignIds.map(id => ({ id })),
            currentCampaign: 0,
            status: 'off',
            repeat: body.repeat
          })
        )
    )
    return this.rowOf(caller, created, null)
  }

  /**
   * Replaces a sequence's name, campaigns and repeat, keeping its status. 409 `sequence.conflict` with the
   * sequence as it now is when the version differs.
   */
  async update(caller: Caller, id: string, body: SequenceUpdateBody): Promise<SequenceRow> {
    requireSchedulePermission(caller, P.editSequences)
    const session = this.session(caller)
    let name = id
    const updated = await audited(
      this.deps.audit,
      caller,
      'updated',
      () => ({ kind: 'sequence', id, name }),
      async () => {
        const current = await this.read(session, id)
        name = current.name
        if (current.version !== body.version) throw await this.conflict(caller, current)
        return this.write(caller, id, {
          ...keptFields(current),
          name: body.name,
          campaigns: body.campaignIds.map(campaignId => ({ id: campaignId })),
          // the campaign running (or next) stays the same index while it exists
          currentCampaign: current.currentCampaign < body.campaignIds.length ? current.currentCampaign : 0,
          repeat: body.repeat,
          version: body.version
        })
      }
    )
    return this.rowOf(caller, updated)
  }

  async remove(caller: Caller, id: string): Promise<ScheduleDeleted> {
    requireSchedulePermission(caller, P.deleteSequences)
    const session = this.session(caller)
    let name = id
    await audited(
      this.deps.audit,
      caller,
      'deleted',
      () => ({ kind: 'sequence', id, name }),
      async () => {
        const current = await this.read(session, id)
        name = current.name
        if (current.status === 'on')
          throw new ApiError(409, 'sequence.running', 'The sequence is on: stop it before deleting it.')
        await callForSchedules('sequence', P.deleteSequences, () => api.deleteSequence(session, id))
      }
    )
    return { id }
  }

  /** Starts (`on`) or stops (`off`) a sequence: a PUT of the sequence as read with the new status. */
  async setStatus(caller: Caller, id: string, status: 'on' | 'off'): Promise<SequenceRow> {
    requireSchedulePermission(caller, P.editSequences)
    const session = this.session(caller)
    let name = id
    const changed = await audited(
      this.deps.audit,
      caller,
      status === 'on' ? 'started' : 'stopped',
      () => ({ kind: 'sequence', id, name }),
      async () => {
        const current = await this.read(session, id)
        name = current.name
        return this.write(caller, id, { ...keptFields(current), status, version: current.version })
      }
    )
    // the platform started or stopped its current campaign: the row (and the overview) show it at once, at the
    // cost of one read of the sequence's campaigns by id; if that read fails they show it at the next check
    await this.deps.campaigns
      .refreshCampaigns(
        caller,
        changed.campaigns.map(campaign => campaign.id)
      )
      .catch(() => undefined)
    return this.rowOf(caller, changed)
  }

  /** Saves a sequence's whole schedule, as a campaign's (ScheduleService.saveCampaignSchedule). */
  async saveSchedule(caller: Caller, id: string, change: ScheduleChangeBody): Promise<SequenceRow> {
    requireSchedulePermission(caller, P.editSchedules)
    const definition = toScheduleDefinition(change)
    throwIfScheduleProblems(definition)
    const session = this.session(caller)
    let name = id
    return audited(
      this.deps.audit,
      caller,
      'saved',
      () => ({ kind: 'sequence_schedule', id, name }),
      async () => {
        const [sequence, current] = await Promise.all([
          this.read(session, id),
          this.readSchedule(session, id)
        ])
        name = sequence.name
        checkScheduleVersion(current, change.version)
        const body = { ...toPlatformSchedule(definition), ...(current ? { version: current.version } : {}) }
        try {
          const saved = await callForSchedules('sequence', P.editSchedules, () =>
            api.putSequenceSchedule(session, id, body)
          )
          return this.rowOf(caller, sequence, toStoredSchedule(saved))
        } catch (error) {
          if (error instanceof ApiError && error.code === 'sequence.conflict')
            throw scheduleConflict(await this.readSchedule(session, id))
          throw error
        }
      },
      row => `version ${row.schedule?.version ?? '?'}`
    )
  }

  /** Deletes a sequence's schedule; with the `version` read, one changed since is a 409 (as a campaign's). */
  async deleteSchedule(caller: Caller, id: string, version?: number): Promise<SequenceRow> {
    requireSchedulePermission(caller, P.deleteSchedules)
    const session = this.session(caller)
    let name = id
    return audited(
      this.deps.audit,
      caller,
      'deleted',
      () => ({ kind: 'sequence_schedule', id, name }),
      async () => {
        const [sequence, current] = await Promise.all([
          this.read(session, id),
          version === undefined ? null : this.readSchedule(session, id)
        ])
        name = sequence.name
        if (version !== undefined) checkScheduleVersion(current, version)
        await callForSchedules('sequence', P.deleteSchedules, () =>
          orNone(() => api.deleteSequenceSchedule(session, id))
        )
        return this.rowOf(caller, sequence, null)
      }
    )
  }

  private read(session: PlatformSession, id: string) {
    return callForSchedules('sequence', P.viewSequences, () => api.getSequence(session, id))
  }

  private readSchedule(session: PlatformSession, id: string): Promise<StoredSchedule | null> {
    return callForSchedules('sequence', P.viewSchedules, async () => {
      const schedule = await orNone(() => api.getSequenceSchedule(session, id))
      return schedule && toStoredSchedule(schedule)
    })
  }

  /** A PUT of the sequence; the platform finding it changed meanwhile is answered with it as it now is. */
  private async write(caller: Caller, id: string, body: Record<string, unknown>) {
    const session = this.session(caller)
    try {
      return await callForSchedules('sequence', P.editSequences, () => api.updateSequence(session, id, body))
    } catch (error) {
      if (error instanceof ApiError && error.code === 'sequence.conflict')
        throw await this.conflict(caller, await this.read(session, id))
      throw error
    }
  }

  /**
   * The sequence's row with its campaigns named; its schedule as given, or read now (none when the person may
   * not read schedules or it has none).
   */
  private async rowOf(
    caller: Caller,
    sequence: PlatformCampaignSequence,
    schedule?: StoredSchedule | null
  ): Promise<SequenceRow> {
    const session = this.session(caller)
    const [campaigns, stored] = await Promise.all([
      this.deps.campaigns.scheduleCampaigns(caller),
      schedule !== undefined || !hasPlatformPermission(caller, P.viewSchedules)
        ? (schedule ?? null)
        : this.readSchedule(session, sequence.id).catch(() => null)
    ])
    return toSequenceRow(sequence, byId(campaigns), stored)
  }

  private async conflict(caller: Caller, current: PlatformCampaignSequence): Promise<ApiError> {
    return new ApiError(
      409,
      'sequence.conflict',
      `Someone changed this sequence after you opened it (it is now at version ${current.version}). Review it and save again.`,
      { details: { current: await this.rowOf(caller, current) } }
    )
  }
}
