import LogoutIcon from '@mui/icons-material/Logout'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

import { useAuth } from '@/features/auth'
import { LazyMenu, useMenuButton } from '@/shared/ui/LazyMenu'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map(part => part[0]!.toUpperCase())
    .join('')

// MUI's Avatar and Divider would cost about 2 kB (gzip) of every route's first load for a circle and a line
// (the bundle budget, docs/quality.md): the same look from a Box.
const avatarSx = {
  width: 38,
  height: 38,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  bgcolor: 'primary.dark',
  color: 'primary.contrastText',
  fontSize: 16,
  lineHeight: 1,
  userSelect: 'none'
} as const

/**
 * The user avatar menu (230 px): full name, the role and "Logout" (docs/product-rules.md#screens-and-routes).
 * The product's rules label the signed-in person "Admin" (every user was an admin there); other roles show
 * their own name.
 */
export function UserDropdown() {
  const { t } = useTranslation()
  const { user, logout } = useAuth()
  const { button, menu, close } = useMenuButton()
  if (!user) return null
  return (
    <>
      <IconButton aria-label={t('userMenu.open')} {...button}>
        <Box component="span" sx={avatarSx}>
          {initialsOf(user.fullName)}
        </Box>
      </IconButton>
      <LazyMenu
        {...menu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 230, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.role === 'admin' ? t('userMenu.role') : t(`roles.${user.role}`)}
          </Typography>
        </Box>
        <Box component="hr" sx={{ m: 0, border: 0, borderBlockEnd: 1, borderColor: 'divider' }} />
        <MenuItem
          onClick={() => {
            close()
            void logout()
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </LazyMenu>
    </>
  )
}
