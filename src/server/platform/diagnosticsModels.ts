import { z } from 'zod'

/**
 * The parts of the platform's dialer diagnostics this app reads (SDK models CampaignDiagnostics,
 * CampaignPerformanceData, CampaignDiagnosticsSummary, EventLog, OutboundSettings and analytics'
 * ConversationAggregateQueryResponse). Tolerant like outboundModels.ts: an odd field becomes absent.
 */
const optionalString = z.string().min(1).optional().catch(undefined)
const optionalCount = z.number().finite().nonnegative().optional().catch(undefined)
const count = z.number().finite().nonnegative().catch(0)
const ref = z.looseObject({ id: z.string().min(1), name: optionalString })
const optionalRef = ref.optional().catch(undefined)
const refs = z.array(z.unknown()).catch([])

const linesUtilization = z
  .looseObject({ assignedOutboundLines: count, totalAvailableOutboundLines: optionalCount })
  .optional()
  .catch(undefined)

export const campaignDiagnosticsSchema = z.looseObject({
  callableContacts: z
    .looseObject({ callableTimeSet: optionalRef, ruleSets: refs, dncLists: refs })
    .optional()
    .catch(undefined),
  queueUtilizationDiagnostic: z
    .looseObject({
      queue: optionalRef,
      usersInQueue: optionalCount,
      usersOnQueue: optionalCount,
      usersNotUtilized: optionalCount,
      usersOnACampaignCall: optionalCount,
      usersOnANonCampaignCall: optionalCount,
      usersOnDifferentEdgeGroup: optionalCount
    })
    .optional()
    .catch(undefined),
  ruleSetDiagnostics: z
    .array(z.looseObject({ ruleSet: optionalRef, warnings: z.array(z.string()).catch([]) }))
    .catch([]),
  outstandingInteractionsCount: optionalCount,
  scheduledInteractionsCount: optionalCount,
  timeZoneRescheduledCallsCount: optionalCount,
  filteredOutContactsCount: optionalCount,
  idleAgents: optionalCount,
  effectiveIdleAgents: optionalCount,
  linesUtilization,
  numberOfContactsCalled: optionalCount,
  totalNumberOfContacts: optionalCount,
  campaignErrors: z
    .array(z.looseObject({ error: optionalString, details: optionalString, message: optionalString }))
    .catch([])
})
export type PlatformCampaignDiagnostics = z.output<typeof campaignDiagnosticsSchema>

export const campaignPerformanceSchema = z.looseObject({
  campaign: ref,
  contactRate: z.looseObject({ connectRatio: optionalCount }).optional().catch(undefined),
  idleAgents: count,
  effectiveIdleAgents: count,
  outstandingCalls: count,
  scheduledCalls: count,
  rightPartyContactsCount: count,
  campaignStatus: optionalString,
  dialingMode: optionalString,
  progress: z.looseObject({ percentage: optionalCount }).optional().catch(undefined),
  linesUtilization
})
export type PlatformCampaignPerformance = z.output<typeof campaignPerformanceSchema>

const window = z.looseObject({ state: optionalString, dateStart: optionalString, dateEnd: optionalString })
export const diagnosticsSummarySchema = z.looseObject({
  campaignStates: z.array(window).catch([]),
  campaignHealthStates: z.array(window).catch([])
})
export type PlatformDiagnosticsSummary = z.output<typeof diagnosticsSummarySchema>

export const eventLogSchema = z.looseObject({
  id: z.string().min(1),
  name: optionalString,
  timestamp: optionalString,
  level: optionalString,
  category: optionalString,
  errorEntity: optionalRef,
  relatedEntity: optionalRef,
  eventMessage: z
    .looseObject({
      code: optionalString,
      message: optionalString,
      messageParams: z.record(z.string(), z.unknown()).optional().catch(undefined)
    })
    .optional()
    .catch(undefined)
})
export type PlatformEventLog = z.output<typeof eventLogSchema>

const metric = z.looseObject({ metric: z.string(), stats: z.looseObject({ count: optionalCount }).catch({}) })
export const conversationAggregatesSchema = z.looseObject({
  results: z
    .array(
      z.looseObject({
        group: z.record(z.string(), z.unknown()).catch({}),
        // `interval`: the bucket (ISO start/end) when the query asked for a granularity
        data: z
          .array(z.looseObject({ interval: optionalString, metrics: z.array(metric).catch([]) }))
          .catch([])
      })
    )
    .optional()
    .catch(undefined)
})
export type PlatformConversationAggregates = z.output<typeof conversationAggregatesSchema>
