import { getServerDeps, type ServerDeps } from '@/server/deps'
import { createCampaignServices } from '@/server/campaigns/getCampaignServices'
import { ContactListService } from './ContactListService'
import { ListAuditRepository } from './ListAuditRepository'

export interface ContactListServices {
  contactLists: ContactListService
}

const sleep = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))

/**
 * The contact-lists services over `deps`: the campaigns' platform client (its 429 policy and its refusal of a
 * token the platform refuses) and the campaigns' overview, whose snapshot says which campaigns use each list.
 */
export function createContactListServices(deps: ServerDeps): ContactListServices {
  const campaigns = createCampaignServices(deps)
  return {
    contactLists: new ContactListService({
      platform: campaigns.platform,
      apiBaseUrl: deps.config.apiBaseUrl,
      campaigns: campaigns.overview,
      now: deps.now,
      sleep,
      audit: new ListAuditRepository(deps.handle.db, deps.now)
    })
  }
}

/** The contact-lists services for one request, over the process's deps (getServerDeps). */
export const getContactListServices = async (): Promise<ContactListServices> =>
  createContactListServices(await getServerDeps())
