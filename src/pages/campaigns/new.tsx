import dynamic from 'next/dynamic'

import { type AppPage, PageLoading } from '@/shell'

const loadPage = () => import('@/features/campaigns').then(module => module.NewCampaignPage)
if (typeof window !== 'undefined') void loadPage().catch(() => undefined)
const NewCampaignPage = dynamic(loadPage, { ssr: false, loading: () => <PageLoading /> })

/** A new campaign: people who may create campaigns (docs/campaigns.md). */
const NewCampaignRoute: AppPage = () => <NewCampaignPage />

NewCampaignRoute.acl = { action: 'create', subject: 'campaigns' }

export default NewCampaignRoute
