import Head from 'next/head'
import { useTranslation } from 'react-i18next'

/** The page title: the product name, in the current language. */
export function DocumentTitle() {
  const { t } = useTranslation()
  return (
    <Head>
      <title>{t('app.name')}</title>
    </Head>
  )
}
