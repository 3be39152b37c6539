import Chip from '@mui/material/Chip'

import type { Role } from '@/shared/acl'
import { ROLE_COLORS } from '@/shared/ui/roleColors'
import type { UserStatus } from '@/shared/users/userTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

const STATUS_COLORS = { active: 'success', pending: 'warning', inactive: 'default' } as const

export function RoleChip({ role }: { role: Role }) {
  const { t } = useScreenTexts()
  return <Chip size="small" color={ROLE_COLORS[role]} label={t(`roles.${role}`)} />
}

export function StatusChip({ status }: { status: UserStatus }) {
  const { t } = useScreenTexts()
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`statuses.${status}`)} />
  )
}
