import type { SvgIconComponent } from '@mui/icons-material'
import HomeOutlined from '@mui/icons-material/HomeOutlined'

/** One entry of the navigation. Access control (issue 4) adds `action`/`subject` and filters on them. */
export interface NavigationItem {
  /** i18n key of the title */
  titleKey: string
  path: string
  icon: SvgIconComponent
  action?: string
  subject?: string
}

/** The whole navigation, in order: both layouts and the top bar's navigation menu show this list. */
export const navigationItems: readonly NavigationItem[] = [
  { titleKey: 'navigation.home', path: '/', icon: HomeOutlined }
]
