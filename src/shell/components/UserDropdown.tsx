import LogoutIcon from '@mui/icons-material/Logout'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useAuth } from '@/features/auth'
import { LazyMenu, preloadMenu } from '@/shared/ui/LazyMenu'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map(part => part[0]!.toUpperCase())
    .join('')

/** The user avatar menu (230 px): full name, the label "Admin" and "Logout" (spec section 2). */
export function UserDropdown() {
  const { t } = useTranslation()
  const { user, logout } = useAuth()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  if (!user) return null
  const close = () => setAnchor(null)
  return (
    <>
      <IconButton
        onClick={event => setAnchor(event.currentTarget)}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        aria-label={t('userMenu.open')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        <Avatar
          sx={{ width: 38, height: 38, bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: 16 }}
        >
          {initialsOf(user.fullName)}
        </Avatar>
      </IconButton>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 230, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('userMenu.role')}
          </Typography>
        </Box>
        <Divider />
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
