import { useTranslation } from 'react-i18next'

import { type AppPage, BlankLayout, ErrorView } from '@/shell'

const NotFoundPage: AppPage = () => {
  const { t } = useTranslation()
  return <ErrorView code="404" title={t('errors.notFound.title')} body={t('errors.notFound.body')} />
}

// Exempt from guards: shown to anyone, signed in or not.
NotFoundPage.authGuard = false
NotFoundPage.getLayout = page => <BlankLayout>{page}</BlankLayout>

export default NotFoundPage
