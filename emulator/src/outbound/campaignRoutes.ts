/**
 * The Outbound API's campaign endpoints (`/api/v2/outbound/campaigns…`). The pipeline has already checked the
 * token, the rate limit and the route's permissions; these handlers scope everything to the caller's
 * organisation, so another organisation's campaign id is a plain 404.
 */
import { randomUUID } from 'node:crypto'
import { empty, json, type Reply } from '../reply'
import { readJson } from '../requestContext'
import type { PathParams } from '../router'
import type { ApiContext, ApiRoute } from '../platform/apiContext'
import type { CampaignRecord } from './campaignRecord'
import type { OutboundFailure } from './campaignStore'
import { toCampaignStats } from './campaignStats'
import { toCampaign, toCampaignDivisionView, toCampaignProgress } from './campaignViews'
import { nameSortKey, readList, readNameFilter, readSortBy, readSortOrder } from './listQuery'
import { badRequest, notFound, outboundError } from './outboundError'
import { paginate, readPageRequest } from './paging'
import { readCampaignIds } from './readCampaignIds'
import { validateCampaign } from './validateCampaign'
import { validateCampaignUpdate } from './validateCampaignUpdate'

const CAMPAIGNS_PATH = '/api/v2/outbound/campaigns'

/** How many ids one bulk progress request may name. */
export const MAX_PROGRESS_IDS = 100

const failureReply = (failure: OutboundFailure, ctx: ApiContext): Reply =>
  outboundError(failure.status, failure.code, failure.message, ctx.correlationId, failure.extras)

const orgOf = (ctx: ApiContext) => ctx.session.organization.id

/** The campaign named in the path, or the 404 the platform gives for one the caller's org does not have. */
function campaignOf(ctx: ApiContext, params: PathParams): { campaign: CampaignRecord } | { reply: Reply } {
  const id = params.campaignId ?? ''
  const campaign = ctx.state.outbound.find(orgOf(ctx), id)
  return campaign ? { campaign } : { reply: notFound('campaign', id, ctx.correlationId) }
}

// ---- listing ----------------------------------------------------------------------------------------------------

const SORT_FIELDS = [
  'name',
  'campaignStatus',
  'dialingMode',
  'dateModified',
  'dateCreated',
  'priority',
  'id'
] as const
type SortField = (typeof SORT_FIELDS)[number]

/**
 * What each sortBy sorts on. Keys are computed once per campaign and request, then compared as plain values:
 * sorting 2,000+ campaigns stays well under a millisecond. Statuses and modes sort by their names, as the
 * platform sorts the strings it stores; names sort the way people read them (nameSortKey).
 */
const sortKeys: Record<SortField, (campaign: CampaignRecord) => string | number> = {
  name: campaign => nameSortKey(campaign.name),
  campaignStatus: campaign => campaign.status,
  dialingMode: campaign => campaign.dialingMode,
  dateModified: campaign => campaign.dateModified,
  dateCreated: campaign => campaign.dateCreated,
  priority: campaign => campaign.priority,
  id: campaign => campaign.id
}

const compareKeys = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0)

/** Parses the filters and sort of a campaign listing; shared by /campaigns and /campaigns/divisionviews. */
function selectCampaigns(ctx: ApiContext): { campaigns: CampaignRecord[] } | { reply: Reply } {
  const { query } = ctx
  const nameFilter = readNameFilter(query)
  if (!nameFilter.ok) return { reply: badRequest(nameFilter.message, ctx.correlationId) }
  const sortBy = readSortBy(query, SORT_FIELDS)
  if (!sortBy.ok) return { reply: badRequest(sortBy.message, ctx.correlationId) }
  const sortOrder = readSortOrder(query)
  if (!sortOrder.ok) return { reply: badRequest(sortOrder.message, ctx.correlationId) }

  const ids = new Set(readList(query, 'id'))
  const divisionIds = new Set(readList(query, 'divisionId'))
  const equals: [string | null, (c: CampaignRecord) => string | undefined][] = [
    [query.get('contactListId'), c => c.contactListId],
    [query.get('distributionQueueId'), c => c.queueId],
    [query.get('edgeGroupId'), c => c.edgeGroupId],
    [query.get('callAnalysisResponseSetId'), c => c.callAnalysisResponseSetId]
  ]
  const dncListId = query.get('dncListIds')

  const matches = ctx.state.outbound
    .listed(orgOf(ctx))
    .filter(
      campaign =>
        (!nameFilter.value || nameFilter.value(campaign.name)) &&
        (ids.size === 0 || ids.has(campaign.id)) &&
        (divisionIds.size === 0 || divisionIds.has(campaign.divisionId)) &&
        equals.every(([wanted, field]) => !wanted || field(campaign) === wanted) &&
        (!dncListId || campaign.dncLists.some(list => list.id === dncListId))
    )
  const key = sortKeys[sortBy.value]
  const direction = sortOrder.value === 'descending' ? -1 : 1
  const sorted = matches
    .map(campaign => ({ campaign, key: key(campaign) }))
    // Ties fall back to the id so that pages never overlap or skip a campaign.
    .sort((a, b) => direction * (compareKeys(a.key, b.key) || compareKeys(a.campaign.id, b.campaign.id)))
    .map(entry => entry.campaign)
  return { campaigns: sorted }
}

