import {
  ACTIVE_CAMPAIGN_LIMIT,
  type ScheduledCampaign,
  type SchedulesAnswer,
  type StoredSchedule
} from '@/shared/schedules/scheduleTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { VIEW_PERMISSION as VIEW_CAMPAIGNS } from '@/server/campaigns/callPlatform'
import type { SnapshotCampaign } from '@/server/campaigns/CampaignOverviewService'
import { readStatus, toCampaignRow } from '@/server/campaigns/toCampaignRow'
import { hasPlatformPermission, requirePlatformGrant } from '@/server/outbound/objectCapabilities'
import { readCampaignsJoin } from '@/server/outbound/readCampaignsJoin'
import { outboundApi, type PlatformCampaign, type PlatformSession } from '@/server/platform'
import * as api from '@/server/platform/scheduleApi'
import { toPlatformSchedule, toStoredSchedule } from '@/server/platform/scheduleMapping'
import type { ScheduleChangeBody } from './scheduleBodies'
import { SCHEDULE_PERMISSION as P, SCHEDULE_RULES } from './scheduleCapabilities'
import { throwIfScheduleProblems, toScheduleDefinition } from './scheduleChecks'
import { sessionFor, type ScheduleDeps } from './ScheduleDeps'
import { byName, campaignsBySet, toCallableTimeSetRow, toScheduledCampaign } from './scheduleRows'
import { callForSchedules, optionalRead, orNone } from './toScheduleApiError'

/** 409 `schedule.conflict` with the schedule as it now is (null: deleted meanwhile), for the conflict dialog. */
export function scheduleConflict(current: StoredSchedule | null): ApiError {
  return new ApiError(
    409,
    'schedule.conflict',
    current
      ? `Someone changed this schedule after you opened it (it is now at version ${current.version}). Review it and save again.`
      : 'Someone deleted this schedule after you opened it. Review it and save again.',
    { details: { current } }
  )
}

/**
 * The version a change must carry: the current one, or none when there is no schedule. A change made from an
 * older reading (or a schedule created or deleted meanwhile) is a conflict.
 */
export function checkScheduleVersion(current: StoredSchedule | null, version: number | undefined): void {
  if ((current?.version ?? undefined) !== version) throw scheduleConflict(current)
}

/** A scheduled campaign as its schedule names it, when the campaigns could not be read: status and mode unknown. */
const scheduleOnly = (
  campaign: { id: string; name?: string | null },
  schedule: StoredSchedule
): ScheduledCampaign => ({
  id: campaign.id,
  name: campaign.name ?? campaign.id,
  status: null,
  dialingMode: null,
  division: null,
  callableTimeSet: null,
  schedule
})

/**
 * Campaign schedules (docs/schedules.md): GET /api/schedules — every campaign of the organisation with its status
 * and schedule, and the callable time sets — and a campaign's schedule saved (PUT, with its version) or deleted.
 * Campaigns come from the campaigns' snapshot; schedules and sets from one platform call each.
 */
export class ScheduleService {
  constructor(private readonly deps: ScheduleDeps) {}

  private session(caller: Caller): PlatformSession {
    return sessionFor(this.deps, caller)
  }

  async list(caller: Caller): Promise<SchedulesAnswer> {
    // the screen is the schedules: without the permission to read them there is nothing to show (no call made)
    requirePlatformGrant(caller, P.viewSchedules)
    const session = this.session(caller)
    const [{ value: campaigns, join }, schedules, sets] = await Promise.all([
      readCampaignsJoin('week view', () => this.deps.campaigns.scheduleCampaigns(caller), null),
      callForSchedules('campaign', P.viewSchedules, () => api.listCampaignSchedules(session)),
      // the sets are a help (names, callable hours): a person who may not read them sees none
      hasPlatformPermission(caller, P.viewCallableTimeSets)
        ? callForSchedules('callableTimeSet', P.viewCallableTimeSets, () =>
            optionalRead(() => api.callableTimeSets.list(session))
          )
        : []
    ])
    const byCampaign = new Map(schedules.map(schedule => [schedule.campaign.id, toStoredSchedule(schedule)]))
    const setNames = new Map(sets.map(set => [set.id, set.name]))
    const using = campaignsBySet(campaigns ?? [])
    const rows = campaigns
      ? campaigns.map(campaign =>
          toScheduledCampaign(campaign, byCampaign.get(campaign.id) ?? null, setNames)
        )
      : // the campaigns unread: the scheduled ones as their schedules name them, status and mode unknown
        schedules.map(schedule => scheduleOnly(schedule.campaign, toStoredSchedule(schedule)))
    return {
      campaigns: rows.sort(byName),
      callableTimeSets: sets.map(set => toCallableTimeSetRow(set, using.get(set.id))).sort(byName),
      capabilities: SCHEDULE_RULES.capabilities(caller.role, caller.platformPermissions),
      activeLimit: ACTIVE_CAMPAIGN_LIMIT,
      ...join
    }
  }

