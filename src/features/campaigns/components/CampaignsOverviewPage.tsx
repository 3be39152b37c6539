import { useState } from 'react'
import { Provider } from 'react-redux'

import { CampaignTextsProvider } from '../i18n/CampaignTexts'
import { createCampaignsStore } from '../model/campaignsStore'
import { CampaignsOverview } from './CampaignsOverview'

/** The overview (`/`) with its own Redux store (created when the page opens) and the campaigns texts. */
export function CampaignsOverviewPage() {
  const [store] = useState(() => createCampaignsStore())
  return (
    <Provider store={store}>
      <CampaignTextsProvider>
        <CampaignsOverview />
      </CampaignTextsProvider>
    </Provider>
  )
}
