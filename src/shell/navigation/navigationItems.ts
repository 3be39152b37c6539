import type { SvgIconComponent } from '@mui/icons-material'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import HomeOutlined from '@mui/icons-material/HomeOutlined'

import type { AclAction, AclSubject } from '@/shared/acl'

/**
 * One entry of the navigation. With `action`/`subject` it is shown only to people who may do that (the same
 * permission as its page's `acl`); without, to everyone signed in.
 */
export interface NavigationItem {
  /** i18n key of the title */
  titleKey: string
  path: string
  icon: SvgIconComponent
  action?: AclAction
  subject?: AclSubject
}

/** The whole navigation, in order: both layouts and the top bar's navigation menu show this list. */
export const navigationItems: readonly NavigationItem[] = [
  { titleKey: 'navigation.home', path: '/', icon: HomeOutlined },
  { titleKey: 'navigation.users', path: '/users', icon: GroupOutlined, action: 'read', subject: 'users' },
  {
    titleKey: 'navigation.permissions',
    path: '/permissions',
    icon: AdminPanelSettingsOutlined,
    action: 'read',
    subject: 'permissions'
  }
]
