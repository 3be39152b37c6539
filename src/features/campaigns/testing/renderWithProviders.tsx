import { ThemeProvider } from '@mui/material/styles'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'

import { createAppTheme } from '@/theme'

import en from '../../../../public/locales/en.json'

/** A fresh i18next instance with the app's English (the campaigns texts are added by the page itself). */
export function createTestI18n() {
  const i18n = i18next.createInstance()
  void i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: en } }, initAsync: false })
  return i18n
}

// The app's theme, without ripples (their animation is work jsdom does for nothing on every click).
const theme = createAppTheme({ direction: 'ltr' })
theme.components = {
  ...theme.components,
  MuiButtonBase: { ...theme.components?.MuiButtonBase, defaultProps: { disableRipple: true } }
}

/** Renders a campaigns page as the app does: translations and the theme around it. */
export function renderWithProviders(ui: ReactElement, i18n = createTestI18n()) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider
          theme={createAppTheme({ direction: 'ltr' })}
          storageManager={null}
          colorSchemeNode={null}
        >
          {children}
        </ThemeProvider>
      </I18nextProvider>
    )
  }
  return render(ui, { wrapper: Providers })
}