function listCampaigns(ctx: ApiContext): Reply {
  const page = readPageRequest(ctx.query)
  if (!page.ok) return badRequest(page.message, ctx.correlationId)
  const selected = selectCampaigns(ctx)
  if ('reply' in selected) return selected.reply
  const listing = paginate(selected.campaigns, page.value, CAMPAIGNS_PATH, ctx.query)
  return json(200, { ...listing, entities: listing.entities.map(c => toCampaign(c, ctx.state)) })
}

function listDivisionViews(ctx: ApiContext): Reply {
  const page = readPageRequest(ctx.query)
  if (!page.ok) return badRequest(page.message, ctx.correlationId)
  const selected = selectCampaigns(ctx)
  if ('reply' in selected) return selected.reply
  const listing = paginate(selected.campaigns, page.value, `${CAMPAIGNS_PATH}/divisionviews`, ctx.query)
  return json(200, { ...listing, entities: listing.entities.map(c => toCampaignDivisionView(c, ctx.state)) })
}

// ---- one campaign -----------------------------------------------------------------------------------------------

function getCampaign(ctx: ApiContext, params: PathParams): Reply {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  return json(200, toCampaign(found.campaign, ctx.state))
}

async function createCampaign(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const store = ctx.state.outbound
  const validation = validateCampaign(body.value, store.lookup(orgOf(ctx), ctx.state.divisions))
  if (!validation.ok) {
    return outboundError(400, 'invalid.property', validation.message, ctx.correlationId, {
      details: validation.details
    })
  }
  const created = store.create(orgOf(ctx), validation.value, randomUUID())
  if (!created.ok) return failureReply(created.failure, ctx)
  return json(200, toCampaign(created.value, ctx.state))
}

async function updateCampaign(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const store = ctx.state.outbound
  const value = body.value as { version?: unknown; campaignStatus?: unknown }
  const editable = store.checkEditable(found.campaign, value?.version)
  if (!editable.ok) return failureReply(editable.failure, ctx)
  const validation = validateCampaignUpdate(body.value, store.lookup(orgOf(ctx), ctx.state.divisions))
  if (!validation.ok) {
    return outboundError(400, 'invalid.property', validation.message, ctx.correlationId, {
      details: validation.details
    })
  }
  const replaced = store.replace(found.campaign, value.version, validation.value, value.campaignStatus)
  if (!replaced.ok) return failureReply(replaced.failure, ctx)
  return json(200, toCampaign(replaced.value, ctx.state))
}

/** PATCH: `{outboundLineCount, abandonRate, maxCallsPerAgent, queue}`, no version; other fields are ignored. */
async function patchCampaign(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const value = body.value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return badRequest('The request body must be a CampaignPatchRequest object.', ctx.correlationId)
  }
  const patch = value as Record<string, unknown>
  const problems: { fieldName: string; message: string }[] = []
  const int = (field: string, min: number, max: number, integer: boolean) => {
    const v = patch[field]
    if (v === undefined || v === null) return undefined
    if (typeof v !== 'number' || (integer && !Number.isInteger(v)) || v < min || v > max) {
      problems.push({
        fieldName: field,
        message: `${field} must be a ${integer ? 'whole ' : ''}number from ${min} to ${max}.`
      })
      return undefined
    }
    return v
  }
  const changes = {
    outboundLineCount: int('outboundLineCount', 1, 10_000, true),
    abandonRate: int('abandonRate', 0, 100, false),
    maxCallsPerAgent: int('maxCallsPerAgent', 1, 15, true),
    queueId: undefined as string | undefined
  }
  if (patch.queue !== undefined && patch.queue !== null) {
    const queue = patch.queue as { id?: unknown }
    if (typeof queue !== 'object' || typeof queue.id !== 'string') {
      problems.push({ fieldName: 'queue', message: 'queue must be a reference such as {"id": "…"}.' })
    } else if (!ctx.state.outbound.queue(orgOf(ctx), queue.id)) {
      problems.push({
        fieldName: 'queue',
        message: `queue: no queue with id ${queue.id} in this organization.`
      })
    } else {
      changes.queueId = queue.id
    }
  }
  if (problems.length > 0) {
    return outboundError(
      400,
      'invalid.property',
      `The campaign patch is not valid: ${problems.map(p => p.message).join(' ')}`,
      ctx.correlationId,
      { details: problems.map(p => ({ errorCode: 'invalid.value', fieldName: p.fieldName })) }
    )
  }
  const patched = ctx.state.outbound.patch(found.campaign, changes)
  if (!patched.ok) return failureReply(patched.failure, ctx)
  return empty(204)
}

