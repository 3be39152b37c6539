import { z } from 'zod'
import { ROLES } from '@/shared/acl'
import type { SortDirection } from '@/shared/lists/listTypes'
import { USER_SORT_FIELDS, USER_STATUSES, type UserSortField } from '@/shared/users/userTypes'
import { appliedSort, given, listQueryFields } from '@/server/http/queryParams'

export { USER_SORT_FIELDS, type SortDirection, type UserSortField }

export const MAX_PAGE_SIZE = 100
export const DEFAULT_PAGE_SIZE = 10
/** newest first: a person just added shows at the top of the refetched list */
export const DEFAULT_SORT: `${UserSortField}:${SortDirection}` = 'createdAt:desc'

const fields = listQueryFields(USER_SORT_FIELDS, MAX_PAGE_SIZE)

/**
 * GET /apps/users/list's query: q (name or e-mail contains, any case), role, status, page (from 1), pageSize
 * (1–100), sort (`field` or `field:asc|desc`). Unknown parameters are refused, so a typo never silently
 * widens a result.
 */
export const listUsersQuerySchema = z
  .strictObject({
    q: fields.q,
    role: given('role', z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}.` })),
    status: given(
      'status',
      z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}.` })
    ),
    page: fields.page,
    pageSize: fields.pageSize,
    sort: fields.sort
  })
  .transform(query => ({
    q: (query.q ?? '').trim(),
    role: query.role ?? null,
    status: query.status ?? null,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: appliedSort<UserSortField>(query.sort, DEFAULT_SORT)
  }))

/** The list's parameters as applied (every default filled in); the API answers them as `params`. */
export type UsersListParams = z.output<typeof listUsersQuerySchema>
