import { z } from 'zod'
import type { PlatformClient } from './createPlatformClient'
import {
  campaignProgressSchema,
  campaignSchema,
  campaignStatsSchema,
  contactListSchema,
  entityListingSchema,
  namedEntitySchema,
  readEntities,
  type PlatformCampaign,
  type PlatformCampaignProgress,
  type PlatformCampaignStats,
  type PlatformContactList,
  type PlatformNamedEntity
} from './outboundModels'

/** A platform client and the signed-in person's token: every call is made on their behalf. */
export interface PlatformSession {
  platform: PlatformClient
  /** never log it */
  token: string
}

/** the platform's largest page for listings */
export const PAGE_SIZE = 100
/** the most ids one bulk progress call takes (the same as a page of campaigns) */
export const PROGRESS_IDS_PER_CALL = 100
// 50 pages of 100: far beyond any real organisation's campaigns, and a bound on a listing that never ends.
const MAX_PAGES = 50

const campaignPath = (id: string) => `/api/v2/outbound/campaigns/${encodeURIComponent(id)}`
const ignoredBody = z.unknown()

/** Every page of a listing, `pageSize=100`, one call per page, in order. */
export async function listAll<T>(
  { platform, token }: PlatformSession,
  path: string,
  schema: z.ZodType<T>,
  query: Record<string, string | number | boolean> = {}
): Promise<T[]> {
  const all: T[] = []
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const page = await platform.request(token, {
      method: 'GET',
      path,
      query: { ...query, pageSize: PAGE_SIZE, pageNumber },
      schema: entityListingSchema
    })
    all.push(...readEntities(page.entities, schema))
    const pageCount = page.pageCount ?? (page.entities.length < PAGE_SIZE ? pageNumber : pageNumber + 1)
    if (pageNumber >= pageCount || page.entities.length === 0) break
  }
  return all
}

/** GET /api/v2/outbound/campaigns, every page (outbound:campaign:view) */
export const listCampaigns = (session: PlatformSession): Promise<PlatformCampaign[]> =>
  listAll(session, '/api/v2/outbound/campaigns', campaignSchema)

/**
 * GET /api/v2/outbound/campaigns?id=…, one page: the named campaigns as they are now (at most 100 ids; the
 * overview asks for the few whose status is about to change, at most the 50 active ones).
 */
export async function listCampaignsById(
  { platform, token }: PlatformSession,
  ids: readonly string[]
): Promise<PlatformCampaign[]> {
  if (ids.length === 0) return []
  const page = await platform.request(token, {
    method: 'GET',
    path: '/api/v2/outbound/campaigns',
    query: { id: [...ids], pageSize: PAGE_SIZE, pageNumber: 1 },
    schema: entityListingSchema
  })
  return readEntities(page.entities, campaignSchema)
}

/** The campaigns changed last, newest first, and how many campaigns the person may see in all. */
export interface RecentlyChangedCampaigns {
  campaigns: PlatformCampaign[]
  /** the listing's `total`; undefined when the platform did not say */
  total: number | undefined
  /** the page was full: older changes may lie beyond it */
  full: boolean
}

/**
 * GET /api/v2/outbound/campaigns?sortBy=dateModified&sortOrder=descending, one page of 100: what changed since
 * a snapshot was taken (every write bumps `dateModified` and `version`), and the listing's total, which tells
 * a deletion. One call instead of re-reading every page.
 */
export async function listRecentlyChangedCampaigns({
  platform,
  token
}: PlatformSession): Promise<RecentlyChangedCampaigns> {
  const page = await platform.request(token, {
    method: 'GET',
    path: '/api/v2/outbound/campaigns',
    query: { pageSize: PAGE_SIZE, pageNumber: 1, sortBy: 'dateModified', sortOrder: 'descending' },
    schema: entityListingSchema
  })
  return {
    campaigns: readEntities(page.entities, campaignSchema),
    total: page.total,
    full: page.entities.length >= PAGE_SIZE
  }
}

/** GET /api/v2/outbound/campaigns/{id} */
export const getCampaign = ({ platform, token }: PlatformSession, id: string): Promise<PlatformCampaign> =>
  platform.request(token, { method: 'GET', path: campaignPath(id), schema: campaignSchema })

/** POST /api/v2/outbound/campaigns (outbound:campaign:add) */
export const createCampaign = (
  { platform, token }: PlatformSession,
  campaign: Record<string, unknown>
): Promise<PlatformCampaign> =>
  platform.request(token, {
    method: 'POST',
    path: '/api/v2/outbound/campaigns',
    body: campaign,
    schema: campaignSchema
  })

