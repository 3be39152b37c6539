/**
 * The listings a campaign editor needs besides campaigns and contact lists (contacts/contactListRoutes.ts):
 * queues, scripts, edge groups, call-analysis response sets and divisions, each paged like every platform
 * listing and scoped to the caller's organisation. Each asks the platform's permission: routing:queue:view,
 * scripter:script:view, telephony:plugin:all (a telephony administrator's: supervisors lack it), and
 * outbound:responseSet:view; divisions need none.
 */
import { json, type Reply } from '../reply'
import { orgOf, type ApiContext, type ApiRoute } from '../platform/apiContext'
import { seedDivisions } from '../seed'
import { toEdgeGroup, toQueue, toResponseSet, toScript } from './campaignViews'
import { compareNames, readList, readNameFilter, readSortOrder } from './kit/listQuery'
import { paginate, readPageRequest, type ParseResult } from './kit/paging'
import { badRequest } from './outboundError'
import type { NamedResource, NamedResourceKind } from './outboundResources'
import { divisionUri } from './outboundUris'

interface Named {
  id: string
  name: string
  divisionId?: string
}

type NameMatch = (query: URLSearchParams) => ParseResult<((name: string) => boolean) | undefined>

/** Routing-style name filter: `*` is a wildcard (`*care*`, `Out*`); without one the name must match exactly. */
const wildcardName: NameMatch = query => {
  const raw = query.get('name')?.trim()
  if (!raw) return { ok: true, value: undefined }
  const pattern = raw
    .split('*')
    .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  const regex = new RegExp(`^${pattern}$`, 'i')
  return { ok: true, value: name => regex.test(name) }
}

const containsName: NameMatch = query => {
  const raw = query.get('name')?.trim().toLowerCase()
  return { ok: true, value: raw ? name => name.toLowerCase().includes(raw) : undefined }
}

/** A paged, filtered, name-sorted listing of `items` answered as the platform's XxxEntityListing. */
function listing<T extends Named>(
  ctx: ApiContext,
  items: T[],
  path: string,
  view: (item: T) => unknown,
  nameMatch: NameMatch,
  idParam = 'id'
): Reply {
  const page = readPageRequest(ctx.query)
  if (!page.ok) return badRequest(page.message, ctx.correlationId)
  const nameFilter = nameMatch(ctx.query)
  if (!nameFilter.ok) return badRequest(nameFilter.message, ctx.correlationId)
  const sortOrder = readSortOrder(ctx.query)
  if (!sortOrder.ok) return badRequest(sortOrder.message, ctx.correlationId)
  const ids = new Set(readList(ctx.query, idParam))
  const divisionIds = new Set([...readList(ctx.query, 'divisionId'), ...readList(ctx.query, 'divisionIds')])
  const direction = sortOrder.value === 'descending' ? -1 : 1
  const selected = items
    .filter(
      item =>
        (!nameFilter.value || nameFilter.value(item.name)) &&
        (ids.size === 0 || ids.has(item.id)) &&
        (divisionIds.size === 0 || (item.divisionId !== undefined && divisionIds.has(item.divisionId)))
    )
    .sort((a, b) => direction * (compareNames(a.name, b.name) || (a.id < b.id ? -1 : 1)))
  const result = paginate(selected, page.value, path, ctx.query)
  return json(200, { ...result, entities: result.entities.map(view) })
}

/**
 * An EdgeGroup as the listing answers it: the model requires the trunk base its edges use
 * (`edgeTrunkBaseAssignment`), here one edge trunk per group (family 4: IPv4), its id the group's with the
 * prefix 19 in place of 14.
 */
const toListedEdgeGroup = (group: NamedResource) => ({
  ...toEdgeGroup(group),
  edgeTrunkBaseAssignment: {
    family: 4,
    trunkBase: {
      id: `19${group.id.slice(2)}`,
      name: `${group.name} edge trunk`,
      state: 'active',
      trunkMetabase: { id: 'inin_edge_trunk.json' },
      trunkType: 'EDGE'
    }
  }
})

/** Each named resource's listing: its path, its name filter, its model and the permission it asks. */
const NAMED_LISTINGS: {
  kind: NamedResourceKind
  path: string
  nameMatch: NameMatch
  view: (ctx: ApiContext, resource: NamedResource) => unknown
  permission: string
}[] = [
  {
    kind: 'responseSets',
    path: '/api/v2/outbound/callanalysisresponsesets',
    nameMatch: readNameFilter,
    view: (_ctx, set) => toResponseSet(set),
    permission: 'outbound:responseSet:view'
  },
  {
    kind: 'queues',
    path: '/api/v2/routing/queues',
    nameMatch: wildcardName,
    view: (ctx, queue) => toQueue(queue, ctx.state.outbound),
    permission: 'routing:queue:view'
  },
  {
    kind: 'scripts',
    path: '/api/v2/scripts',
    nameMatch: containsName,
    view: (ctx, script) => toScript(script, ctx.state.outbound),
    permission: 'scripter:script:view'
  },
  {
    kind: 'edgeGroups',
    path: '/api/v2/telephony/providers/edges/edgegroups',
    nameMatch: wildcardName,
    view: (_ctx, group) => toListedEdgeGroup(group),
    permission: 'telephony:plugin:all'
  }
]

const HOME_DIVISIONS = new Set<string>([seedDivisions.democcHome.id, seedDivisions.northwindHome.id])

function listDivisions(ctx: ApiContext): Reply {
  const divisions = ctx.state.divisions.filter(division => division.organizationId === orgOf(ctx))
  return listing(
    ctx,
    divisions.map(division => ({ ...division })),
    '/api/v2/authorization/divisions',
    division => ({
      id: division.id,
      name: division.name,
      description: HOME_DIVISIONS.has(division.id)
        ? 'The home division'
        : `${division.name} teams and campaigns`,
      homeDivision: HOME_DIVISIONS.has(division.id),
      selfUri: divisionUri(division.id)
    }),
    wildcardName
  )
}

export const resourceRoutes: ApiRoute[] = [
  ...NAMED_LISTINGS.map(({ kind, path, nameMatch, view, permission }): ApiRoute => ({
    method: 'GET',
    path,
    handler: ctx =>
      listing(ctx, ctx.state.outbound.resources.of(kind, orgOf(ctx)), path, r => view(ctx, r), nameMatch),
    permissions: [permission]
  })),
  { method: 'GET', path: '/api/v2/authorization/divisions', handler: listDivisions }
]
