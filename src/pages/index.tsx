import dynamic from 'next/dynamic'

import { type AppPage, loadHomePage, PageLoading, prefetchHomeDataOnOpen } from '@/shell'

// As soon as this route's code runs, the overview's own chunk starts loading (loadHomePage) and, with a session
// stored, its first answer is asked for (prefetchHomeDataOnOpen): neither waits for the app to render.
if (typeof window !== 'undefined') {
  void loadHomePage().catch(() => undefined)
  prefetchHomeDataOnOpen()
}
const CampaignsOverviewPage = dynamic(loadHomePage, { ssr: false, loading: () => <PageLoading /> })

/** The campaigns overview: every signed-in role may look ("/" is exempt from the page check). */
const HomePage: AppPage = () => <CampaignsOverviewPage />

export default HomePage
