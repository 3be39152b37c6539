import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { type ReactNode, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'

import { AuthProvider } from '@/features/auth'
import { i18n } from '@/features/i18n'
import { createAppTheme } from '@/theme/createAppTheme'

/** The providers every page sits in. Display settings (mode, direction, …) arrive with the settings feature. */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createAppTheme({ mode: 'dark', direction: 'ltr' }), [])
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </I18nextProvider>
  )
}
