import { useRouter } from 'next/router'

import { overviewQueryFromUrl } from '../model/overviewUrl'
import { CampaignsOverview } from './CampaignsOverview'
import { CampaignsPage } from './CampaignsPage'

/**
 * The overview (`/`) in its page (its store, its texts). It starts from the query in the address bar, so it
 * waits for the router to know it (right after hydration): otherwise the defaults would be loaded first, then
 * the address's query.
 */
export function CampaignsOverviewPage() {
  const router = useRouter()
  return (
    <CampaignsPage>
      {router.isReady && <CampaignsOverview initialQuery={overviewQueryFromUrl(router.query)} />}
    </CampaignsPage>
  )
}
