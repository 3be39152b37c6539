import { z } from 'zod'
import { LOG_LEVELS } from '@/shared/logging/logLevels'
import { LOG_LIMITS, limitValue, truncate } from '@/shared/logging/logLimits'

/**
 * What POST /api/logs accepts: Seq's raw shape, as the browser logger sends it. Sizes are bounded by
 * truncation (a long stack is still worth keeping); a wrong shape is refused.
 */
const eventSchema = z.object({
  // kept as the server writes dates (ISO 8601 UTC): nothing but the instant of the browser's text survives
  Timestamp: z
    .string()
    .max(64)
    .refine(value => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date')
    .transform(value => new Date(value).toISOString()),
  Level: z.enum(LOG_LEVELS),
  MessageTemplate: z.string().transform(value => truncate(value, LOG_LIMITS.maxMessageLength)),
  Exception: z
    .string()
    .optional()
    .transform(value => (value === undefined ? undefined : truncate(value, LOG_LIMITS.maxExceptionLength))),
  Properties: z
    .record(z.string(), z.unknown())
    .optional()
    .transform(value => limitValue(value ?? {}) as Record<string, unknown>)
})

export const logBatchSchema = z.object({
  Events: z.array(eventSchema).min(1).max(LOG_LIMITS.maxEventsPerBatch)
})

/** "Events.0.Level: Invalid option…; Events: Too big…" */
export const describeIssues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map(issue => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
