import { ROLES } from '@/shared/acl'
import type { ListDefinition } from '@/shared/ui/list'

/**
 * The permissions catalogue as a list screen: a role filter; neither sorted nor paged (the catalogue is short
 * and the API answers it whole, in its own order).
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
  pageSizes: null
}
