export { getContactListServices, createContactListServices } from './getContactListServices'
export type { ContactListServices } from './getContactListServices'
export {
  contactListsQuerySchema,
  contactListIdQuerySchema,
  contactsQuerySchema,
  exportQuerySchema
} from './contactListQueries'
export {
  addContactsBodySchema,
  createContactListBodySchema,
  deleteContactsBodySchema,
  updateContactBodySchema
} from './contactListBodies'
export {
  READ_LISTS as READ_CONTACT_LISTS,
  CONTACT_LIST_ROLE_REQUIREMENT
} from '@/server/outboundLists/listCapabilities'
