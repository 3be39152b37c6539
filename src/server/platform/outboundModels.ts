import { z } from 'zod'

/**
 * The parts of the platform's Outbound (and a few neighbouring) models this app reads; the official SDK's
 * index.d.ts types them in full (Campaign, CampaignProgress, CampaignStats, ContactList…). Tolerant like
 * platformModels.ts: an odd field becomes absent rather than failing the call, and every listing entity is
 * parsed on its own (readEntities), so one malformed campaign does not hide the others. Objects stay loose:
 * an edit PUTs the campaign back whole, and fields this app does not know must survive it.
 */
const optionalString = z.string().min(1).optional().catch(undefined)
const optionalNumber = z.number().finite().optional().catch(undefined)
const count = z.number().finite().nonnegative().catch(0)

export const domainRefSchema = z.looseObject({ id: z.string().min(1), name: optionalString })
const optionalRef = domainRefSchema.optional().catch(undefined)

export const phoneColumnSchema = z.looseObject({ columnName: z.string().min(1), type: optionalString })

export const campaignSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  version: z.number().int().catch(0),
  dateCreated: optionalString,
  dateModified: optionalString,
  dialingMode: z.string(),
  campaignStatus: optionalString,
  contactList: optionalRef,
  queue: optionalRef,
  script: optionalRef,
  edgeGroup: optionalRef,
  site: optionalRef,
  callAnalysisResponseSet: optionalRef,
  dncLists: z.array(domainRefSchema).catch([]),
  // the hours its contacts may be called (a CallableTimeSet), when it has one
  callableTimeSet: optionalRef,
  division: optionalRef,
  phoneColumns: z.array(phoneColumnSchema).catch([]),
  callerName: optionalString,
  callerAddress: optionalString,
  abandonRate: optionalNumber,
  outboundLineCount: optionalNumber,
  maxCallsPerAgent: optionalNumber,
  priority: optionalNumber,
  errors: z.array(z.unknown()).catch([])
})
export type PlatformCampaign = z.output<typeof campaignSchema>

export const campaignProgressSchema = z.looseObject({
  campaign: domainRefSchema,
  numberOfContactsCalled: count,
  totalNumberOfContacts: count,
  percentage: count
})
export type PlatformCampaignProgress = z.output<typeof campaignProgressSchema>

// linesUtilization is an object in the SDK's model ({assignedOutboundLines, totalAvailableOutboundLines});
// a plain ratio is accepted too.
const linesUtilizationSchema = z
  .union([
    z.number().finite(),
    z.looseObject({ assignedOutboundLines: count, totalAvailableOutboundLines: count })
  ])
  .optional()
  .catch(undefined)

export const campaignStatsSchema = z.looseObject({
  contactRate: z
    .looseObject({ attempts: count, connects: count, connectRatio: count })
    .optional()
    .catch(undefined),
  idleAgents: count,
  effectiveIdleAgents: count,
  outstandingCalls: count,
  scheduledCalls: count,
  linesUtilization: linesUtilizationSchema
})
export type PlatformCampaignStats = z.output<typeof campaignStatsSchema>

export const contactListSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  phoneColumns: z.array(phoneColumnSchema).catch([])
})
export type PlatformContactList = z.output<typeof contactListSchema>

export const namedEntitySchema = z.looseObject({ id: z.string().min(1), name: z.string() })
export type PlatformNamedEntity = z.output<typeof namedEntitySchema>

/** Every platform listing: `{entities, pageNumber, pageCount, total…}`; entities are checked one by one. */
export const entityListingSchema = z.looseObject({
  entities: z.array(z.unknown()).catch([]),
  pageCount: z.number().int().nonnegative().optional().catch(undefined),
  total: z.number().int().nonnegative().optional().catch(undefined)
})

/** The entities of a listing that fit `schema`; the others are left out. */
export function readEntities<T>(entities: readonly unknown[], schema: z.ZodType<T>): T[] {
  return entities.flatMap(entity => {
    const parsed = schema.safeParse(entity)
    return parsed.success ? [parsed.data] : []
  })
}
