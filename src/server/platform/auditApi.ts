import { z } from 'zod'
import type { PlatformSession } from './outboundApi'
import { readEntities } from './outboundModels'

/** what reading the platform's audit takes (the Audit API) */
export const AUDIT_VIEW_PERMISSION = 'audits:audit:view'

/** how far back the realtime query reads: 14 days, less a day for clocks that differ and a strict reading */
export const AUDIT_REACH_MS = 13 * 86_400_000

const optionalString = z.string().min(1).optional().catch(undefined)
const strings = z.array(z.string()).catch([])

/**
 * The parts of the platform's AuditLogMessage the app reads: who (the user, named with expand=user), when, the
 * action and the entity, and each property's old and new values. Tolerant: an odd field becomes absent, one
 * malformed message is left out (readEntities).
 */
export const auditMessageSchema = z.looseObject({
  id: z.string().min(1),
  user: z.looseObject({ id: optionalString, name: optionalString }).optional().catch(undefined),
  eventDate: z.string().refine(value => !Number.isNaN(Date.parse(value))),
  action: z.string().min(1),
  entity: z.looseObject({ id: optionalString, name: optionalString }).optional().catch(undefined),
  entityType: optionalString,
  propertyChanges: z
    .array(z.looseObject({ property: z.string().min(1), oldValues: strings, newValues: strings }))
    .catch([])
})
export type PlatformAuditMessage = z.output<typeof auditMessageSchema>

const auditPageSchema = z.looseObject({ entities: z.array(z.unknown()).catch([]) })

/**
 * POST /api/v2/audits/query/realtime?expand=user (audits:audit:view): one entity's newest audit messages of the
 * Outbound service over the last 13 days, newest first, one page of `pageSize`.
 */
export async function queryEntityAudit(
  { platform, token }: PlatformSession,
  entity: { type: string; id: string },
  now: number,
  pageSize: number
): Promise<PlatformAuditMessage[]> {
  const answer = await platform.request(token, {
    method: 'POST',
    path: '/api/v2/audits/query/realtime',
    query: { expand: ['user'] },
    body: {
      interval: `${new Date(now - AUDIT_REACH_MS).toISOString()}/${new Date(now + 60_000).toISOString()}`,
      serviceName: 'Outbound',
      filters: [
        { property: 'EntityType', value: entity.type },
        { property: 'EntityId', value: entity.id }
      ],
      sort: [{ name: 'Timestamp', sortOrder: 'descending' }],
      pageNumber: 1,
      pageSize
    },
    schema: auditPageSchema
  })
  return readEntities(answer.entities, auditMessageSchema)
}
