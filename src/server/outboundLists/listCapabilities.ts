import { ACL_SUBJECTS, type AclAction, type AclSubject } from '@/shared/acl'
import {
  CONTACT_LIST_ACTIONS,
  CONTACT_LIST_PLATFORM_PERMISSION,
  type ContactListAction
} from '@/shared/contactLists/contactListTypes'
import {
  DNC_LIST_ACTIONS,
  DNC_LIST_PLATFORM_PERMISSIONS,
  type DncListAction
} from '@/shared/dncLists/dncListTypes'
import type { RequiredPermission } from '@/server/access'
import { capabilitiesFor } from '@/server/outbound/objectCapabilities'

/** Reading lists, their contacts and numbers: every role, a client included (`read acl-page`, as campaigns). */
export const READ_LISTS: RequiredPermission = { action: 'read', subject: ACL_SUBJECTS.aclPage }

const on =
  (subject: AclSubject) =>
  (action: AclAction): RequiredPermission => ({ action, subject })
const contactLists = on(ACL_SUBJECTS.contactLists)
const dncLists = on(ACL_SUBJECTS.dncLists)

// A file of every contact or number leaves the app: an export is not for a client, who only reads on screen.

/** What the app role must allow for each action on a list's contacts (subject `contact-lists`). */
export const CONTACT_LIST_ROLE_REQUIREMENT: Record<ContactListAction, RequiredPermission> = {
  createList: contactLists('create'),
  import: contactLists('create'),
  editContacts: contactLists('update'),
  deleteContacts: contactLists('delete'),
  export: contactLists('read')
}

/** What the app role must allow for each action on a do-not-call list's numbers (subject `dnc-lists`). */
export const DNC_LIST_ROLE_REQUIREMENT: Record<DncListAction, RequiredPermission> = {
  addNumbers: dncLists('create'),
  removeNumbers: dncLists('delete'),
  export: dncLists('read')
}

/** Who may do what with a list's contacts: the app role first, then the Genesys Cloud permission. */
export const CONTACT_LIST_RULES = capabilitiesFor({
  actions: CONTACT_LIST_ACTIONS,
  roles: CONTACT_LIST_ROLE_REQUIREMENT,
  platform: CONTACT_LIST_PLATFORM_PERMISSION
})

/** Who may do what with a do-not-call list's numbers: the app role first, then the Genesys Cloud permissions. */
export const DNC_LIST_RULES = capabilitiesFor({
  actions: DNC_LIST_ACTIONS,
  roles: DNC_LIST_ROLE_REQUIREMENT,
  platform: DNC_LIST_PLATFORM_PERMISSIONS
})
