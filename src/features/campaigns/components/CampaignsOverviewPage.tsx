import { useRouter } from 'next/router'
import { useState } from 'react'
import { Provider } from 'react-redux'

import { CampaignTextsProvider } from '../i18n/CampaignTexts'
import { createCampaignsStore } from '../model/campaignsStore'
import { overviewQueryFromUrl } from '../model/overviewUrl'
import { CampaignsOverview } from './CampaignsOverview'

/**
 * The overview (`/`) with its own Redux store (created when the page opens) and the campaigns texts. It
 * starts from the query in the address bar, so it waits for the router to know it (right after hydration):
 * otherwise the defaults would be loaded first, then the address's query.
 */
export function CampaignsOverviewPage() {
  const [store] = useState(() => createCampaignsStore())
  const router = useRouter()
  return (
    <Provider store={store}>
      <CampaignTextsProvider>
        {router.isReady && <CampaignsOverview initialQuery={overviewQueryFromUrl(router.query)} />}
      </CampaignTextsProvider>
    </Provider>
  )
}
