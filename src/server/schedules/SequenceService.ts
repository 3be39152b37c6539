import type { SequenceRow, SequencesAnswer, StoredSchedule } from '@/shared/schedules/scheduleTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type { SnapshotCampaign } from '@/server/campaigns/CampaignOverviewService'
import { hasPlatformPermission, requirePlatformGrant } from '@/server/outbound/objectCapabilities'
import {
  VersionedObjectService,
  type OutboundObjectService,
  type VersionedObjectKind
} from '@/server/outbound/VersionedObjectService'
import { readCampaignsJoin } from '@/server/outbound/readCampaignsJoin'
import type { PlatformSession } from '@/server/platform'
import * as api from '@/server/platform/scheduleApi'
import { toPlatformSchedule, toStoredSchedule } from '@/server/platform/scheduleMapping'
import type { PlatformCampaignSequence } from '@/server/platform/scheduleModels'
import type { ScheduleChangeBody, SequenceBody, SequenceUpdateBody } from './scheduleBodies'
import { SCHEDULE_PERMISSION as P, SCHEDULE_RULES } from './scheduleCapabilities'
import { throwIfScheduleProblems, toScheduleDefinition } from './scheduleChecks'
import type { ScheduleDeps } from './ScheduleDeps'
import { byName, toSequenceRow } from './scheduleRows'
import { checkScheduleVersion, scheduleConflict } from './ScheduleService'
import { callForSchedules, optionalRead, orNone, SCHEDULE_SUBJECTS } from './toScheduleApiError'

/** Campaign sequences as a kind of versioned outbound object. */
export const SEQUENCE_KIND: VersionedObjectKind<PlatformCampaignSequence> = {
  api: api.sequences,
  audit: 'sequence',
  words: SCHEDULE_SUBJECTS.sequence,
  noun: 'sequence',
  permissions: {
    view: P.viewSequences,
    add: P.addSequences,
    edit: P.editSequences,
    delete: P.deleteSequences
  },
  readOnlyFields: ['selfUri', 'dateCreated', 'dateModified', 'stopMessage']
}

const byId = (campaigns: readonly SnapshotCampaign[]) =>
  new Map(campaigns.map(campaign => [campaign.id, campaign]))

/**
 * Campaign sequences (docs/schedules.md): campaigns run one after the other. Listed with their campaigns' names
 * and statuses (the campaigns' snapshot) and each sequence's schedule; created, changed with their version,
 * deleted, started and stopped (PUT with status on/off), their schedules saved and deleted. Every change is
 * recorded in the audit trail, succeeded or failed.
 */
export class SequenceService implements OutboundObjectService<
  SequenceRow,
  SequencesAnswer,
  SequenceBody,
  SequenceUpdateBody
