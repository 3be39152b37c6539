import { useTranslation } from 'react-i18next'

import { type AppPage, BlankLayout, ErrorView } from '@/shell'

const NotAuthorizedPage: AppPage = () => {
  const { t } = useTranslation()
  return (
    <ErrorView code="401" title={t('errors.notAuthorized.title')} body={t('errors.notAuthorized.body')} />
  )
}

// Exempt from guards: shown to anyone, signed in or not.
NotAuthorizedPage.authGuard = false
NotAuthorizedPage.getLayout = page => <BlankLayout>{page}</BlankLayout>

export default NotAuthorizedPage
