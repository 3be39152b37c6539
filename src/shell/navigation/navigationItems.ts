import type { SvgIconComponent } from '@mui/icons-material'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import CampaignOutlined from '@mui/icons-material/CampaignOutlined'
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import PhoneDisabledOutlined from '@mui/icons-material/PhoneDisabledOutlined'

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
  // The home page is the campaigns overview: one entry for it (two entries for one address would both be
  // current, and the lists key their items by path).
  { titleKey: 'navigation.campaigns', path: '/', icon: CampaignOutlined },
  // every role reads the lists its campaigns dial, a client included (as campaigns)
  { titleKey: 'navigation.contactLists', path: '/contact-lists', icon: ContactPhoneOutlined },
  // and the numbers they never dial
  { titleKey: 'navigation.dncLists', path: '/dnc-lists', icon: PhoneDisabledOutlined },
  { titleKey: 'navigation.users', path: '/users', icon: GroupOutlined, action: 'read', subject: 'users' },
  {
    titleKey: 'navigation.permissions',
    path: '/permissions',
    icon: AdminPanelSettingsOutlined,
    action: 'read',
    subject: 'permissions'
  }
]
