import { ThemeProvider } from '@mui/material/styles'
import type { EnhancedStore } from '@reduxjs/toolkit'
import { render, type RenderOptions } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'

import { SettingsProvider } from '@/features/settings'

import { createTestI18n } from './createTestI18n'
import { testTheme } from './testTheme'

export interface TestProvidersOptions {
  /** the translations (default: a fresh English instance) */
  i18n?: I18n
  /** a Redux store around the tree (a page's own store, when the test drives it from outside) */
  store?: EnhancedStore
  /** the display settings' provider (the shell's layouts read them) */
  settings?: boolean
}

/** The providers the app puts around every page: translations, the theme, and on demand a store and the settings. */
export function createTestProviders({
  i18n = createTestI18n(),
  store,
  settings = false
}: TestProvidersOptions = {}) {
  return function TestProviders({ children }: { children: ReactNode }) {
    const themed = (
      <ThemeProvider theme={testTheme} storageManager={null} colorSchemeNode={null}>
        {children}
      </ThemeProvider>
    )
    const withSettings = settings ? <SettingsProvider>{themed}</SettingsProvider> : themed
    return (
      <I18nextProvider i18n={i18n}>
        {store ? <Provider store={store}>{withSettings}</Provider> : withSettings}
      </I18nextProvider>
    )
  }
}

/** Renders a page or a component as the app does: translations and the theme around it (see createTestProviders). */
export function renderWithProviders(
  ui: ReactElement,
  options: TestProvidersOptions & Omit<RenderOptions, 'wrapper'> = {}
) {
  const { i18n, store, settings, ...renderOptions } = options
  return render(ui, { wrapper: createTestProviders({ i18n, store, settings }), ...renderOptions })
}
