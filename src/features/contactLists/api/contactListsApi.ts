import { api, listDetailQuery, listExportCall, onSuccess, outboundListUrl } from '@/shared/data'
import type {
  AddContactsAnswer,
  Contact,
  ContactListCount,
  ContactListDetail,
  ContactListRow,
  ContactListsAnswer,
  ContactListsParams,
  ContactsAnswer,
  ContactsParams,
  ContactToAdd,
  DncNumbersAnswer,
  NewContactList
} from '@/shared/contactLists/contactListTypes'
import { givenParams, type ListResult, listResponse } from '@/shared/ui/list'

const BASE = '/api/contact-lists'
const listUrl = (id: string) => outboundListUrl(BASE, id)

/** What the screen keeps of an answer besides its rows: what the person may do, the divisions that hold lists. */
export type ContactListsExtra = Pick<ContactListsAnswer, 'capabilities' | 'divisions'>

/** The contacts of one list (its id) and the query. */
export type ContactsArgs = ContactsParams & { listId: string }

/**
 * The contact lists in the data layer (docs/contact-lists.md): the lists, one list's page data, its contacts
 * and what changes them. Removing or editing contacts reads them (and the list's facts) again once it
 * succeeded; an import's batches do not (the page reads both once it is over).
 */
export const contactListsApi = api
  .enhanceEndpoints({ addTagTypes: ['ContactLists', 'ContactList', 'Contacts'] })
  .injectEndpoints({
    endpoints: build => ({
      /** GET /api/contact-lists */
      contactLists: build.query<
        ListResult<ContactListRow, ContactListCount, ContactListsExtra>,
        ContactListsParams
      >({
        query: params => ({ method: 'GET', url: BASE, params: givenParams(params) }),
        transformResponse: listResponse({
          rows: (answer: ContactListsAnswer) => answer.contactLists,
          extra: answer => ({ capabilities: answer.capabilities, divisions: answer.divisions })
        }),
        providesTags: ['ContactLists']
      }),
      /** GET /api/contact-lists/:id */
      contactList: build.query<ContactListDetail, string>(listDetailQuery(BASE, 'ContactList')),
      /** GET /api/contact-lists/:id/contacts */
      contacts: build.query<ListResult<Contact, ContactsAnswer['allData'][number]>, ContactsArgs>({
        query: ({ listId, ...params }) => ({
          method: 'GET',
          url: `${listUrl(listId)}/contacts`,
          params: givenParams(params)
        }),
        transformResponse: listResponse({ rows: (answer: ContactsAnswer) => answer.contacts }),
        providesTags: ['Contacts']
      }),
      /** POST /api/contact-lists/:id/contacts with at most 1,000 contacts (one batch of an import). */
      addContacts: build.mutation<AddContactsAnswer, { listId: string; contacts: readonly ContactToAdd[] }>({
        query: ({ listId, contacts }) => ({
          method: 'POST',
          url: `${listUrl(listId)}/contacts`,
          data: contacts
        })
      }),
      /** DELETE /api/contact-lists/:id/contacts with the ids (at most 100). */
      deleteContacts: build.mutation<{ deleted: number }, { listId: string; contactIds: readonly string[] }>({
        query: ({ listId, contactIds }) => ({
          method: 'DELETE',
          url: `${listUrl(listId)}/contacts`,
          data: contactIds
        }),
        invalidatesTags: (_answer, failure, { listId }) =>
          failure ? [] : ['Contacts', { type: 'ContactList', id: listId }]
      }),
      /** PUT /api/contact-lists/:id/contacts: one contact's values and whether it may be called. */
      updateContact: build.mutation<
        Contact,
        { listId: string; contact: { id: string; data: Record<string, string>; callable: boolean } }
      >({
        query: ({ listId, contact }) => ({
          method: 'PUT',
          url: `${listUrl(listId)}/contacts`,
          data: contact
        }),
        invalidatesTags: onSuccess(['Contacts'])
      }),
      /** GET /api/contact-lists/:id/export?q: the list (or the search's result) as CSV. */
      exportContactList: build.mutation<string, { id: string; q?: string }>(listExportCall(BASE)),
      /** GET /api/contact-lists/:id/dnc-numbers: the numbers of the do-not-call lists its campaigns honour. */
      dncNumbers: build.query<DncNumbersAnswer, string>({
        query: id => ({ method: 'GET', url: `${listUrl(id)}/dnc-numbers` })
      }),
      /** POST /api/contact-lists: a new list (its page opens next: nothing is read again here). */
      createContactList: build.mutation<ContactListRow, NewContactList>({
        query: list => ({ method: 'POST', url: BASE, data: list })
      })
    })
  })

export const {
  useAddContactsMutation,
  useContactListQuery,
  useCreateContactListMutation,
  useDeleteContactsMutation,
  useExportContactListMutation,
  useLazyDncNumbersQuery,
  useUpdateContactMutation
} = contactListsApi
