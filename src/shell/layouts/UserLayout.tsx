import MenuIcon from '@mui/icons-material/Menu'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import useMediaQuery from '@mui/material/useMediaQuery'
import dynamic from 'next/dynamic'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CustomizerDrawer, CustomizerToggle, useSettings } from '@/features/settings'
import { BELOW_LG_QUERY } from '@/theme'

import { boxedSx, gutterSx, MAIN_CONTENT_ID } from './components/boxed'
import { Footer } from './components/Footer'
import { LayoutAppBar } from './components/LayoutAppBar'
import { ScrollToTop } from './components/ScrollToTop'
import { SkipLink } from './components/SkipLink'
import { HorizontalNavigation } from './horizontal/HorizontalNavigation'
import { NavigationMenu } from './horizontal/NavigationMenu'

// Only the vertical layout (narrow screens by default) needs the drawer's code: it loads when first shown.
const VerticalNavigation = dynamic(() =>
  import('./vertical/VerticalNavigation').then(module => module.VerticalNavigation)
)

/**
 * The signed-in layout, vertical or horizontal (settings.layout; vertical below 1200 px).
 *
 * One tree for both, so that the page inside never remounts when the layout changes:
 *  - vertical: the navigation docked at the side (260 / 68 px) on wide screens, or a drawer opened from the
 *    top bar's menu button (narrow screens, or navigation hidden);
 *  - horizontal: the navigation as a row in the app bar, or, hidden (the default), a menu button listing it.
 * App bar: fixed (sticky), static or hidden; content full width or boxed (1440 px); a footer.
 */
export function UserLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { settings, saveSettings } = useSettings()
  const belowLg = useMediaQuery(BELOW_LG_QUERY)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [customizerOpen, setCustomizerOpen] = useState(false)
  const navigationId = useId()

  const vertical = settings.layout === 'vertical'
  const docked = vertical && !settings.navHidden && !belowLg
  const drawer = vertical && !docked
  const horizontalRow = !vertical && !settings.navHidden

  const navigationButton = drawer ? (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={t('navigation.open')}
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      onClick={() => setDrawerOpen(true)}
    >
      <MenuIcon />
    </IconButton>
  ) : !vertical && settings.navHidden ? (
    <NavigationMenu />
  ) : null

  // In the top bar, where it covers nothing; at the side of the screen only while there is no top bar.
  const customizerToggle = (
    <CustomizerToggle
      floating={settings.appBar === 'hidden'}
      expanded={customizerOpen}
      onOpen={() => setCustomizerOpen(true)}
    />
  )

  return (
    <Box data-layout={settings.layout} sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {vertical && (
        <VerticalNavigation
          id={navigationId}
          variant={docked ? 'permanent' : 'temporary'}
          open={drawer && drawerOpen}
          onClose={() => setDrawerOpen(false)}
          collapsed={settings.navCollapsed}
          onToggleCollapsed={() => saveSettings({ navCollapsed: !settings.navCollapsed })}
          dark={settings.skin === 'semi-dark' && settings.mode === 'light'}
        />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {settings.appBar !== 'hidden' && (
          <LayoutAppBar
            position={settings.appBar === 'static' ? 'static' : 'sticky'}
            navigationButton={navigationButton}
            showBrand={!docked}
            customizerToggle={customizerToggle}
          >
            {horizontalRow && <HorizontalNavigation />}
          </LayoutAppBar>
        )}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ ...gutterSx, flexGrow: 1, py: 3, '&:focus': { outline: 'none' } }}
        >
          <Box sx={boxedSx}>{children}</Box>
        </Box>
        <Footer />
      </Box>
      <ScrollToTop />
      {settings.appBar === 'hidden' && customizerToggle}
      <CustomizerDrawer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
    </Box>
  )
}
