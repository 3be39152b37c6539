import { type ReactNode, useState } from 'react'
import { Provider } from 'react-redux'

import { sessionTransport } from '@/features/sessionApi'
import { createDataStore } from '@/shared/data'

import { CampaignTextsProvider } from '../i18n/CampaignTexts'

/**
 * A campaigns page: its own store of the data layer (created when the page opens, so what it shows is read
 * afresh, and Redux stays out of every other route's first load) and the campaigns texts.
 */
export function CampaignsPage({ children }: { children: ReactNode }) {
  const [store] = useState(() => createDataStore(sessionTransport))
  return (
    <Provider store={store}>
      <CampaignTextsProvider>{children}</CampaignTextsProvider>
    </Provider>
  )
}
