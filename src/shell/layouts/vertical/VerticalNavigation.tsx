import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import { type Theme, useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'

import { layoutTokens } from '@/theme'

import { Brand } from '../components/Brand'
import { NavigationList } from '../components/NavigationList'

interface VerticalNavigationProps {
  id: string
  /** permanent: docked beside the content (wide screens); temporary: a drawer over it, from the menu button */
  variant: 'permanent' | 'temporary'
  open: boolean
  onClose: () => void
  collapsed: boolean
  onToggleCollapsed: () => void
  /** the semi-dark skin in light mode: the navigation in the dark colour scheme */
  dark: boolean
}

/** The vertical layout's navigation: 260 px, 68 px collapsed (docs/product-rules.md#constants). */
export function VerticalNavigation({
  id,
  variant,
  open,
  onClose,
  collapsed,
  onToggleCollapsed,
  dark
}: VerticalNavigationProps) {
  const { t } = useTranslation()
  const permanent = variant === 'permanent'
  const narrow = permanent && collapsed
  const width = narrow ? layoutTokens.navCollapsedWidth : layoutTokens.navWidth
  // Collapsing points towards the start edge, whichever side that is.
  const towardsStart = !collapsed
  const rtl = useTheme().direction === 'rtl'
  const CollapseIcon = towardsStart !== rtl ? ChevronLeft : ChevronRight
  const paperProps = {
    id,
    ...(dark ? { 'data-mode': 'dark' } : {}),
    ...(permanent ? {} : { 'aria-label': t('navigation.label') }),
    sx: {
      width,
      overflowX: 'hidden',
      bgcolor: 'background.paper',
      color: 'text.primary',
      border: 0,
      borderInlineEnd: 'var(--cm-bar-border)',
      boxShadow: permanent ? 'var(--cm-bar-shadow)' : 'var(--cm-shadow-md)',
      transition: (theme: Theme) =>
        theme.transitions.create('width', { duration: theme.transitions.duration.shorter })
    }
  }
  return (
    <Drawer
      variant={variant}
      anchor="left"
      open={permanent || open}
      onClose={onClose}
      sx={permanent ? { width, flexShrink: 0, transition: 'width 200ms' } : undefined}
      slotProps={{ paper: paperProps }}
    >
      <Box
        sx={{
          minHeight: layoutTokens.toolbarHeight,
          display: 'flex',
          alignItems: 'center',
          justifyContent: narrow ? 'center' : 'space-between',
          gap: 1,
          paddingInlineStart: narrow ? 0 : 2,
          paddingInlineEnd: narrow ? 0 : 1
        }}
      >
        {!narrow && <Brand small />}
        {permanent ? (
          <IconButton
            size="small"
            aria-label={t(collapsed ? 'navigation.expand' : 'navigation.collapse')}
            aria-expanded={!collapsed}
            aria-controls={id}
            onClick={onToggleCollapsed}
          >
            <CollapseIcon fontSize="small" />
          </IconButton>
        ) : (
          <IconButton size="small" aria-label={t('navigation.close')} onClick={onClose}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box component="nav" aria-label={t('navigation.label')}>
        <NavigationList collapsed={narrow} onNavigate={permanent ? undefined : onClose} />
      </Box>
    </Drawer>
  )
}
