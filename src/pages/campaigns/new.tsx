import dynamic from 'next/dynamic'

import { loadNewCampaignPage } from '@/features/campaigns'
import { type AppPage, PageLoading } from '@/shell'

if (typeof window !== 'undefined') void loadNewCampaignPage().catch(() => undefined)
const NewCampaignPage = dynamic(loadNewCampaignPage, { ssr: false, loading: () => <PageLoading /> })

/** A new campaign: people who may create campaigns (docs/campaigns.md). */
const NewCampaignRoute: AppPage = () => <NewCampaignPage />

NewCampaignRoute.acl = { action: 'create', subject: 'campaigns' }

export default NewCampaignRoute
