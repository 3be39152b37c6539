import { CampaignsPage } from './CampaignsPage'
import { NewCampaignView } from './NewCampaignView'

/** `/campaigns/new` in its page (its store, its texts). */
export function NewCampaignPage() {
  return (
    <CampaignsPage>
      <NewCampaignView />
    </CampaignsPage>
  )
}
