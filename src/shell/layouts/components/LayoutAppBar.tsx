import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
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
  /** under the toolbar: the horizontal navigation */
  children?: ReactNode
}

/** The top bar: navigation button, brand, then the language menu, the mode toggle and the user menu. */
export function LayoutAppBar({ position, navigationButton, showBrand, children }: LayoutAppBarProps) {
  return (
    <AppBar
      position={position}
      color="default"
      elevation={0}
      sx={{
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
        <Toolbar disableGutters sx={{ ...boxedSx, minHeight: { xs: layoutTokens.toolbarHeight }, gap: 1 }}>
          {navigationButton}
          {showBrand && <Brand />}
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LanguageMenu />
            <ModeToggle />
            <UserDropdown />
          </Box>
        </Toolbar>
      </Box>
      {children}
    </AppBar>
  )
}
