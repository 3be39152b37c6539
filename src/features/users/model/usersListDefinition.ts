import { ROLES } from '@/shared/acl'
import { LIST_PAGE_SIZES, type ListDefinition } from '@/shared/ui/list'
import { USER_SORT_FIELDS, USER_STATUSES } from '@/shared/users/userTypes'

/** The users list as a list screen: its filters, its order (by name) and page sizes. */
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
  // by name, as every list opens (docs/design-guide.md); a person just added is found by the notice's name
  defaultSort: { field: 'fullName', direction: 'asc' },
  descendingFirst: ['createdAt'],
  pageSizes: LIST_PAGE_SIZES
}
