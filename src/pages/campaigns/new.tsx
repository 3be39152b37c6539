import { loadNewCampaignPage } from '@/features/campaigns'
import { type AppPage, loadedPage } from '@/shell'

const NewCampaignPage = loadedPage(loadNewCampaignPage)

/** A new campaign: people who may create campaigns (docs/campaigns.md). */
const NewCampaignRoute: AppPage = () => <NewCampaignPage />

NewCampaignRoute.acl = { action: 'create', subject: 'campaigns' }

export default NewCampaignRoute
