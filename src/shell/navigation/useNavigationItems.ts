import { navigationItems, type NavigationItem } from './navigationItems'

/** The navigation items this user may see (issue 4 filters them by permission). */
export function useNavigationItems(): readonly NavigationItem[] {
  return navigationItems
}
