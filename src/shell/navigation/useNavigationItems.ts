import { useMemo } from 'react'

import { useCan } from '@/features/acl'

import { navigationItems, type NavigationItem } from './navigationItems'

/** Whether an item shows, given `can`: items without a permission always do. */
export const isItemAllowed = (item: NavigationItem, can: ReturnType<typeof useCan>): boolean =>
  !item.action || !item.subject || can(item.action, item.subject)

/** The navigation items the signed-in person may see (each checked against its own subject). */
export function useNavigationItems(): readonly NavigationItem[] {
  const can = useCan()
  return useMemo(() => navigationItems.filter(item => isItemAllowed(item, can)), [can])
}
