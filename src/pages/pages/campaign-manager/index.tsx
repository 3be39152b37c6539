import { useTranslation } from 'react-i18next'

import { type AppPage, BlankLayout } from '@/shell'
import { FullScreenLoader } from '@/shared/ui/FullScreenLoader'

/**
 * The OAuth redirect target. The AuthProvider does the work (the answer is captured before the app boots);
 * this page only shows the full-screen loading view meanwhile.
 */
const OAuthCallbackPage: AppPage = () => {
  const { t } = useTranslation()
  return <FullScreenLoader label={t('auth.signingIn')} />
}

OAuthCallbackPage.authGuard = false
OAuthCallbackPage.getLayout = page => <BlankLayout>{page}</BlankLayout>

export default OAuthCallbackPage
