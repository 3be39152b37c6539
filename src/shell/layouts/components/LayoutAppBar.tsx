import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

import { LanguageMenu } from '@/features/i18n'
import { ModeToggle } from '@/features/settings'
import { layoutTokens, whenDisplay } from '@/theme'

import { UserDropdown } from '../../components/UserDropdown'
import { boxedSx, gutterSx } from './boxed'
import { Brand } from './Brand'

interface LayoutAppBarProps {
  position: 'sticky' | 'static'
  /** the navigation button, when the navigation is not on screen */
  navigationButton?: ReactNode
  /** the logo and name (not when the docked navigation shows them) */
  showBrand: boolean
  /** the button that opens the Theme Customizer */
  customizerToggle?: ReactNode
  /** under the toolbar: the horizontal navigation */
  children?: ReactNode
}

/**
 * The top bar: navigation button, brand, then the language menu, the mode toggle, the Theme Customizer's
 * button and the user menu; under them, while toasts need it, room for them.
 *
 * A `header` (the banner landmark) styled as MUI's AppBar and Toolbar would style it: those two components
 * cost about 1.5 kB (gzip) of every route's first load (the bundle budget, docs/quality.md) for a few rules.
 */
export function LayoutAppBar({
  position,
  navigationButton,
  showBrand,
  customizerToggle,
  children
}: LayoutAppBarProps) {
  return (
    <Box
      component="header"
      // (APP_BAR_MARK: floating notices stay below it)
      data-app-bar=""
      sx={{
        position,
        top: 0,
        zIndex: 'appBar',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        boxSizing: 'border-box',
        flexShrink: 0,
        color: 'text.primary',
        bgcolor: 'background.paper',
        borderBottom: 'var(--cm-bar-border)',
        boxShadow: 'var(--cm-bar-shadow)',
        [whenDisplay('appBarBlur', 'on')]: {
          backgroundColor: 'rgb(var(--mui-palette-background-paperChannel) / 0.85)',
          backdropFilter: 'blur(8px)'
        }
      }}
    >
      <Box sx={gutterSx}>
        <Box
          sx={{
            ...boxedSx,
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            minHeight: layoutTokens.toolbarHeight,
            gap: 1
          }}
        >
          {navigationButton}
          {showBrand && <Brand />}
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LanguageMenu />
            <ModeToggle />
            {customizerToggle}
            <UserDropdown />
          </Box>
        </Box>
      </Box>
      {children}
      {/* room for the toasts when the window has no place clear of controls (useToasterPlacement): the
          property noticeRoom.ts sets, inline (its module stays out of the first load) */}
      <div aria-hidden style={{ height: 'var(--cm-notice-room, 0px)', flexShrink: 0 }} />
    </Box>
  )
}
