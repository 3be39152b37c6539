import type { AclAction, AclSubject } from '@/shared/acl'

import type { NavigationIconName } from './navigationIcons'

/**
 * One entry of the navigation. With `action`/`subject` it is shown only to people who may do that (the same
 * permission as its page's `acl`); without, to everyone signed in.
 */
export interface NavigationItem {
  /** i18n key of the title */
  titleKey: string
  path: string
  /** its icon (navigationIcons.tsx: loaded after the first paint, NavigationIcon) */
  icon: NavigationIconName
  action?: AclAction
  subject?: AclSubject
}

/** The whole navigation, in order: both layouts and the top bar's navigation menu show this list. */
export const navigationItems: readonly NavigationItem[] = [
  // The home page is the campaigns overview: one entry for it (two entries for one address would both be
  // current, and the lists key their items by path).
  { titleKey: 'navigation.campaigns', path: '/', icon: 'campaigns' },
  // every role reads the lists its campaigns dial, a client included (as campaigns)
  { titleKey: 'navigation.contactLists', path: '/contact-lists', icon: 'contactLists' },
  // and the numbers they never dial
  { titleKey: 'navigation.dncLists', path: '/dnc-lists', icon: 'dncLists' },
  // and when they run (the week view; changes need editSchedules, which the page says)
  { titleKey: 'navigation.schedules', path: '/schedules', icon: 'schedules' },
  // the hours their contacts may be called, by time zone (every role reads them, a client included)
  { titleKey: 'navigation.callableTimeSets', path: '/callable-time-sets', icon: 'callableTimeSets' },
  // and the campaigns that run one after another (every role reads them too)
  { titleKey: 'navigation.sequences', path: '/sequences', icon: 'sequences' },
  { titleKey: 'navigation.users', path: '/users', icon: 'users', action: 'read', subject: 'users' },
  {
    titleKey: 'navigation.permissions',
    path: '/permissions',
    icon: 'permissions',
    action: 'read',
    subject: 'permissions'
  }
]
