import CssBaseline from '@mui/material/CssBaseline'
import GlobalStyles from '@mui/material/GlobalStyles'
import { ThemeProvider } from '@mui/material/styles'
import { type ReactNode, useMemo } from 'react'

import { useSettings } from '@/features/settings'
import { createAppTheme, createDisplayStyles } from '@/theme'

import { DirectionCacheProvider } from './DirectionCacheProvider'

const displayStyles = createDisplayStyles()

/**
 * The theme, with both colour schemes as CSS variables. MUI neither stores the mode nor touches <html>
 * (`storageManager`/`colorSchemeNode` null): the settings do, from the first paint (see docs/shell.md).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings()
  const theme = useMemo(() => createAppTheme({ direction: settings.direction }), [settings.direction])
  return (
    <DirectionCacheProvider direction={settings.direction}>
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null}>
        <CssBaseline />
        <GlobalStyles styles={displayStyles} />
        {children}
      </ThemeProvider>
    </DirectionCacheProvider>
  )
}
