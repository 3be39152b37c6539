import { z } from 'zod'
import { ROLES } from '@/shared/acl'
import { given } from '@/server/http/queryParams'

/**
 * GET /apps/permissions/data's query: q (name, subject or action contains, any case) and role (assigned to).
 * The catalogue is short, so it is answered whole, without paging.
 */
export const listPermissionsQuerySchema = z
  .strictObject({
    q: given('q', z.string().max(100, 'q may be 100 characters at most.')),
    role: given('role', z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}.` }))
  })
  .transform(query => ({ q: (query.q ?? '').trim(), role: query.role ?? null }))

export type PermissionsListParams = z.output<typeof listPermissionsQuerySchema>
