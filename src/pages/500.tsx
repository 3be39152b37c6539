import { useTranslation } from 'react-i18next'

import { type AppPage, BlankLayout, ErrorView } from '@/shell'

const ServerErrorPage: AppPage = () => {
  const { t } = useTranslation()
  return <ErrorView code="500" title={t('errors.serverError.title')} body={t('errors.serverError.body')} />
}

// Exempt from guards: shown to anyone, signed in or not.
ServerErrorPage.authGuard = false
ServerErrorPage.getLayout = page => <BlankLayout>{page}</BlankLayout>

export default ServerErrorPage
