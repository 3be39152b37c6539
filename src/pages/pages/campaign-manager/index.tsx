import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { useAuth } from '@/features/auth'
import { type AppPage, BlankLayout, loadHomePage, prefetchHomeData } from '@/shell'
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader'

/**
 * The OAuth redirect target. The AuthProvider does the work (the answer is captured before the app boots);
 * this page shows the full-screen loading view meanwhile, and loads the home page's code.
 */
const OAuthCallbackPage: AppPage = () => {
  const { t } = useTranslation()
  const router = useRouter()
  // While the sign-in completes, the home page's code loads (most sign-ins land there): its route and the
  // overview's own chunk.
  useEffect(() => {
    void router.prefetch('/').catch(() => undefined)
    void loadHomePage().catch(() => undefined)
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
