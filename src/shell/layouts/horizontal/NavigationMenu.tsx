import MenuIcon from '@mui/icons-material/Menu'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'react-i18next'

import { isActivePath } from '../../navigation/isActivePath'
import { NavigationIcon } from '../../navigation/NavigationIcon'
import { useNavigationItems } from '../../navigation/useNavigationItems'
import { LazyMenu, useMenuButton } from '@/shared/ui/LazyMenu'

/**
 * With the navigation hidden (the default) in the horizontal layout, the top bar's menu button lists every
 * navigation item: any page is two clicks away.
 */
export function NavigationMenu() {
  const { t } = useTranslation()
  const { asPath } = useRouter()
  const items = useNavigationItems()
  const { button, menu, close } = useMenuButton()
  return (
    <>
      <IconButton color="inherit" edge="start" aria-label={t('navigation.open')} {...button}>
        <MenuIcon />
      </IconButton>
      <LazyMenu
        {...menu}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } }, list: { 'aria-label': t('navigation.label') } }}
      >
        {items.map(item => {
          const active = isActivePath(item.path, asPath)
          return (
            <MenuItem
              key={item.path}
              component={Link}
              href={item.path}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={close}
            >
              <ListItemIcon>
                <NavigationIcon name={item.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(item.titleKey)}</ListItemText>
            </MenuItem>
          )
        })}
      </LazyMenu>
    </>
  )
}
