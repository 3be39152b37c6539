import type {
  CampaignOverview,
  CampaignOverviewParams,
  CampaignStatus,
  DialingMode
} from '@/shared/campaigns/campaignTypes'
import type { ContactListCampaign } from '@/shared/contactLists/contactListTypes'
import type { DncListCampaign } from '@/shared/dncLists/dncListTypes'
import type { ScheduledCampaign } from '@/shared/schedules/scheduleTypes'
import type { Caller } from '@/server/access/Caller'
import { outboundApi } from '@/server/platform'
import { PAGE_SIZE } from '@/server/platform/outboundApi'
import { announceCampaignChanges } from './announceCampaignChanges'
import { callPlatform, VIEW_PERMISSION } from './callPlatform'
import { campaignCapabilities } from './campaignCapabilities'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import { readCampaignSchedules, withSchedule } from './campaignSchedules'
import { currentSnapshot, isActive } from './campaignSnapshot'
import { CampaignPerformanceService } from './performance/CampaignPerformanceService'
import { ProgressSampler } from './ProgressSampler'
import { ProgressSampleRepository } from './ProgressSampleRepository'
import { selectCampaignRows } from './selectCampaignRows'
import { activeCampaigns, campaignFacets, summarizeCampaigns } from './summarizeCampaigns'
import { readStatus, toCampaignRow } from './toCampaignRow'

/**
 * The overview (GET /api/campaigns): the person's campaign list, filtered, sorted and paged here, with live
 * progress, pace and ETA. What it costs the platform (docs/campaigns.md "Calls to the platform"): the whole
 * list with every campaign's progress when the snapshot is taken; otherwise one "what changed" call (at most
 * every 10 s), one bulk progress call for the active campaigns (while `live`, at most every 2 min), and one
 * list call by id when some are stopping or have called every contact, and one GET /outbound/schedules/campaigns
 * for the rows' schedules (none when the person may not read them); with `performance` (while campaigns are
 * active), one performance query and one analytics query for the active ones, reused by the organisation for
 * 10 s. Never one call per row.
 */
export class CampaignOverviewService {
  private readonly sampler: ProgressSampler
  private readonly performance: CampaignPerformanceService

  constructor(private readonly deps: CampaignDeps) {
    this.sampler = new ProgressSampler(new ProgressSampleRepository(deps.handle.db), deps.state.pruning)
    this.performance = new CampaignPerformanceService(deps)
  }

  async overview(
    caller: Caller,
    params: CampaignOverviewParams,
    {
      live = false,
      recheck = false,
      performance = false
    }: { live?: boolean; recheck?: boolean; performance?: boolean } = {}
  ): Promise<CampaignOverview> {
    // the schedules are read beside the snapshot: one call per overview read (none without the permission)
    const [{ snapshot }, schedules] = await Promise.all([
      currentSnapshot(this.deps, caller, { live, recheck }),
      readCampaignSchedules(this.deps, caller)
    ])
    const active = [...snapshot.campaigns.values()].filter(isActive)
    const now = this.deps.now()
    // Pace is measured at the time the progress was read (while live, up to LIVE_PROGRESS_INTERVAL_MS ago).
    const paces = await this.sampler.pace(
      caller.orgId,
      active.flatMap(entry =>
        entry.progress ? [{ campaignId: entry.campaign.id, progress: entry.progress }] : []
      ),
      snapshot.progressAt
    )
    const subjects = [...snapshot.campaigns.values()].flatMap(entry => {
      const row = toCampaignRow(entry.campaign, entry.progress, paces.get(entry.campaign.id))
      return row
        ? [
            {
              row: withSchedule(row, schedules && (schedules.get(row.id) ?? null)),
              abandonTarget: entry.campaign.abandonRate ?? null
            }
          ]
        : []
    })
    // the active campaigns' live figures: one performance query and one analytics query (docs/campaigns.md)
    const figures = performance
      ? await this.performance.forCampaigns(caller, subjects, paces, { recheck })
      : null
    const rows = subjects.map(({ row }) =>
      figures ? { ...row, performance: figures.get(row.id) ?? null } : row
    )
    return {
      ...selectCampaignRows(rows, params),
      params,
      summary: summarizeCampaigns(rows),
      facets: campaignFacets(rows),
      active: activeCampaigns(rows),
      capabilities: campaignCapabilities(caller.role, caller.platformPermissions),
      refreshedAt: new Date(now).toISOString()
    }
  }