/** DELETE: answers the deleted Campaign (the SDK types deleteOutboundCampaign as returning one). */
function deleteCampaign(ctx: ApiContext, params: PathParams): Reply {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  const before = toCampaign(found.campaign, ctx.state)
  const removed = ctx.state.outbound.remove(found.campaign)
  if (!removed.ok) return failureReply(removed.failure, ctx)
  return json(200, before)
}

function startCampaign(ctx: ApiContext, params: PathParams): Reply {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  const started = ctx.state.outbound.start(found.campaign)
  return started.ok ? empty(202) : failureReply(started.failure, ctx)
}

function stopCampaign(ctx: ApiContext, params: PathParams): Reply {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  const stopped = ctx.state.outbound.stop(found.campaign)
  return stopped.ok ? empty(202) : failureReply(stopped.failure, ctx)
}

// ---- progress and stats -----------------------------------------------------------------------------------------

function getProgress(ctx: ApiContext, params: PathParams): Reply {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  return json(200, toCampaignProgress(found.campaign, ctx.state.outbound))
}

/**
 * POST …/campaigns/progress with an array of ids: one CampaignProgress per campaign found, in the order asked,
 * each once. Ids the caller's organisation does not have are left out (the answer can be shorter than the ask).
 */
async function bulkProgress(ctx: ApiContext): Promise<Reply> {
  const read = await readCampaignIds(ctx, { max: MAX_PROGRESS_IDS, key: 'max.campaign.progress.ids' })
  if ('reply' in read) return read.reply
  const unique = read.ids
  const store = ctx.state.outbound
  const progress = unique.flatMap(id => {
    const campaign = store.find(orgOf(ctx), id)
    return campaign ? [toCampaignProgress(campaign, store)] : []
  })
  return json(200, progress)
}

/** DELETE …/progress: recycle (every contact will be called again); the status does not change to on. */
function recycleCampaign(ctx: ApiContext, params: PathParams): Reply {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  const recycled = ctx.state.outbound.recycle(found.campaign)
  return recycled.ok ? empty(204) : failureReply(recycled.failure, ctx)
}

function getStats(ctx: ApiContext, params: PathParams): Reply {
  const found = campaignOf(ctx, params)
  if ('reply' in found) return found.reply
  return json(200, toCampaignStats(found.campaign, ctx.state.outbound))
}

const VIEW = ['outbound:campaign:view']
const EDIT = ['outbound:campaign:edit']

/** Literal paths come before `{campaignId}`, which would match them too. */
export const campaignRoutes: ApiRoute[] = [
  { method: 'GET', path: CAMPAIGNS_PATH, handler: listCampaigns, permissions: VIEW },
  { method: 'POST', path: CAMPAIGNS_PATH, handler: createCampaign, permissions: ['outbound:campaign:add'] },
  { method: 'POST', path: `${CAMPAIGNS_PATH}/progress`, handler: bulkProgress, permissions: VIEW },
  {
    method: 'GET',
    path: `${CAMPAIGNS_PATH}/divisionviews`,
    handler: listDivisionViews,
    permissions: ['outbound:campaign:search']
  },
  { method: 'GET', path: `${CAMPAIGNS_PATH}/{campaignId}`, handler: getCampaign, permissions: VIEW },
  { method: 'PUT', path: `${CAMPAIGNS_PATH}/{campaignId}`, handler: updateCampaign, permissions: EDIT },
  { method: 'PATCH', path: `${CAMPAIGNS_PATH}/{campaignId}`, handler: patchCampaign, permissions: EDIT },
  {
    method: 'DELETE',
    path: `${CAMPAIGNS_PATH}/{campaignId}`,
    handler: deleteCampaign,
    permissions: ['outbound:campaign:delete']
  },
  {
    method: 'POST',
    path: `${CAMPAIGNS_PATH}/{campaignId}/start`,
    handler: startCampaign,
    permissions: ['outbound:campaign:start']
  },
  {
    method: 'POST',
    path: `${CAMPAIGNS_PATH}/{campaignId}/stop`,
    handler: stopCampaign,
    permissions: ['outbound:campaign:stop']
  },
  { method: 'GET', path: `${CAMPAIGNS_PATH}/{campaignId}/progress`, handler: getProgress, permissions: VIEW },
  {
    method: 'DELETE',
    path: `${CAMPAIGNS_PATH}/{campaignId}/progress`,
    handler: recycleCampaign,
    anyPermissions: ['outbound:campaign:recycle', 'outbound:campaign:edit']
  },
  { method: 'GET', path: `${CAMPAIGNS_PATH}/{campaignId}/stats`, handler: getStats, permissions: VIEW }
]
