import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { AppLogo } from '@/shared/ui/AppLogo'

import { UserDropdown } from '../components/UserDropdown'

/** The signed-in layout: a fixed, blurred app bar over the page. */
export function UserLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={theme => ({
          backdropFilter: 'blur(6px)',
          backgroundColor: `color-mix(in srgb, ${theme.palette.background.paper} 85%, transparent)`,
          borderBottom: `1px solid ${theme.palette.divider}`
        })}
      >
        <Toolbar sx={{ minHeight: 64, gap: 1.5 }}>
          <AppLogo size={32} />
          <Typography component="span" variant="h6" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('app.name')}
          </Typography>
          <UserDropdown />
        </Toolbar>
      </AppBar>
      <Toolbar sx={{ minHeight: 64 }} aria-hidden="true" />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
        {children}
      </Box>
    </Box>
  )
}
