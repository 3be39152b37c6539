import i18n from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'

import { logger } from '@/features/logging'

import { createI18nOptions } from './i18nOptions'

if (!i18n.isInitialized) {
  void i18n.use(HttpBackend).use(initReactI18next).init(createI18nOptions())
  // What is still failing after the retries is logged (docs/product-rules.md#errors).
  i18n.on('failedLoading', (language: string, namespace: string, message: string) => {
    logger.warning('Could not load the {Language} translations ({Namespace}): {Reason}', {
      Language: language,
      Namespace: namespace,
      Reason: message
    })
  })
}

export { i18n }
