import { useState } from 'react'
import { Provider } from 'react-redux'

import { CampaignTextsProvider } from '../i18n/CampaignTexts'
import { createCampaignsStore } from '../model/campaignsStore'
import { NewCampaignView } from './NewCampaignView'

/** `/campaigns/new` with its own Redux store and the campaigns texts. */
export function NewCampaignPage() {
  const [store] = useState(() => createCampaignsStore())
  return (
    <Provider store={store}>
      <CampaignTextsProvider>
        <NewCampaignView />
      </CampaignTextsProvider>
    </Provider>
  )
}
