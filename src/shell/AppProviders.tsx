import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

import { AuthProvider } from '@/features/auth'
import { i18n, LanguageSync } from '@/features/i18n'
import { SettingsProvider } from '@/features/settings'

import { DocumentTitle } from './components/DocumentTitle'
import { AppThemeProvider } from './providers/AppThemeProvider'
import { LanguageDirectionSync } from './providers/LanguageDirectionSync'
import { RouteProgress } from './providers/RouteProgress'
import { SettingsToaster } from './providers/SettingsToaster'

/**
 * The providers every page sits in: texts, display settings, the theme (with the direction's styles), the
 * signed-in user; and what runs beside the pages: the detected language, language → direction, the route
 * progress bar and the toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <AppThemeProvider>
          <DocumentTitle />
          <AuthProvider>{children}</AuthProvider>
          <LanguageSync />
          <LanguageDirectionSync />
          <RouteProgress />
          <SettingsToaster />
        </AppThemeProvider>
      </SettingsProvider>
    </I18nextProvider>
  )
}
