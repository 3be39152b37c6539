import { useTranslation } from 'react-i18next'

import { Guard } from '@/features/auth'
import { FallbackSpinner } from '@/shared/ui/FallbackSpinner'

import type { AppPage } from './pageTypes'
import { UserLayout } from './layouts/UserLayout'

/** Applies the page's guard and layout (pages are auth-guarded and use the signed-in layout by default). */
export function AppShell({ Component, pageProps }: { Component: AppPage; pageProps: object }) {
  const { t } = useTranslation()
  const getLayout = Component.getLayout ?? (page => <UserLayout>{page}</UserLayout>)
  return (
    <Guard
      authGuard={Component.authGuard}
      guestGuard={Component.guestGuard}
      fallback={<FallbackSpinner label={t('app.loading')} />}
    >
      {getLayout(<Component {...pageProps} />)}
    </Guard>
  )
}
