import { type AppPage, loadedPage, loadHomePage, prefetchHomeDataOnOpen } from '@/shell'

// As soon as this route's code runs, the overview's own chunk starts loading (loadedPage) and, with a session
// stored, its first answer is asked for (prefetchHomeDataOnOpen): neither waits for the app to render.
const CampaignsOverviewPage = loadedPage(loadHomePage)
if (typeof window !== 'undefined') prefetchHomeDataOnOpen()

/** The campaigns overview: every signed-in role may look ("/" is exempt from the page check). */
const HomePage: AppPage = () => <CampaignsOverviewPage />

export default HomePage