/** PUT /api/v2/outbound/campaigns/{id}: the whole campaign with the version it was read at (409 if stale) */
export const updateCampaign = (
  { platform, token }: PlatformSession,
  id: string,
  campaign: Record<string, unknown>
): Promise<PlatformCampaign> =>
  platform.request(token, { method: 'PUT', path: campaignPath(id), body: campaign, schema: campaignSchema })

/** DELETE /api/v2/outbound/campaigns/{id} (outbound:campaign:delete; the campaign must be off) */
export const deleteCampaign = async ({ platform, token }: PlatformSession, id: string): Promise<void> => {
  await platform.request(token, { method: 'DELETE', path: campaignPath(id), schema: ignoredBody })
}

/** POST /api/v2/outbound/campaigns/{id}/start (outbound:campaign:start) */
export const startCampaign = async ({ platform, token }: PlatformSession, id: string): Promise<void> => {
  await platform.request(token, { method: 'POST', path: `${campaignPath(id)}/start`, schema: ignoredBody })
}

/** POST /api/v2/outbound/campaigns/{id}/stop (outbound:campaign:stop) */
export const stopCampaign = async ({ platform, token }: PlatformSession, id: string): Promise<void> => {
  await platform.request(token, { method: 'POST', path: `${campaignPath(id)}/stop`, schema: ignoredBody })
}

/** DELETE /api/v2/outbound/campaigns/{id}/progress: recycle (outbound:campaign:recycle or :edit; at most once per 5 s) */
export const recycleCampaign = async ({ platform, token }: PlatformSession, id: string): Promise<void> => {
  await platform.request(token, {
    method: 'DELETE',
    path: `${campaignPath(id)}/progress`,
    schema: ignoredBody
  })
}

/** GET /api/v2/outbound/campaigns/{id}/progress */
export const getCampaignProgress = (
  { platform, token }: PlatformSession,
  id: string
): Promise<PlatformCampaignProgress> =>
  platform.request(token, {
    method: 'GET',
    path: `${campaignPath(id)}/progress`,
    schema: campaignProgressSchema
  })

/**
 * POST /api/v2/outbound/campaigns/progress with the ids, PROGRESS_IDS_PER_CALL per call (one call for up to
 * 100 campaigns, however many rows a screen shows).
 */
export async function getCampaignsProgress(
  { platform, token }: PlatformSession,
  ids: readonly string[]
): Promise<PlatformCampaignProgress[]> {
  const all: PlatformCampaignProgress[] = []
  for (let start = 0; start < ids.length; start += PROGRESS_IDS_PER_CALL) {
    const answer = await platform.request(token, {
      method: 'POST',
      path: '/api/v2/outbound/campaigns/progress',
      body: ids.slice(start, start + PROGRESS_IDS_PER_CALL),
      schema: z.array(z.unknown())
    })
    all.push(...readEntities(answer, campaignProgressSchema))
  }
  return all
}

/** GET /api/v2/outbound/campaigns/{id}/stats */
export const getCampaignStats = (
  { platform, token }: PlatformSession,
  id: string
): Promise<PlatformCampaignStats> =>
  platform.request(token, { method: 'GET', path: `${campaignPath(id)}/stats`, schema: campaignStatsSchema })

/** GET /api/v2/outbound/contactlists, every page (outbound:contactList:view) */
export const listContactLists = (session: PlatformSession): Promise<PlatformContactList[]> =>
  listAll(session, '/api/v2/outbound/contactlists', contactListSchema)

/** GET /api/v2/routing/queues, every page (routing:queue:view) */
export const listQueues = (session: PlatformSession): Promise<PlatformNamedEntity[]> =>
  listAll(session, '/api/v2/routing/queues', namedEntitySchema)

/** GET /api/v2/scripts, every page (scripter:script:view) */
export const listScripts = (session: PlatformSession): Promise<PlatformNamedEntity[]> =>
  listAll(session, '/api/v2/scripts', namedEntitySchema)

/** GET /api/v2/telephony/providers/edges/edgegroups, every page (telephony:plugin:all) */
export const listEdgeGroups = (session: PlatformSession): Promise<PlatformNamedEntity[]> =>
  listAll(session, '/api/v2/telephony/providers/edges/edgegroups', namedEntitySchema)

/** GET /api/v2/outbound/callanalysisresponsesets, every page (outbound:responseSet:view) */
export const listCallAnalysisResponseSets = (session: PlatformSession): Promise<PlatformNamedEntity[]> =>
  listAll(session, '/api/v2/outbound/callanalysisresponsesets', namedEntitySchema)

/** GET /api/v2/authorization/divisions, every page */
export const listDivisions = (session: PlatformSession): Promise<PlatformNamedEntity[]> =>
  listAll(session, '/api/v2/authorization/divisions', namedEntitySchema)
