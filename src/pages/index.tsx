import dynamic from 'next/dynamic'

import { type AppPage, PageLoading } from '@/shell'

// The overview's code (the table, the filters, Redux, the campaigns texts) is its own chunk, outside every
// route's first load (the bundle budget, docs/quality.md); it starts loading as soon as this route's code runs.
const loadOverview = () => import('@/features/campaigns').then(module => module.CampaignsOverviewPage)
if (typeof window !== 'undefined') void loadOverview().catch(() => undefined)
const CampaignsOverviewPage = dynamic(loadOverview, { ssr: false, loading: () => <PageLoading /> })

/** The campaigns overview: every signed-in role may look ("/" is exempt from the page check). */
const HomePage: AppPage = () => <CampaignsOverviewPage />

export default HomePage
