import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'react-i18next'

import { isActivePath } from '../../navigation/isActivePath'
import { NavigationIcon } from '../../navigation/NavigationIcon'
import { useNavigationItems } from '../../navigation/useNavigationItems'
import { boxedSx, gutterSx } from '../components/boxed'

/** The horizontal layout's navigation: a row of items under the app bar's toolbar. */
export function HorizontalNavigation() {
  const { t } = useTranslation()
  const { asPath } = useRouter()
  const items = useNavigationItems()
  return (
    <Box
      component="nav"
      aria-label={t('navigation.label')}
      sx={{ ...gutterSx, borderTop: 1, borderColor: 'divider' }}
    >
      <Box component="ul" sx={{ ...boxedSx, display: 'flex', gap: 1, m: 0, py: 1, px: 0, listStyle: 'none' }}>
        {items.map(item => {
          const active = isActivePath(item.path, asPath)
          return (
            <li key={item.path}>
              <Button
                component={Link}
                href={item.path}
                aria-current={active ? 'page' : undefined}
                variant={active ? 'contained' : 'text'}
                color={active ? 'primary' : 'inherit'}
                startIcon={<NavigationIcon name={item.icon} />}
                sx={{ px: 2 }}
              >
                {t(item.titleKey)}
              </Button>
            </li>
          )
        })}
      </Box>
    </Box>
  )
}
