import { useState } from 'react'
import { Provider } from 'react-redux'

import { CampaignTextsProvider } from '../i18n/CampaignTexts'
import { createCampaignsStore } from '../model/campaignsStore'
import { CampaignDetailView } from './CampaignDetailView'

/** `/campaigns/[id]` with its own Redux store and the campaigns texts. */
export function CampaignDetailPage({ id }: { id: string }) {
  const [store] = useState(() => createCampaignsStore())
  return (
    <Provider store={store}>
      <CampaignTextsProvider>
        <CampaignDetailView key={id} id={id} />
      </CampaignTextsProvider>
    </Provider>
  )
}
