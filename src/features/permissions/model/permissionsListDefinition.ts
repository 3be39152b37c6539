import { ROLES } from '@/shared/acl'
import { LIST_PAGE_SIZES, type ListDefinition } from '@/shared/ui/list'

/**
 * The permissions catalogue as a list screen: a role filter; the API answers it whole, in its own order (by
 * area), paged here like every list.
 */
export const PERMISSIONS_LIST: ListDefinition = {
  id: 'permissions',
  texts: 'permissions',
  filters: [
    {
      field: 'role',
      values: ROLES,
      label: 'permissions.filters.role',
      anyLabel: 'permissions.filters.anyRole',
      valueLabels: 'roles'
    }
  ],
  sortFields: [],
  defaultSort: null,
  pageSizes: LIST_PAGE_SIZES,
  answeredWhole: true
}
