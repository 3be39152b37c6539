import { CampaignDetailView } from './CampaignDetailView'
import { CampaignsPage } from './CampaignsPage'

/** `/campaigns/[id]` in its page (its store, its texts). */
export function CampaignDetailPage({ id }: { id: string }) {
  return (
    <CampaignsPage>
      <CampaignDetailView key={id} id={id} />
    </CampaignsPage>
  )
}
