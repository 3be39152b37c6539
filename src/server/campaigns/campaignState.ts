import type { MissingPermissions, RefusableOptionList } from '@/shared/campaigns/campaignTypes'
import type { StoredSchedule } from '@/shared/schedules/scheduleDefinition'
import { processSingleton, subscribe } from '@/server/db'
import type { PlatformContactList, PlatformNamedEntity } from '@/server/platform'
import { createOrgCache, type OrgCache } from '@/server/users/createOrgCache'
import { CAMPAIGNS_CHANGED, SCHEDULES_CHANGED } from './announceCampaignChanges'
import { CampaignSnapshotStore } from './CampaignSnapshotStore'
import type { PerformanceFigures } from './performance/PerformanceFigures'
import type { PruneSchedule } from './ProgressSampler'

/** The forms' choices as the platform gave them (the answer maps them down to CampaignFormOptions). */
export interface FormOptionsData {
  contactLists: PlatformContactList[]
  queues: PlatformNamedEntity[]
  scripts: PlatformNamedEntity[]
  edgeGroups: PlatformNamedEntity[]
  callAnalysisResponseSets: PlatformNamedEntity[]
  divisions: PlatformNamedEntity[]
  dncLists: PlatformNamedEntity[]
  /** the callable time sets a campaign may use (empty when the person may not read them) */
  callableTimeSets?: PlatformNamedEntity[]
  /** the organisation's default site (GET /organizations/me), a campaign's site in place of an edge group */
  defaultSiteId?: string | null
  /** the lists the platform refused to read (403): empty above, with what it asked for */
  refused?: Partial<Record<RefusableOptionList, MissingPermissions>>
}

/** What the campaigns API keeps between requests, once per process (shared by every route's bundle). */
export interface CampaignState {
  snapshots: CampaignSnapshotStore
  /** per organisation, keyed by the token's hash */
  formOptions: OrgCache<FormOptionsData>
  pruning: PruneSchedule
  /**
   * Whether the platform answers campaignSnapshot's changes check (campaigns sorted by dateModified); set to
   * 'unsupported' by the first 400, after which lists are read whole every 30 s as before.
   */
  changesCheck: 'unknown' | 'unsupported'
  /**
   * The campaign-schedule reads by token hash: a burst of one person's overview calls (several tabs, a reload)
   * shares one GET /outbound/schedules/campaigns, kept SCHEDULES_REUSE_MS after it answers, as progress is
   * (PROGRESS_INTERVAL_MS); later calls read again (other servers may have changed them).
   */
  scheduleReads: Map<
    string,
    { read: Promise<Map<string, StoredSchedule> | undefined>; answeredAt: number | null }
  >
  /**
   * The newest performance read per organisation (CampaignPerformanceService): reused by every overview call
   * for the same active campaigns during PERFORMANCE_REUSE_MS. A cache only: the samples are in the database.
   */
  performanceReads: Map<
    string,
    { startedAt: number; ids: ReadonlySet<string>; read: Promise<Map<string, PerformanceFigures>> }
  >
  performancePruning: PruneSchedule
  /** per person (user id): until when analytics is not asked again after it refused them (403) */
  abandonRefusals: Map<string, number>
}

const state = processSingleton<CampaignState>('campaignState')

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(id => typeof id === 'string')

// Several instances on one PostgreSQL (docs/deployment.md): what another process changed is read again by this
// one's snapshots at their next call; messages missed (the connection was down): everything is read anew.
function listenToOtherProcesses(current: CampaignState) {
  const forgetAll = () => {
    current.snapshots.clear()
    current.formOptions.clear()
    current.scheduleReads.clear()
    current.performanceReads.clear()
  }
  subscribe(CAMPAIGNS_CHANGED, {
    id: 'campaignSnapshots',
    onMessage: ({ orgId, campaignIds }) => {
      if (typeof orgId !== 'string') return
      current.snapshots.changedElsewhere(orgId, isIdList(campaignIds) ? campaignIds : null)
    },
    onMissed: forgetAll
  })
  subscribe(SCHEDULES_CHANGED, {
    id: 'campaignScheduleReads',
    onMessage: () => current.scheduleReads.clear(),
    onMissed: () => current.scheduleReads.clear()
  })
}

export function getCampaignState({ optionsTtlMs }: { optionsTtlMs: number }): CampaignState {
  let current = state.get()
  if (!current) {
    current = {
      snapshots: new CampaignSnapshotStore(),
      formOptions: createOrgCache({ ttlMs: optionsTtlMs, maxKeys: 100 }),
      pruning: { lastPrunedAt: 0 },
      changesCheck: 'unknown',
      scheduleReads: new Map(),
      performanceReads: new Map(),
      performancePruning: { lastPrunedAt: 0 },
      abandonRefusals: new Map()
    }
    state.set(current)
    listenToOtherProcesses(current)
  }
  return current
}

/** Forgets every snapshot and cached option (the next state reads the environment again). For tests. */
export function resetCampaignState(): void {
  state.set(undefined)
}
