import type { SvgIconComponent } from '@mui/icons-material'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import CampaignOutlined from '@mui/icons-material/CampaignOutlined'
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import PhoneDisabledOutlined from '@mui/icons-material/PhoneDisabledOutlined'
import PlaylistPlayOutlined from '@mui/icons-material/PlaylistPlayOutlined'
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined'

/** The navigation's icons by name: a chunk of their own (NavigationIcon), out of every route's first load. */
const ICONS = {
  campaigns: CampaignOutlined,
  contactLists: ContactPhoneOutlined,
  dncLists: PhoneDisabledOutlined,
  schedules: CalendarMonthOutlined,
  callableTimeSets: ScheduleOutlined,
  sequences: PlaylistPlayOutlined,
  users: GroupOutlined,
  permissions: AdminPanelSettingsOutlined
} satisfies Record<string, SvgIconComponent>

export type NavigationIconName = keyof typeof ICONS

export function NavigationIconGlyph({ name, fontSize }: { name: NavigationIconName; fontSize?: 'small' }) {
  const Icon = ICONS[name]
  return <Icon fontSize={fontSize} />
}
