import { getServerDeps, type ServerDeps } from '@/server/deps'
import { createCampaignServices } from '@/server/campaigns/getCampaignServices'
import { ListAuditRepository } from '@/server/contactLists/ListAuditRepository'
import { DncListService } from './DncListService'

export interface DncListServices {
  dncLists: DncListService
}

const sleep = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))

/**
 * The do-not-call lists services over `deps`: the campaigns' platform client (its 429 policy and its refusal of a
 * token the platform refuses) and the campaigns' overview, whose snapshot says which campaigns honour each list.
 */
export function createDncListServices(deps: ServerDeps): DncListServices {
  const campaigns = createCampaignServices(deps)
  return {
    dncLists: new DncListService({
      platform: campaigns.platform,
      apiBaseUrl: deps.config.apiBaseUrl,
      campaigns: campaigns.overview,
      now: deps.now,
      sleep,
      audit: new ListAuditRepository(deps.handle.db, deps.now)
    })
  }
}

/** The do-not-call lists services for one request, over the process's deps (getServerDeps). */
export const getDncListServices = async (): Promise<DncListServices> =>
  createDncListServices(await getServerDeps())
