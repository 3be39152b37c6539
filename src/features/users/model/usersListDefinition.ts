import { ROLES } from '@/shared/acl'
import type { ListDefinition } from '@/shared/ui/list'
import { USER_SORT_FIELDS, USER_STATUSES } from '@/shared/users/userTypes'

/** The users list as a list screen: its filters, its order (newest first, as the server's) and page sizes. */
export const USERS_LIST: ListDefinition = {
  id: 'users',
  texts: 'users',
  filters: [
    {
      field: 'role',
      values: ROLES,
      label: 'users.filters.role',
      anyLabel: 'users.filters.anyRole',
      valueLabels: 'roles'
    },
    {
      field: 'status',
      values: USER_STATUSES,
      label: 'users.filters.status',
      anyLabel: 'users.filters.anyStatus',
      valueLabels: 'statuses'
    }
  ],
  sortFields: USER_SORT_FIELDS,
  // a person just added shows at the top of the refetched list
  defaultSort: { field: 'createdAt', direction: 'desc' },
  descendingFirst: ['createdAt'],
  pageSizes: [10, 25, 50]
}
