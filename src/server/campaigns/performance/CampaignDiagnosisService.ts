import { ACTIVE_STATUSES } from '@/shared/campaigns/campaignTypes'
import type { CampaignDiagnosis } from '@/shared/campaigns/performanceTypes'
import type { Caller } from '@/server/access/Caller'
import { diagnosticsApi, outboundApi, type PlatformSession } from '@/server/platform'
import { getCallableTimeSet } from '@/server/platform/scheduleApi'
import { toCallableTimeSetDefinition } from '@/server/platform/scheduleMapping'
import { callPlatform, VIEW_PERMISSION } from '../callPlatform'
import { sessionOf, type CampaignDeps } from '../CampaignDeps'
import { grantsPermission } from '../grantsPermission'
import type { CampaignSnapshotStore } from '../CampaignSnapshotStore'
import { readStatus } from '../toCampaignRow'
import { callableHoursAt } from './callableHours'
import { refsOf, withFixPages } from './fixPages'
import { PerformanceSampleRepository } from './PerformanceSampleRepository'
import {
  ACTIVE_CAMPAIGN_LIMIT,
  type CallableHours,
  isDialing,
  mayBeOutsideHours,
  rankNotDialingReasons
} from './rankNotDialingReasons'

/**
 * The organisation's active campaigns as its campaign-list snapshots last saw them (the most any of them
 * counts: a person may see only some divisions), without a platform call; null when no snapshot is held.
 */
function knownActiveCampaigns(store: CampaignSnapshotStore, orgId: string): number | null {
  const counts = store
    .orgSnapshots(orgId)
    .map(
      snapshot =>
        [...snapshot.campaigns.values()].filter(({ campaign }) =>
          ACTIVE_STATUSES.includes(readStatus(campaign.campaignStatus))
        ).length
    )
  return counts.length === 0 ? null : Math.max(...counts)
}

/** what reading a callable time set needs */
const CALLABLE_TIME_SET_VIEW = 'outbound:callableTimeSet:view'

/**
 * Why a campaign is (not) dialing (GET /api/campaigns/:id/diagnosis, docs/campaigns.md "Why isn't it
 * dialing?"): the campaign and its diagnostics, read at once (two platform calls), and its callable time set
 * (a third) only when the set's hours may be why an active campaign is silent. A set that cannot be read (no
 * outbound:callableTimeSet:view) leaves the "until" out rather than failing the answer.
 */
export class CampaignDiagnosisService {
  private readonly samples: PerformanceSampleRepository

  constructor(private readonly deps: CampaignDeps) {
    this.samples = new PerformanceSampleRepository(deps.handle.db)
  }

  async diagnose(caller: Caller, id: string): Promise<CampaignDiagnosis> {
    const session = sessionOf(this.deps, caller)
    const [campaign, diagnostics] = await callPlatform(VIEW_PERMISSION, () =>
      Promise.all([outboundApi.getCampaign(session, id), diagnosticsApi.getCampaignDiagnostics(session, id)])
    )
    const now = this.deps.now()
    const status = readStatus(campaign.campaignStatus)
    const setId = diagnostics.callableContacts?.callableTimeSet?.id ?? campaign.callableTimeSet?.id
    // not asked of someone whose permissions (known from the token's validation) the platform would refuse
    const mayReadSet =
      !caller.platformPermissions || grantsPermission(caller.platformPermissions, CALLABLE_TIME_SET_VIEW)
    const callableHours =
      setId && mayReadSet && mayBeOutsideHours(status, diagnostics, true)
        ? await this.readCallableHours(session, setId, now)
        : null
    const active = knownActiveCampaigns(this.deps.state.snapshots, caller.orgId)
    const dialing = isDialing(status, diagnostics)
    // since when it has been silent, as the overview's samples tell (none: since it was last looked at)
    const newest = dialing
      ? undefined
      : (await this.samples.newest(caller.orgId, [campaign.id])).get(campaign.id)
    const idleSince = status === 'on' && !dialing ? (newest?.dialing === 0 ? newest.idle_since : null) : null
    return {
      campaignId: campaign.id,
      dialing,
      idleSince,
      stalled:
        status === 'invalid' ||
        (status === 'on' &&
          !dialing &&
          (idleSince === null || now - Date.parse(idleSince) >= this.deps.stallMs)),
      // each reason whose fix is made in Genesys Cloud says on which page (docs/campaigns-ui.md)
      reasons: withFixPages(
        rankNotDialingReasons({
          status,
          dialingMode: campaign.dialingMode,
          queueName: campaign.queue?.name ?? null,
          contactListName: campaign.contactList?.name ?? null,
          errors: campaign.errors,
          diagnostics,
          activeCampaigns: active === null ? null : { active, limit: ACTIVE_CAMPAIGN_LIMIT },
          callableHours
        }),
        refsOf(campaign, setId),
        diagnostics
      ),
      checkedAt: new Date(now).toISOString()
    }
  }

  private async readCallableHours(
    session: PlatformSession,
    setId: string,
    now: number
  ): Promise<CallableHours | null> {
    try {
      const set = await getCallableTimeSet(session, setId)
      return callableHoursAt(toCallableTimeSetDefinition(set).callableTimes, now)
    } catch {
      return null
    }
  }
}
