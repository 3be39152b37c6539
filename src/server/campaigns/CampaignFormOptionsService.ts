import type { CampaignFormOptions, NamedRef } from '@/shared/campaigns/campaignTypes'
import type { Caller } from '@/server/access/Caller'
import { hashToken } from '@/server/auth'
import { outboundApi, PlatformError, type PlatformSession } from '@/server/platform'
import { listDncLists } from '@/server/platform/dncListApi'
import { listCallableTimeSets } from '@/server/platform/scheduleApi'
import { callPlatform } from './callPlatform'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import type { FormOptionsData } from './campaignState'

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const byName = <T extends { name: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => collator.compare(a.name, b.name))
const toRefs = (items: readonly NamedRef[]): NamedRef[] => byName(items).map(({ id, name }) => ({ id, name }))

/**
 * One list of choices. A list the person may not read (403), or that this platform does not have (404), is
 * offered empty rather than failing the whole form: the field then says there is nothing to choose.
 */
async function optional<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof PlatformError && (error.kind === 'forbidden' || error.status === 404)) return []
    throw error
  }
}

const loadOptions = (session: PlatformSession): Promise<FormOptionsData> =>
  callPlatform('outbound:contactList:view', async () => {
    const [
      contactLists,
      queues,
      scripts,
      edgeGroups,
      callAnalysisResponseSets,
      divisions,
      dncLists,
      callableTimeSets
    ] = await Promise.all([
      optional(() => outboundApi.listContactLists(session)),
      optional(() => outboundApi.listQueues(session)),
      optional(() => outboundApi.listScripts(session)),
      optional(() => outboundApi.listEdgeGroups(session)),
      optional(() => outboundApi.listCallAnalysisResponseSets(session)),
      optional(() => outboundApi.listDivisions(session)),
      optional(() => listDncLists(session)),
      optional(() => listCallableTimeSets(session))
    ])
    return {
      contactLists,
      queues,
      scripts,
      edgeGroups,
      callAnalysisResponseSets,
      divisions,
      dncLists,
      callableTimeSets
    }
  })

/** What the create and settings forms offer (GET /api/campaigns/options), cached per token for a few minutes. */
export class CampaignFormOptionsService {
  constructor(private readonly deps: CampaignDeps) {}

  /** The platform's lists, as cached; create and edit check references against them. */
  data(caller: Caller): Promise<FormOptionsData> {
    return this.deps.state.formOptions.get(
      caller.orgId,
      () => loadOptions(sessionOf(this.deps, caller)),
      hashToken(caller.platformToken)
    )
  }

  async options(caller: Caller): Promise<CampaignFormOptions> {
    const data = await this.data(caller)
    return {
      contactLists: byName(data.contactLists).map(list => ({
        id: list.id,
        name: list.name,
        phoneColumns: list.phoneColumns.map(column => column.columnName)
      })),
      queues: toRefs(data.queues),
      scripts: toRefs(data.scripts),
      edgeGroups: toRefs(data.edgeGroups),
      callAnalysisResponseSets: toRefs(data.callAnalysisResponseSets),
      divisions: toRefs(data.divisions),
      dncLists: toRefs(data.dncLists),
      callableTimeSets: toRefs(data.callableTimeSets ?? [])
    }
  }
}
