import { sessionRequest } from '@/features/sessionApi'
import type { CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'

/** POST /api/campaigns/performance: the campaigns' live figures, read now (at most 100 ids). */
export const requestLiveFigures = (ids: readonly string[]) =>
  sessionRequest<CampaignLiveFiguresAnswer>({
    method: 'POST',
    url: '/api/campaigns/performance',
    data: { ids: [...ids] }
  })
