import { useMemo } from 'react'

import { useCan } from '@/features/acl'

import { navigationItems, type NavigationItem } from './navigationItems'
import { type PageAccessState, usePageAccess } from './usePageAccess'

/**
 * Whether an item shows, given `can` (the app role) and what is known of the Genesys Cloud permissions: items
 * without `access` always do; the others when the role allows their page and no permission its read needs is
 * known to be missing. Until the permissions are known the items that need some are left out (as those that
 * need a role are until the rules arrive); when they cannot be known the pages decide, as before.
 */
export function isItemAllowed(
  item: NavigationItem,
  can: ReturnType<typeof useCan>,
  platform: PageAccessState
): boolean {
  const { access } = item
  if (!access) return true
  if (!can(access.acl.action, access.acl.subject)) return false
  if (access.platform.length === 0 || platform === null) return true
  return platform !== 'loading' && !platform[item.path as keyof typeof platform]
}

/** The navigation items the signed-in person may open (each checked against its own page's requirements). */
export function useNavigationItems(): readonly NavigationItem[] {
  const can = useCan()
  const platform = usePageAccess()
  return useMemo(() => navigationItems.filter(item => isItemAllowed(item, can, platform)), [can, platform])
}
