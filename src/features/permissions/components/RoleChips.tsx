import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import type { ReactNode } from 'react'

import type { Role } from '@/shared/acl'
import { ROLE_COLORS } from '@/shared/ui/roleColors'

/** Roles as a list of chips (a screen reader says how many), each in its role's colour. */
export function RoleChips({
  roles,
  label,
  'aria-label': ariaLabel,
  outlined = false,
  small = false
}: {
  roles: readonly Role[]
  /** each chip's text */
  label: (role: Role) => ReactNode
  'aria-label'?: string
  outlined?: boolean
  small?: boolean
}) {
  return (
    <Box
      component="ul"
      aria-label={ariaLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: small ? 0.75 : 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {roles.map(role => (
        <li key={role}>
          <Chip
            size={small ? 'small' : 'medium'}
            variant={outlined ? 'outlined' : 'filled'}
            color={ROLE_COLORS[role]}
            label={label(role)}
          />
        </li>
      ))}
    </Box>
  )
}
