import { type AccessPath, PAGE_ACCESS, type PageAccess } from '@/shared/acl/pageAccess'

import type { NavigationIconName } from './navigationIcons'

/**
 * One entry of the navigation. With `access` it is offered only to people who may open its page (the page's
 * own entry of PAGE_ACCESS: the app role's `acl`, which the page check uses, and the Genesys Cloud permissions
 * its read needs); without, to everyone signed in.
 */
export interface NavigationItem {
  /** i18n key of the title */
  titleKey: string
  path: string
  /** its icon (navigationIcons.tsx: loaded after the first paint, NavigationIcon) */
  icon: NavigationIconName
  access?: PageAccess
}

const item = (titleKey: string, path: AccessPath, icon: NavigationIconName): NavigationItem => ({
  titleKey,
  path,
  icon,
  access: PAGE_ACCESS[path]
})

/** The whole navigation, in order: both layouts and the top bar's navigation menu show this list. */
export const navigationItems: readonly NavigationItem[] = [
  // The home page is the campaigns overview: one entry for it (two entries for one address would both be
  // current, and the lists key their items by path). Everyone signed in may open it.
  { titleKey: 'navigation.campaigns', path: '/', icon: 'campaigns' },
  // the lists its campaigns dial
  item('navigation.contactLists', '/contact-lists', 'contactLists'),
  // and the numbers they never dial
  item('navigation.dncLists', '/dnc-lists', 'dncLists'),
  // and when they run (the week view; changes need editSchedules, which the page says)
  item('navigation.schedules', '/schedules', 'schedules'),
  // the hours their contacts may be called, by time zone
  item('navigation.callableTimeSets', '/callable-time-sets', 'callableTimeSets'),
  // and the campaigns that run one after another
  item('navigation.sequences', '/sequences', 'sequences'),
  item('navigation.users', '/users', 'users'),
  item('navigation.permissions', '/permissions', 'permissions')
]
