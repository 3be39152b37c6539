import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { visuallyHidden } from '@mui/utils'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'react-i18next'

import { isActivePath } from '../../navigation/isActivePath'
import { NavigationIcon } from '../../navigation/NavigationIcon'
import { useNavigationItems } from '../../navigation/useNavigationItems'

/** The navigation items as a list (vertical navigation). `collapsed`: icons only, titles for screen readers. */
export function NavigationList({
  collapsed = false,
  onNavigate
}: {
  collapsed?: boolean
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const { asPath } = useRouter()
  const items = useNavigationItems()
  return (
    <List sx={{ py: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {items.map(item => {
        const active = isActivePath(item.path, asPath)
        return (
          <li key={item.path}>
            <ListItemButton
              component={Link}
              href={item.path}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                minHeight: 44,
                paddingInlineStart: collapsed ? 2.75 : 2.5,
                marginInlineEnd: collapsed ? 1 : 2,
                borderRadius: 0,
                borderStartEndRadius: 100,
                borderEndEndRadius: 100,
                color: 'text.primary',
                '& .MuiListItemIcon-root': { color: 'text.primary' },
                '&.Mui-selected, &.Mui-selected:hover': {
                  color: 'primary.contrastText',
                  backgroundImage:
                    'linear-gradient(98deg, var(--mui-palette-primary-dark), color-mix(in srgb, var(--mui-palette-primary-dark) 85%, black) 94%)',
                  boxShadow: 'var(--cm-shadow-sm)',
                  '& .MuiListItemIcon-root': { color: 'inherit' }
                }
              }}
            >
              <ListItemIcon sx={{ minWidth: 0, marginInlineEnd: collapsed ? 0 : 1.5 }}>
                <NavigationIcon name={item.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={t(item.titleKey)}
                sx={collapsed ? visuallyHidden : { my: 0 }}
                slotProps={{ primary: { sx: { fontWeight: 500, fontSize: '0.9375rem' } } }}
              />
            </ListItemButton>
          </li>
        )
      })}
    </List>
  )
}
