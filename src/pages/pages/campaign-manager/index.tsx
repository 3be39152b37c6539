import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { useAuth } from '@/features/auth'
import { type AppPage, BlankLayout, loadHomeDataPrefetch, loadHomePage, prefetchHomeData } from '@/shell'
import { getHttpClient } from '@/shared/http/httpClient'
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader'

/**
 * The OAuth redirect target. The AuthProvider does the work (the answer is captured before the app boots);
 * this page shows the full-screen loading view meanwhile, and loads the home page's code.
 */
const OAuthCallbackPage: AppPage = () => {
  const { t } = useTranslation()
  const router = useRouter()
  // While the sign-in completes, the home page's code loads (most sign-ins land there): its route, the
  // overview's own chunk, and the code that asks for its first answer. After the HTTP client's code, which the
  // sign-in's own requests wait for: a dozen files asked for first would hold the browser's connections to
  // this server, and the token exchange would wait behind them (measured: ~150 ms).
  useEffect(() => {
    void getHttpClient()
      .catch(() => undefined)
      .then(() => {
        void router.prefetch('/').catch(() => undefined)
        void loadHomePage().catch(() => undefined)
        void loadHomeDataPrefetch().catch(() => undefined)
      })
  }, [router])
  // Signed in (the token is stored): the home page's first answer is asked for while the page is on its way.
  const { status } = useAuth()
  useEffect(() => {
    if (status === 'signedIn') void prefetchHomeData().catch(() => undefined)
  }, [status])
  return <FullScreenLoader label={t('auth.signingIn')} />
}

OAuthCallbackPage.authGuard = false
OAuthCallbackPage.getLayout = page => <BlankLayout>{page}</BlankLayout>

export default OAuthCallbackPage