> {
  private readonly sequences: VersionedObjectService<PlatformCampaignSequence, SequenceRow>

  constructor(private readonly deps: ScheduleDeps) {
    this.sequences = new VersionedObjectService(SEQUENCE_KIND, deps, (caller, sequence) =>
      this.rowOf(caller, sequence)
    )
  }

  async list(caller: Caller): Promise<SequencesAnswer> {
    const session = this.sequences.session(caller)
    const [sequences, schedules, { value: campaigns, join }] = await Promise.all([
      this.sequences.list(caller),
      // schedules are a part of the rows: a person who may not read them sees the sequences without
      hasPlatformPermission(caller, P.viewSchedules)
        ? callForSchedules('sequence', P.viewSchedules, () =>
            optionalRead(() => api.listSequenceSchedules(session))
          )
        : [],
      // without the campaigns the sequences still show, their campaigns as the sequence names them
      readCampaignsJoin('sequences', () => this.deps.campaigns.scheduleCampaigns(caller), [])
    ])
    const scheduleOf = new Map(schedules.map(schedule => [schedule.sequence.id, toStoredSchedule(schedule)]))
    const known = byId(campaigns)
    return {
      sequences: sequences
        .map(sequence => toSequenceRow(sequence, known, scheduleOf.get(sequence.id) ?? null))
        .sort(byName),
      campaigns: campaigns.map(({ id, name, status }) => ({ id, name, status })).sort(byName),
      capabilities: SCHEDULE_RULES.capabilities(caller.role, caller.platformPermissions),
      ...join
    }
  }

  async create(caller: Caller, body: SequenceBody): Promise<SequenceRow> {
    const created = await this.sequences.create(caller, {
      name: body.name,
      campaigns: body.campaignIds.map(id => ({ id })),
      currentCampaign: 0,
      status: 'off',
      repeat: body.repeat
    })
    return this.rowOf(caller, created, null)
  }

  /**
   * Replaces a sequence's name, campaigns and repeat, keeping its status. 409 `sequence.conflict` with the
   * sequence as it now is when the version differs.
   */
  async update(caller: Caller, id: string, body: SequenceUpdateBody): Promise<SequenceRow> {
    const updated = await this.sequences.update(caller, id, {
      version: body.version,
      change: current => ({
        name: body.name,
        campaigns: body.campaignIds.map(campaignId => ({ id: campaignId })),
        // the campaign running (or next) stays the same index while it exists
        currentCampaign: current.currentCampaign < body.campaignIds.length ? current.currentCampaign : 0,
        repeat: body.repeat
      })
    })
    return this.rowOf(caller, updated)
  }

  remove(caller: Caller, id: string): Promise<{ id: string }> {
    return this.sequences.remove(caller, id, {
      check: current => {
        if (current.status === 'on')
          throw new ApiError(409, 'sequence.running', 'The sequence is on: stop it before deleting it.')
      }
    })
  }

  /** Starts (`on`) or stops (`off`) a sequence: a PUT of the sequence as read with the new status. */
  async setStatus(caller: Caller, id: string, status: 'on' | 'off'): Promise<SequenceRow> {
    const changed = await this.sequences.update(caller, id, {
      action: status === 'on' ? 'started' : 'stopped',
      change: () => ({ status })
    })
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
    requirePlatformGrant(caller, P.editSchedules)
    const definition = toScheduleDefinition(change)
    throwIfScheduleProblems(definition)
    return this.changeSchedule(
      caller,
      id,
      { action: 'saved', detailOf: row => `version ${row.schedule?.version ?? '?'}` },
      async (session, sequence, current) => {
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
      }
    )
  }

  /** Deletes a sequence's schedule; with the `version` read, one changed since is a 409 (as a campaign's). */
  async deleteSchedule(caller: Caller, id: string, version?: number): Promise<SequenceRow> {
    requirePlatformGrant(caller, P.deleteSchedules)
    return this.changeSchedule(
      caller,
      id,
      { action: 'deleted', readsSchedule: version !== undefined },
      async (session, sequence, current) => {
        if (version !== undefined) checkScheduleVersion(current, version)
        await callForSchedules('sequence', P.deleteSchedules, () =>
          orNone(() => api.deleteSequenceSchedule(session, id))
        )
        return this.rowOf(caller, sequence, null)
      }
    )
  }

  /**
   * A change of a sequence's schedule, recorded under the sequence's name: the sequence and its schedule (unless
   * `readsSchedule` is false) are read first, then `work` runs.
   */
  private changeSchedule(
    caller: Caller,
    id: string,
    {
      action,
      readsSchedule = true,
      detailOf
    }: {
      action: 'saved' | 'deleted'
      readsSchedule?: boolean
      detailOf?: (row: SequenceRow) => string | null
    },
    work: (
      session: PlatformSession,
      sequence: PlatformCampaignSequence,
      current: StoredSchedule | null
    ) => Promise<SequenceRow>
  ): Promise<SequenceRow> {
    const session = this.sequences.session(caller)
    let name = id
    return this.deps.audit.track(
      caller,
      action,
      () => ({ kind: 'sequence_schedule', id, name }),
      async () => {
        const [sequence, current] = await Promise.all([
          this.sequences.read(session, id),
          readsSchedule ? this.readSchedule(session, id) : null
        ])
        name = sequence.name
        return work(session, sequence, current)
      },
      detailOf
    )
  }

  private readSchedule(session: PlatformSession, id: string): Promise<StoredSchedule | null> {
    return callForSchedules('sequence', P.viewSchedules, async () => {
      const schedule = await orNone(() => api.getSequenceSchedule(session, id))
      return schedule && toStoredSchedule(schedule)
    })
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
    const [campaigns, stored] = await Promise.all([
      this.deps.campaigns.scheduleCampaigns(caller),
      schedule !== undefined || !hasPlatformPermission(caller, P.viewSchedules)
        ? (schedule ?? null)
        : this.readSchedule(this.sequences.session(caller), sequence.id).catch(() => null)
    ])
    return toSequenceRow(sequence, byId(campaigns), stored)
  }
}
