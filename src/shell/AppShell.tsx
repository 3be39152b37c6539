import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { type ReactElement, type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { AclGuard } from '@/features/acl'
import { Guard, hasValidStoredSession, useAuth } from '@/features/auth'
import { FallbackSpinner } from '@/shared/ui/FallbackSpinner'

import { ErrorView } from './components/ErrorView'
import { BlankLayout } from './layouts/BlankLayout'
import type { AppPage } from './pageTypes'

const loadUserLayout = () => import('./layouts/UserLayout').then(module => module.UserLayout)

/** While the signed-in layout's chunk arrives: the spinner the guards show while the session is checked. */
function LayoutLoading() {
  const { t } = useTranslation()
  return <FallbackSpinner label={t('app.loading')} />
}

// The signed-in layout (top bar, navigation, user menu, customizer) is no part of /login: a chunk of its own, out
// of the sign-in page's first load (the 220 kB budget). The shell asks for it at start on every page that is not
// a guest's, so it has arrived by the time the session is confirmed (the guards' spinner covers both).
const UserLayout = dynamic<{ children: ReactNode }>(loadUserLayout, { loading: LayoutLoading })
// With a session stored, every page shows the signed-in layout (a guest page sends a signed-in visitor home): its
// chunk is asked for as soon as this code runs, before the page's own chunks, so that the top bar, the
// navigation and the footer show while the page's code and first answer are still on their way.
if (typeof window !== 'undefined' && hasValidStoredSession(Date.now()))
  void loadUserLayout().catch(() => undefined)

const defaultLayout = (page: ReactElement) => <UserLayout>{page}</UserLayout>

// Seldom needed: its own chunk, out of every page's first load (the bundle budget).
const StorageBlockedView = dynamic(
  () => import('./components/StorageBlockedView').then(module => module.StorageBlockedView),
  { ssr: false }
)

// Seldom needed too: a Genesys Cloud outside the build's regions opened the app (docs/security.md).
const ClientAppRefusedView = dynamic(
  () => import('./components/ClientAppRefusedView').then(module => module.ClientAppRefusedView),
  { ssr: false }
)

/**
 * Applies the page's guards and layout (or, when the browser refuses the app its storage, explains that): pages are auth-guarded and use the signed-in layout by default; then
 * the page check (AclGuard): a signed-in person who may not see the page gets the 401 view, in the signed-in
 * layout (so the navigation, the user menu and "Back to Home" stay at hand).
 */
export function AppShell({ Component, pageProps }: { Component: AppPage; pageProps: object }) {
  const { t } = useTranslation()
  const { pathname } = useRouter()
  const { storageBlocked, clientAppRefused } = useAuth()
  const getLayout = Component.getLayout ?? defaultLayout
  useEffect(() => {
    if (!Component.guestGuard) void loadUserLayout()
  }, [Component.guestGuard])
  const fallback = <FallbackSpinner label={t('app.loading')} />
  // Without storage no page can work (the session lives there): one page says why, whatever was asked for.
  if (storageBlocked)
    return (
      <BlankLayout>
        <StorageBlockedView />
      </BlankLayout>
    )
  if (clientAppRefused)
    return (
      <BlankLayout>
        <ClientAppRefusedView {...clientAppRefused} />
      </BlankLayout>
    )
  return (
    <Guard authGuard={Component.authGuard} guestGuard={Component.guestGuard} fallback={fallback}>
      <AclGuard
        page={{
          pathname,
          acl: Component.acl,
          authGuard: Component.authGuard,
          guestGuard: Component.guestGuard
        }}
        fallback={fallback}
        denied={defaultLayout(
          <ErrorView
            code="401"
            title={t('errors.notAuthorized.title')}
            body={t('errors.notAuthorized.body')}
          />
        )}
      >
        {getLayout(<Component {...pageProps} />)}
      </AclGuard>
    </Guard>
  )
}
