import type { ScheduleDeleted } from '@/shared/schedules/scheduleErrors'
import type { CallableTimeSetRow, CallableTimeSetsAnswer } from '@/shared/schedules/scheduleTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { PlatformError, type PlatformSession } from '@/server/platform'
import * as api from '@/server/platform/scheduleApi'
import { toPlatformCallableTimeSet } from '@/server/platform/scheduleMapping'
import type { PlatformCallableTimeSet } from '@/server/platform/scheduleModels'
import type { CallableTimeSetBody, CallableTimeSetUpdateBody } from './scheduleBodies'
import {
  requireSchedulePermission,
  scheduleCapabilities,
  SCHEDULE_PERMISSION as P
} from './scheduleCapabilities'
import { sessionFor, type ScheduleDeps } from './ScheduleDeps'
import { audited } from './ScheduleAuditRepository'
import { byName, campaignsBySet, toCallableTimeSetRow } from './scheduleRows'
import { callForSchedules } from './toScheduleApiError'

/** What a PUT sends back of the set as read: its own fields, not the platform's bookkeeping. */
function keptFields(set: PlatformCallableTimeSet): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...set }
  for (const field of ['selfUri', 'dateCreated', 'dateModified']) delete kept[field]
  return kept
}

/**
 * Callable time sets (docs/schedules.md): the hours contacts may be called, per time zone; listed with the
 * campaigns that use each one (from the campaigns' snapshot), created, changed with their version, deleted
 * (refused while campaigns use the set). Every change is recorded in schedule_audit, succeeded or failed.
 */
export class CallableTimeSetService {
  constructor(private readonly deps: ScheduleDeps) {}

  private session(caller: Caller): PlatformSession {
    return sessionFor(this.deps, caller)
  }

  /** The set's row with the campaigns that use it now. */
  private async rowOf(caller: Caller, set: PlatformCallableTimeSet): Promise<CallableTimeSetRow> {
    const using = campaignsBySet(await this.deps.campaigns.scheduleCampaigns(caller))
    return toCallableTimeSetRow(set, using.get(set.id))
  }

  async list(caller: Caller): Promise<CallableTimeSetsAnswer> {
    const [sets, campaigns] = await Promise.all([
      callForSchedules('callableTimeSet', P.viewCallableTimeSets, () =>
        api.listCallableTimeSets(this.session(caller))
      ),
      this.deps.campaigns.scheduleCampaigns(caller)
    ])
    const using = campaignsBySet(campaigns)
    return {
      callableTimeSets: sets.map(set => toCallableTimeSetRow(set, using.get(set.id))).sort(byName),
      capabilities: scheduleCapabilities(caller.role, caller.platformPermissions)
    }
  }

  async create(caller: Caller, body: CallableTimeSetBody): Promise<CallableTimeSetRow> {
    requireSchedulePermission(caller, P.addCallableTimeSets)
    const created = await audited(
      this.deps.audit,
      caller,
      'created',
      set => ({ kind: 'callable_time_set', id: set?.id ?? '', name: set?.name ?? body.name }),
      () =>
        callForSchedules('callableTimeSet', P.addCallableTimeSets, () =>
          api.createCallableTimeSet(this.session(caller), toPlatformCallableTimeSet(body))
        )
    )
    return toCallableTimeSetRow(created)
  }

  /**
   * Replaces a set's name and hours. The version is the one the person read: 409 `callableTimeSet.conflict`
   * with the set as it now is when it differs (or when the platform finds it changed meanwhile).
   */
  async update(caller: Caller, id: string, body: CallableTimeSetUpdateBody): Promise<CallableTimeSetRow> {
    requireSchedulePermission(caller, P.editCallableTimeSets)
    const session = this.session(caller)
    let name = id
    const updated = await audited(
      this.deps.audit,
      caller,
      'updated',
      () => ({ kind: 'callable_time_set', id, name }),
      async () => {
        const current = await this.read(session, id)
        name = current.name
        if (current.version !== body.version) throw await this.conflict(caller, current)
        const { version, ...definition } = body
        try {
          return await callForSchedules('callableTimeSet', P.editCallableTimeSets, () =>
            api.updateCallableTimeSet(session, id, {
              ...keptFields(current),
              ...toPlatformCallableTimeSet(definition),
              version
            })
          )
        } catch (error) {
          if (error instanceof ApiError && error.code === 'callableTimeSet.conflict')
            throw await this.conflict(caller, await this.read(session, id))
          throw error
        }
      }
    )
    return this.rowOf(caller, updated)
  }

  /**
   * Deletes a set no campaign uses: 409 `callableTimeSet.in_use` naming the campaigns that do (the campaigns'
   * snapshot; the platform's own refusal of a set in use is answered the same way).
   */
  async remove(caller: Caller, id: string): Promise<ScheduleDeleted> {
    requireSchedulePermission(caller, P.deleteCallableTimeSets)
    const session = this.session(caller)
    let name = id
    await audited(
      this.deps.audit,
      caller,
      'deleted',
      () => ({ kind: 'callable_time_set', id, name }),
      async () => {
        const [current, campaigns] = await Promise.all([
          this.read(session, id),
          this.deps.campaigns.scheduleCampaigns(caller)
        ])
        name = current.name
        const using = campaignsBySet(campaigns).get(id) ?? []
        if (using.length > 0) throw inUse(using)
        try {
          await api.deleteCallableTimeSet(session, id)
        } catch (error) {
          if (error instanceof PlatformError && error.kind === 'failed' && error.status === 409)
            throw inUse([], error.platformMessage)
          return callForSchedules('callableTimeSet', P.deleteCallableTimeSets, () => Promise.reject(error))
        }
      }
    )
    return { id }
  }

  private read(session: PlatformSession, id: string) {
    return callForSchedules('callableTimeSet', P.viewCallableTimeSets, () =>
      api.getCallableTimeSet(session, id)
    )
  }

  private async conflict(caller: Caller, current: PlatformCallableTimeSet): Promise<ApiError> {
    return new ApiError(
      409,
      'callableTimeSet.conflict',
      `Someone changed this callable time set after you opened it (it is now at version ${current.version}). Review it and save again.`,
      { details: { current: await this.rowOf(caller, current) } }
    )
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
