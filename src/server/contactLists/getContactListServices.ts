import { getServerDeps, type ServerDeps } from '@/server/deps'
import { createListDeps } from '@/server/outboundLists/ListDeps'
import { ContactListService } from './ContactListService'

export interface ContactListServices {
  contactLists: ContactListService
}

/** The contact-lists services over `deps` (the lists' deps: createListDeps). */
export const createContactListServices = (deps: ServerDeps): ContactListServices => ({
  contactLists: new ContactListService(createListDeps(deps))
})

/** The contact-lists services for one request, over the process's deps (getServerDeps). */
export const getContactListServices = async (): Promise<ContactListServices> =>
  createContactListServices(await getServerDeps())
