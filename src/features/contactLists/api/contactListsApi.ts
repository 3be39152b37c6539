import { sessionRequest } from '@/features/sessionApi'
import type {
  AddContactsAnswer,
  Contact,
  ContactListDetail,
  ContactListsAnswer,
  ContactListsParams,
  ContactsAnswer,
  ContactsParams,
  ContactToAdd,
  DncNumbersAnswer,
  NewContactList,
  ContactListRow
} from '@/shared/contactLists/contactListTypes'

const listUrl = (id: string) => `/api/contact-lists/${encodeURIComponent(id)}`

/** GET /api/contact-lists (docs/contact-lists.md). */
export const requestContactLists = (params: ContactListsParams, signal?: AbortSignal) =>
  sessionRequest<ContactListsAnswer>({ method: 'GET', url: '/api/contact-lists', params, signal })

/** GET /api/contact-lists/:id */
export const requestContactList = (id: string, signal?: AbortSignal) =>
  sessionRequest<ContactListDetail>({ method: 'GET', url: listUrl(id), signal })

/** GET /api/contact-lists/:id/contacts */
export const requestContacts = (id: string, params: ContactsParams, signal?: AbortSignal) =>
  sessionRequest<ContactsAnswer>({ method: 'GET', url: `${listUrl(id)}/contacts`, params, signal })

/** POST /api/contact-lists/:id/contacts with at most 1,000 contacts (one batch of an import). */
export const requestAddContacts = (id: string, contacts: readonly ContactToAdd[], signal?: AbortSignal) =>
  sessionRequest<AddContactsAnswer>({
    method: 'POST',
    url: `${listUrl(id)}/contacts`,
    data: contacts,
    signal
  })

/** DELETE /api/contact-lists/:id/contacts with the ids (at most 100). */
export const requestDeleteContacts = (id: string, contactIds: readonly string[]) =>
  sessionRequest<{ deleted: number }>({ method: 'DELETE', url: `${listUrl(id)}/contacts`, data: contactIds })

/**
 * GET /api/contact-lists/:id/export?q: the CSV as text, asked with the token in the header (never in an
 * address a download link would keep in the history).
 */
export const requestExport = (id: string, q: string) =>
  sessionRequest<string>({
    method: 'GET',
    url: `${listUrl(id)}/export`,
    params: q ? { q } : {},
    responseType: 'text'
  })

/** GET /api/contact-lists/:id/dnc-numbers: the numbers of the do-not-call lists its campaigns honour. */
export const requestDncNumbers = (id: string, signal?: AbortSignal) =>
  sessionRequest<DncNumbersAnswer>({ method: 'GET', url: `${listUrl(id)}/dnc-numbers`, signal })

/** PUT /api/contact-lists/:id/contacts: one contact's values and whether it may be called. */
export const requestUpdateContact = (
  id: string,
  contact: { id: string; data: Record<string, string>; callable: boolean }
) => sessionRequest<Contact>({ method: 'PUT', url: `${listUrl(id)}/contacts`, data: contact })

/** POST /api/contact-lists: a new list. */
export const requestCreateContactList = (list: NewContactList) =>
  sessionRequest<ContactListRow>({ method: 'POST', url: '/api/contact-lists', data: list })
