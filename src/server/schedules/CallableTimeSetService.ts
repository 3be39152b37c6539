import type { CallableTimeSetRow, CallableTimeSetsAnswer } from '@/shared/schedules/scheduleTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import {
  VersionedObjectService,
  type OutboundObjectService,
  type VersionedObjectKind
} from '@/server/outbound/VersionedObjectService'
import { readCampaignsJoin } from '@/server/outbound/readCampaignsJoin'
import { PlatformError } from '@/server/platform'
import { callableTimeSets } from '@/server/platform/scheduleApi'
import { toPlatformCallableTimeSet } from '@/server/platform/scheduleMapping'
import type { PlatformCallableTimeSet } from '@/server/platform/scheduleModels'
import type { CallableTimeSetBody, CallableTimeSetUpdateBody } from './scheduleBodies'
import { SCHEDULE_PERMISSION as P, SCHEDULE_RULES } from './scheduleCapabilities'
import type { ScheduleDeps } from './ScheduleDeps'
import { byName, campaignsBySet, toCallableTimeSetRow } from './scheduleRows'
import { SCHEDULE_SUBJECTS } from './toScheduleApiError'

/** Callable time sets as a kind of versioned outbound object. */
export const CALLABLE_TIME_SET_KIND: VersionedObjectKind<PlatformCallableTimeSet> = {
  api: callableTimeSets,
  audit: 'callable_time_set',
  words: SCHEDULE_SUBJECTS.callableTimeSet,
  noun: 'callable time set',
  permissions: {
    view: P.viewCallableTimeSets,
    add: P.addCallableTimeSets,
    edit: P.editCallableTimeSets,
    delete: P.deleteCallableTimeSets
  },
  readOnlyFields: ['selfUri', 'dateCreated', 'dateModified']
}

/**
 * Callable time sets (docs/schedules.md): the hours contacts may be called, per time zone; listed with the
 * campaigns that use each one (from the campaigns' snapshot), created, changed with their version, deleted
 * (refused while campaigns use the set). Every change is recorded in the audit trail, succeeded or failed.
 */
export class CallableTimeSetService implements OutboundObjectService<
  CallableTimeSetRow,
  CallableTimeSetsAnswer,
  CallableTimeSetBody,
  CallableTimeSetUpdateBody
> {
  private readonly sets: VersionedObjectService<PlatformCallableTimeSet, CallableTimeSetRow>

  constructor(private readonly deps: ScheduleDeps) {
    this.sets = new VersionedObjectService(CALLABLE_TIME_SET_KIND, deps, (caller, set) =>
      this.rowOf(caller, set)
    )
  }

  /** The campaigns that use each set now, by set id (the campaigns' snapshot). */
  private async usingSets(caller: Caller) {
    return campaignsBySet(await this.deps.campaigns.scheduleCampaigns(caller))
  }

  /** The set's row with the campaigns that use it now. */
  private async rowOf(caller: Caller, set: PlatformCallableTimeSet): Promise<CallableTimeSetRow> {
    return toCallableTimeSetRow(set, (await this.usingSets(caller)).get(set.id))
  }

  async list(caller: Caller): Promise<CallableTimeSetsAnswer> {
    const [sets, { value: using, join }] = await Promise.all([
      this.sets.list(caller),
      readCampaignsJoin('callable time sets', () => this.usingSets(caller), new Map<string, never[]>())
    ])
    return {
      callableTimeSets: sets.map(set => toCallableTimeSetRow(set, using.get(set.id))).sort(byName),
      capabilities: SCHEDULE_RULES.capabilities(caller.role, caller.platformPermissions),
      ...join
    }
  }

  async create(caller: Caller, body: CallableTimeSetBody): Promise<CallableTimeSetRow> {
    return toCallableTimeSetRow(await this.sets.create(caller, toPlatformCallableTimeSet(body)))
  }

  /**
   * Replaces a set's name and hours. The version is the one the person read: 409 `callableTimeSet.conflict`
   * with the set as it now is when it differs (or when the platform finds it changed meanwhile).
   */
  async update(caller: Caller, id: string, body: CallableTimeSetUpdateBody): Promise<CallableTimeSetRow> {
    const { version, ...definition } = body
    const updated = await this.sets.update(caller, id, {
      version,
      change: () => toPlatformCallableTimeSet(definition)
    })
    return this.rowOf(caller, updated)
  }

  /**
   * Deletes a set no campaign uses: 409 `callableTimeSet.in_use` naming the campaigns that do (the campaigns'
   * snapshot; the platform's own refusal of a set in use is answered the same way).
   */
  remove(caller: Caller, id: string): Promise<{ id: string }> {
    return this.sets.remove(caller, id, {
      check: async () => {
        const using = (await this.usingSets(caller)).get(id) ?? []
        if (using.length > 0) throw inUse(using)
      },
      refusal: error =>
        error instanceof PlatformError && error.kind === 'failed' && error.status === 409
          ? inUse([], error.platformMessage)
          : undefined
    })
  }
}

function inUse(campaigns: CallableTimeSetRow['campaigns'], platformMessage?: string): ApiError {
  const names = campaigns.map(campaign => campaign.name)
  return new ApiError(
    409,
    'callableTimeSet.in_use',
    names.length > 0
      ? `Campaigns use this callable time set (${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}): give them another set, or none, before deleting it.`
      : `Genesys Cloud refused to delete this callable time set, which is in use${platformMessage ? `: ${platformMessage}` : '.'}`,
    { details: { campaigns } }
  )
}
