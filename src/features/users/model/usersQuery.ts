import type { Role } from '@/shared/acl'
import type { SortDirection } from '@/shared/lists/listTypes'
import type { UserSortField, UsersParams, UserStatus } from '@/shared/users/userTypes'

/** What the users page asks for: the search, the filters, the page and the order. */
export interface UsersQuery {
  q: string
  role: Role | null
  status: UserStatus | null
  /** from 1 */
  page: number
  pageSize: number
  sortField: UserSortField
  sortDirection: SortDirection
}

export const PAGE_SIZES = [10, 25, 50] as const

/** The server's defaults (newest first, so a person just added shows at the top). */
export const initialUsersQuery: UsersQuery = {
  q: '',
  role: null,
  status: null,
  page: 1,
  pageSize: 10,
  sortField: 'createdAt',
  sortDirection: 'desc'
}

export type UsersQueryAction =
  | { type: 'search'; q: string }
  | { type: 'role'; role: Role | null }
  | { type: 'status'; status: UserStatus | null }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; field: UserSortField }

/**
 * Any change of search, filter, page size or order starts again at page 1. Sorting by the column already
 * sorted turns the direction; another column starts ascending (dates: newest first). An action that changes
 * nothing answers the same object, so no request is made for it.
 */
export function usersQueryReducer(query: UsersQuery, action: UsersQueryAction): UsersQuery {
  switch (action.type) {
    case 'search':
      return action.q === query.q ? query : { ...query, q: action.q, page: 1 }
    case 'role':
      return action.role === query.role ? query : { ...query, role: action.role, page: 1 }
    case 'status':
      return action.status === query.status ? query : { ...query, status: action.status, page: 1 }
    case 'page':
      return action.page === query.page ? query : { ...query, page: action.page }
    case 'pageSize':
      return action.pageSize === query.pageSize ? query : { ...query, pageSize: action.pageSize, page: 1 }
    case 'sort': {
      const sortDirection: SortDirection =
        action.field === query.sortField
          ? query.sortDirection === 'asc'
            ? 'desc'
            : 'asc'
          : action.field === 'createdAt'
            ? 'desc'
            : 'asc'
      return { ...query, sortField: action.field, sortDirection, page: 1 }
    }
  }
}

/** The API's parameters for a query. */
export const toUsersParams = (query: UsersQuery): UsersParams => ({
  q: query.q,
  role: query.role,
  status: query.status,
  page: query.page,
  pageSize: query.pageSize,
  sort: `${query.sortField}:${query.sortDirection}`
})

export const isFiltered = (query: UsersQuery) =>
  query.q !== '' || query.role !== null || query.status !== null
