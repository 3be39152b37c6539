import { z } from 'zod'
import type {
  CampaignFormOptions,
  MissingPermissions,
  NamedRef,
  RefusableOptionList
} from '@/shared/campaigns/campaignTypes'
import type { Caller } from '@/server/access/Caller'
import { hashToken } from '@/server/auth'
import { outboundApi, PlatformError, type PlatformSession } from '@/server/platform'
import { listDncLists } from '@/server/platform/dncListApi'
import { parseMissingPermissions } from '@/server/platform/parseMissingPermission'
import { listCallableTimeSets } from '@/server/platform/scheduleApi'
import { callPlatform } from './callPlatform'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import { grantsPermission } from './grantsPermission'
import type { FormOptionsData } from './campaignState'
import { missingPermissions } from './missingPermissionError'

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const byName = <T extends { name: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => collator.compare(a.name, b.name))
const toRefs = (items: readonly NamedRef[]): NamedRef[] => byName(items).map(({ id, name }) => ({ id, name }))

/** What the platform asks for each list that seeing campaigns does not open, named when its 403 does not say. */
const NEEDED: Record<RefusableOptionList, string> = {
  queues: 'routing:queue:view',
  scripts: 'scripter:script:view',
  edgeGroups: 'telephony:plugin:all',
  callAnalysisResponseSets: 'outbound:responseSet:view',
  callableTimeSets: 'outbound:callableTimeSet:view'
}

type Refusals = Partial<Record<RefusableOptionList, MissingPermissions>>

/**
 * One list of choices. A list the person's permissions do not open (known from the token's validation) is not
 * asked for: the platform would only refuse it. A list the person may not read (403), or that this platform
 * does not have (404), is offered empty rather than failing the whole form; a refused one that `list` names is
 * written in `refused` with the permissions the platform asked for, for its field to say so.
 */
async function optional<T>(
  read: () => Promise<T[]>,
  refused?: { list: RefusableOptionList; into: Refusals; held: readonly string[] | null }
): Promise<T[]> {
  if (refused?.held && !grantsPermission(refused.held, NEEDED[refused.list])) {
    refused.into[refused.list] = missingPermissions([NEEDED[refused.list]], false)
    return []
  }
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof PlatformError) || (error.kind !== 'forbidden' && error.status !== 404)) throw error
    if (refused && error.kind === 'forbidden') {
      const named = parseMissingPermissions(error.platformMessage)
      refused.into[refused.list] = named
        ? missingPermissions(named.permissions, named.anyOf)
        : missingPermissions([NEEDED[refused.list]], false)
    }
    return []
  }
}

/** The organisation's default site (GET /organizations/me needs no permission); null when it has none. */
const readDefaultSiteId = async ({ platform, token }: PlatformSession): Promise<string | null> => {
  const organization = await platform.request(token, {
    method: 'GET',
    path: '/api/v2/organizations/me',
    schema: z.looseObject({ defaultSiteId: z.string().min(1).optional().catch(undefined) })
  })
  return organization.defaultSiteId ?? null
}

const loadOptions = (session: PlatformSession, held: readonly string[] | null): Promise<FormOptionsData> =>
  callPlatform('outbound:contactList:view', async () => {
    const refused: Refusals = {}
    const guarded = (list: RefusableOptionList) => ({ list, into: refused, held })
    const [
      contactLists,
      queues,
      scripts,
      edgeGroups,
      callAnalysisResponseSets,
      divisions,
      dncLists,
      callableTimeSets,
      defaultSiteId
    ] = await Promise.all([
      optional(() => outboundApi.listContactLists(session)),
      optional(() => outboundApi.listQueues(session), guarded('queues')),
      optional(() => outboundApi.listScripts(session), guarded('scripts')),
      optional(() => outboundApi.listEdgeGroups(session), guarded('edgeGroups')),
      optional(() => outboundApi.listCallAnalysisResponseSets(session), guarded('callAnalysisResponseSets')),
      optional(() => outboundApi.listDivisions(session)),
      optional(() => listDncLists(session)),
      optional(() => listCallableTimeSets(session), guarded('callableTimeSets')),
      // without it the form offers no site: the edge groups, if readable, still do
      readDefaultSiteId(session).catch(() => null)
    ])
    return {
      contactLists,
      queues,
      scripts,
      edgeGroups,
      callAnalysisResponseSets,
      divisions,
      dncLists,
      callableTimeSets,
      defaultSiteId,
      refused
    }
  })

/** What the create and settings forms offer (GET /api/campaigns/options), cached per token for a few minutes. */
export class CampaignFormOptionsService {
  constructor(private readonly deps: CampaignDeps) {}

  /** The platform's lists, as cached; create and edit check references against them. */
  data(caller: Caller): Promise<FormOptionsData> {
    return this.deps.state.formOptions.get(
      caller.orgId,
      () => loadOptions(sessionOf(this.deps, caller), caller.platformPermissions),
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
      callableTimeSets: toRefs(data.callableTimeSets ?? []),
      defaultSiteId: data.defaultSiteId ?? null,
      refused: data.refused ?? {}
    }
  }
}
