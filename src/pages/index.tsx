import dynamic from 'next/dynamic'

import { type AppPage, loadHomePage, PageLoading } from '@/shell'

// The overview's own chunk starts loading as soon as this route's code runs (loadHomePage).
if (typeof window !== 'undefined') void loadHomePage().catch(() => undefined)
const CampaignsOverviewPage = dynamic(loadHomePage, { ssr: false, loading: () => <PageLoading /> })

/** The campaigns overview: every signed-in role may look ("/" is exempt from the page check). */
const HomePage: AppPage = () => <CampaignsOverviewPage />

export default HomePage
