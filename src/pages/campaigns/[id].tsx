import { useRouter } from 'next/router'

import { loadCampaignDetailPage } from '@/features/campaigns'
import { type AppPage, loadedPage, PageLoading } from '@/shell'

const CampaignDetailPage = loadedPage(loadCampaignDetailPage)

/** One campaign: every signed-in role may look; the actions follow the person's capabilities. */
const CampaignRoute: AppPage = () => {
  const { query, isReady } = useRouter()
  const id = typeof query.id === 'string' ? query.id : null
  return isReady && id ? <CampaignDetailPage id={id} /> : <PageLoading />
}

CampaignRoute.acl = { action: 'read', subject: 'acl-page' }

export default CampaignRoute