  /**
   * Saves a campaign's whole schedule. Checked first (scheduleProblems: 400 `schedule.invalid` naming the
   * field), then against the schedule as it is (409 `schedule.conflict` with it when the version differs), then
   * PUT with that version. Answers the campaign's fresh row. Recorded in the audit trail, succeeded or failed.
   */
  async saveCampaignSchedule(
    caller: Caller,
    campaignId: string,
    change: ScheduleChangeBody
  ): Promise<ScheduledCampaign> {
    requirePlatformGrant(caller, P.editSchedules)
    const definition = toScheduleDefinition(change)
    throwIfScheduleProblems(definition)
    const session = this.session(caller)
    let name = campaignId
    return this.deps.audit.track(
      caller,
      'saved',
      () => ({ kind: 'campaign_schedule', id: campaignId, name }),
      async () => {
        const [campaign, current] = await Promise.all([
          callForSchedules('campaign', VIEW_CAMPAIGNS, () => outboundApi.getCampaign(session, campaignId)),
          this.readSchedule(session, campaignId)
        ])
        name = campaign.name
        checkScheduleVersion(current, change.version)
        const body = { ...toPlatformSchedule(definition), ...(current ? { version: current.version } : {}) }
        try {
          const saved = await callForSchedules('campaign', P.editSchedules, () =>
            api.putCampaignSchedule(session, campaignId, body)
          )
          this.deps.schedulesChanged()
          return this.rowOf(caller, campaign, toStoredSchedule(saved))
        } catch (error) {
          // changed between our read and the write: answer the schedule as it is now
          if (error instanceof ApiError && error.code === 'schedule.conflict')
            throw scheduleConflict(await this.readSchedule(session, campaignId))
          throw error
        }
      },
      row => `version ${row.schedule?.version ?? '?'}`
    )
  }

  /**
   * Deletes a campaign's schedule (nothing to delete is no failure); answers the campaign's row, unscheduled.
   * With the `version` read, a schedule changed or deleted since is a 409 `schedule.conflict` (read first).
   */
  async deleteCampaignSchedule(
    caller: Caller,
    campaignId: string,
    version?: number
  ): Promise<ScheduledCampaign> {
    requirePlatformGrant(caller, P.deleteSchedules)
    const session = this.session(caller)
    let name = campaignId
    return this.deps.audit.track(
      caller,
      'deleted',
      () => ({ kind: 'campaign_schedule', id: campaignId, name }),
      async () => {
        const [campaign, current] = await Promise.all([
          callForSchedules('campaign', VIEW_CAMPAIGNS, () => outboundApi.getCampaign(session, campaignId)),
          version === undefined ? null : this.readSchedule(session, campaignId)
        ])
        name = campaign.name
        if (version !== undefined) checkScheduleVersion(current, version)
        await callForSchedules('campaign', P.deleteSchedules, () =>
          orNone(() => api.deleteCampaignSchedule(session, campaignId))
        )
        this.deps.schedulesChanged()
        return this.rowOf(caller, campaign, null)
      }
    )
  }

  private readSchedule(session: PlatformSession, campaignId: string): Promise<StoredSchedule | null> {
    return callForSchedules('campaign', P.viewSchedules, async () => {
      const schedule = await orNone(() => api.getCampaignSchedule(session, campaignId))
      return schedule && toStoredSchedule(schedule)
    })
  }

  /** A campaign just read, as GET /api/schedules shows it; its callable time set named (read if need be). */
  private async rowOf(
    caller: Caller,
    campaign: PlatformCampaign,
    schedule: StoredSchedule | null
  ): Promise<ScheduledCampaign> {
    const row = toCampaignRow(campaign, null)
    if (!row)
      throw new ApiError(
        502,
        'platform.unavailable',
        'Genesys Cloud answered a campaign with a dialing mode this app does not know.'
      )
    const ref = campaign.callableTimeSet
    let setName = ref?.name ?? null
    if (ref && !setName && hasPlatformPermission(caller, P.viewCallableTimeSets))
      setName = await api.callableTimeSets.get(this.session(caller), ref.id).then(
        set => set.name,
        () => null
      )
    const base: SnapshotCampaign = {
      id: row.id,
      name: row.name,
      status: readStatus(campaign.campaignStatus),
      dialingMode: row.dialingMode,
      division: row.division,
      callableTimeSet: ref ? { id: ref.id, name: setName } : null
    }
    return toScheduledCampaign(base, schedule)
  }
}