  /**
   * The campaigns that dial each contact list (by list id), with their status and progress, from the same
   * snapshot as the overview: the contact-lists screen costs the platform no campaign call of its own.
   */
  async campaignsByContactList(caller: Caller): Promise<Map<string, ContactListCampaign[]>> {
    const { snapshot } = await currentSnapshot(this.deps, caller, { live: false })
    const byList = new Map<string, ContactListCampaign[]>()
    for (const { campaign, progress } of snapshot.campaigns.values()) {
      const listId = campaign.contactList?.id
      if (!listId) continue
      const using = byList.get(listId) ?? []
      using.push({
        id: campaign.id,
        name: campaign.name,
        status: readStatus(campaign.campaignStatus),
        called: progress?.called ?? 0,
        total: progress?.total ?? 0
      })
      byList.set(listId, using)
    }
    return byList
  }

  /**
   * The do-not-call lists the campaigns dialling each contact list honour (by contact list id), from the same
   * snapshot: what an import into the list is checked against.
   */
  async dncListsByContactList(caller: Caller): Promise<Map<string, { id: string; name: string }[]>> {
    const { snapshot } = await currentSnapshot(this.deps, caller, { live: false })
    const byList = new Map<string, Map<string, { id: string; name: string }>>()
    for (const { campaign } of snapshot.campaigns.values()) {
      const listId = campaign.contactList?.id
      if (!listId) continue
      const lists = byList.get(listId) ?? new Map<string, { id: string; name: string }>()
      for (const ref of campaign.dncLists) lists.set(ref.id, { id: ref.id, name: ref.name ?? ref.id })
      byList.set(listId, lists)
    }
    return new Map([...byList].map(([listId, lists]) => [listId, [...lists.values()]]))
  }

  /**
   * The campaigns that honour each do-not-call list (by DNC list id: the list is attached to them), with their
   * status, from the same snapshot: the DNC lists screen costs the platform no campaign call of its own.
   */
  async campaignsByDncList(caller: Caller): Promise<Map<string, DncListCampaign[]>> {
    const { snapshot } = await currentSnapshot(this.deps, caller, { live: false })
    const byList = new Map<string, DncListCampaign[]>()
    for (const { campaign } of snapshot.campaigns.values())
      for (const ref of campaign.dncLists) {
        const using = byList.get(ref.id) ?? []
        if (using.some(known => known.id === campaign.id)) continue
        using.push({ id: campaign.id, name: campaign.name, status: readStatus(campaign.campaignStatus) })
        byList.set(ref.id, using)
      }
    return byList
  }

  /**
   * Reads the named campaigns as they are now (one `GET /outbound/campaigns?id=…`, at most 100) into every
   * snapshot of the organisation that holds them: after a change the platform makes to campaigns on another
   * route's behalf (a sequence started or stopped turns its campaign on or off), so the next answers show it
   * without waiting for the changes check.
   */
  async refreshCampaigns(caller: Caller, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return
    const campaigns = await callPlatform(VIEW_PERMISSION, () =>
      outboundApi.listCampaignsById(sessionOf(this.deps, caller), ids.slice(0, PAGE_SIZE))
    )
    this.deps.state.snapshots.patchOrg(caller.orgId, snapshot => {
      for (const campaign of campaigns) {
        const entry = snapshot.campaigns.get(campaign.id)
        if (entry) snapshot.campaigns.set(campaign.id, { campaign, progress: entry.progress })
      }
    })
    await announceCampaignChanges(caller.orgId, ids)
  }

  /**
   * Every campaign of the person's view as the schedules screens name them (status, dialing mode, division, the
   * callable time set it uses as the platform refers to it), from the same snapshot: the schedules screens cost
   * the platform no campaign call of their own. Campaigns of a dialing mode this app does not know are left out.
   */
  async scheduleCampaigns(caller: Caller): Promise<SnapshotCampaign[]> {
    const { snapshot } = await currentSnapshot(this.deps, caller, { live: false })
    return [...snapshot.campaigns.values()].flatMap(({ campaign }) => {
      const row = toCampaignRow(campaign, null)
      if (!row) return []
      const set = campaign.callableTimeSet
      return [
        {
          id: row.id,
          name: row.name,
          status: row.status,
          dialingMode: row.dialingMode,
          division: row.division,
          callableTimeSet: set ? { id: set.id, name: set.name ?? null } : null
        }
      ]
    })
  }
}

/** A campaign of the snapshot for the schedules screens: the callable time set as the campaign refers to it. */
export type SnapshotCampaign = Omit<
  ScheduledCampaign,
  'schedule' | 'callableTimeSet' | 'status' | 'dialingMode'
> & {
  status: CampaignStatus
  dialingMode: DialingMode
  callableTimeSet: { id: string; name: string | null } | null
}
