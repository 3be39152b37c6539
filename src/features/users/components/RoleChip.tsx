import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

import type { Role } from '@/shared/acl'
import { ROLE_COLORS } from '@/shared/ui/roleColors'
import type { UserStatus } from '@/shared/users/userTypes'

const STATUS_COLORS = { active: 'success', pending: 'warning', inactive: 'default' } as const

export function RoleChip({ role }: { role: Role }) {
  const { t } = useTranslation()
  return <Chip size="small" color={ROLE_COLORS[role]} label={t(`roles.${role}`)} />
}

export function StatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation()
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`statuses.${status}`)} />
  )
}
