import Papa from 'papaparse'
import type {
  AddContactsAnswer,
  Contact,
  ContactListCampaign,
  ContactListDetail,
  ContactListRow,
  ContactListsAnswer,
  ContactsAnswer,
  ContactToAdd,
  DncNumbersAnswer,
  ListHistoryEntry,
  NewContactList
} from '@/shared/contactLists/contactListTypes'
import type { Caller } from '@/server/access/Caller'
import { callForObject, type ObjectWords } from '@/server/outbound/callForObject'
import { readCampaignsJoin } from '@/server/outbound/readCampaignsJoin'
import { csvFileName } from '@/server/outboundLists/csvFileName'
import { CONTACT_LIST_RULES } from '@/server/outboundLists/listCapabilities'
import type { ListDeps } from '@/server/outboundLists/ListDeps'
import { readDefaultCountry } from '@/server/outboundLists/readDefaultCountry'
import { readExport } from '@/server/outboundLists/readExport'
import type { PlatformSession } from '@/server/platform'
import * as api from '@/server/platform/contactListApi'
import * as dncApi from '@/server/platform/dncListApi'
import type { ContactListsQuery, ContactsQuery } from './contactListQueries'
import { readDncNumbers } from './readDncNumbers'
import { selectContactListRows } from './selectContactListRows'
import { toContact } from './toContact'
import { toContactListRow } from './toContactListRow'

/** A missing list or contact, and a change the platform refused as stale, in the contact lists' words. */
export const CONTACT_LIST_WORDS: ObjectWords = {
  notFound: ['contactList.not_found', 'There is no such contact list or contact in your organization.'],
  conflict: ['contactList.conflict', 'Someone changed this contact list.'],
  platformConflictMessage: true
}

const callForLists = <T>(permission: string, call: () => Promise<T>) =>
  callForObject(CONTACT_LIST_WORDS, permission, call)

const VIEW = 'outbound:contactList:view'
const VIEW_CONTACTS = 'outbound:contact:view'
const DNC_VIEW = 'outbound:dncList:view'
// the list's page shows the latest changes made through the app; older ones stay in the audit table
const HISTORY_ENTRIES = 20
// An export of a search result reads it page by page: 100 pages of 100 is where a search stops being a search.
const MAX_SEARCH_EXPORT = 10_000

const fileNameOf = (name: string) => csvFileName(name, 'contact-list')

/**
 * Contact lists and their contacts (docs/contact-lists.md): each call on the person's behalf, with the
 * platform's answers in the app's shapes; the campaigns that use a list come from the campaigns' snapshot.
 */
export class ContactListService {
  constructor(private readonly deps: ListDeps) {}

  private session(caller: Caller): PlatformSession {
    return { platform: this.deps.platform, token: caller.platformToken }
  }

  async list(caller: Caller, query: ContactListsQuery): Promise<ContactListsAnswer> {
    const [lists, { value: usage, join }] = await Promise.all([
      callForLists(VIEW, () => api.contactLists.list(this.session(caller))),
      this.usage(caller)
    ])
    const rows = lists.map(list => toContactListRow(list, usage.get(list.id)))
    const { rows: page, total, allData, divisions } = selectContactListRows(rows, query)
    return {
      contactLists: page,
      total,
      params: query,
      allData,
      divisions,
      capabilities: CONTACT_LIST_RULES.capabilities(caller.role, caller.platformPermissions),
      ...join
    }
  }

  /** The campaigns that dial each list; none, marked unavailable, when they cannot be read (readCampaignsJoin). */
  private usage(caller: Caller) {
    return readCampaignsJoin(
      'contact lists',
      () => this.deps.campaigns.campaignsByContactList(caller),
      new Map<string, ContactListCampaign[]>()
    )
  }

  /** A new list (from a file's header, typically): its name, columns and phone columns. */
  async create(caller: Caller, list: NewContactList): Promise<ContactListRow> {
    CONTACT_LIST_RULES.requirePermission(caller, 'createList')
    return toContactListRow(
      await callForLists('outbound:contactList:add', () => api.createContactList(this.session(caller), list))
    )
  }

  async detail(caller: Caller, id: string): Promise<ContactListDetail> {
    const session = this.session(caller)
    const [list, { value: usage, join }, defaultCountry, history] = await Promise.all([
      callForLists(VIEW, () => api.contactLists.get(session, id)),
      this.usage(caller),
      readDefaultCountry(session),
      this.deps.audit.latest(caller.orgId, 'contact_list', id, HISTORY_ENTRIES)
    ])
    return {
      contactList: toContactListRow(list, usage.get(id)),
      capabilities: CONTACT_LIST_RULES.capabilities(caller.role, caller.platformPermissions),
      defaultCountry,
      ...join,
      history: history.map(entry => ({
        id: entry.id,
        action: entry.action as ListHistoryEntry['action'],
        outcome: entry.outcome,
        count: entry.count ?? 0,
        actor: entry.actor_name,
        at: entry.created_at
      }))
    }
  }

  async contacts(caller: Caller, query: ContactsQuery): Promise<ContactsAnswer> {
    const session = this.session(caller)
    const columns = query.q
      ? (await callForLists(VIEW, () => api.contactLists.get(session, query.id))).columnNames
      : []
    const page = await callForLists(VIEW_CONTACTS, () =>
      api.searchContacts(session, query.id, {
        text: query.q,
        columns,
        pageNumber: query.page,
        pageSize: query.pageSize
      })
    )
    return {
      contacts: page.contacts.map(toContact),
      total: page.total,
      params: { q: query.q, page: query.page, pageSize: query.pageSize },
      allData: []
    }
  }

  /** One batch of an import (≤ 1,000): contacts whose id exists are updated, so a repeat adds nobody twice. */
  async addContacts(
    caller: Caller,
    id: string,
    contacts: readonly ContactToAdd[]
  ): Promise<AddContactsAnswer> {
    CONTACT_LIST_RULES.requirePermission(caller, 'import')
    await this.deps.audit.track(
      caller,
      'contacts_imported',
      () => ({ kind: 'contact_list', id, name: null, count: contacts.length }),
      () => callForLists('outbound:contact:add', () => api.addContacts(this.session(caller), id, contacts))
    )
    return { added: contacts.length, size: null }
  }

  async updateContact(
    caller: Caller,
    id: string,
    contact: { id: string; data: Record<string, string>; callable: boolean }
  ): Promise<Contact> {
    CONTACT_LIST_RULES.requirePermission(caller, 'editContacts')
    return toContact(
      await callForLists('outbound:contact:edit', () => api.updateContact(this.session(caller), id, contact))
    )
  }

  async deleteContacts(
    caller: Caller,
    id: string,
    contactIds: readonly string[]
  ): Promise<{ deleted: number }> {
    CONTACT_LIST_RULES.requirePermission(caller, 'deleteContacts')
    await callForLists('outbound:contact:delete', () =>
      api.deleteContacts(this.session(caller), id, contactIds)
    )
    return { deleted: contactIds.length }
  }

  /**
   * The list as CSV: the platform writes the export (asked, then waited for), and the file is read from the
   * address it gives. With `q`, the contacts a search finds, written here (at most 10,000).
   */
  async exportCsv(caller: Caller, id: string, q: string): Promise<{ fileName: string; csv: string }> {
    CONTACT_LIST_RULES.requirePermission(caller, 'export')
    const session = this.session(caller)
    const list = await callForLists(VIEW, () => api.contactLists.get(session, id))
    if (q)
      return {
        fileName: fileNameOf(`${list.name} – ${q}`),
        csv: await this.searchCsv(session, id, q, list.columnNames)
      }
    const csv = await readExport(this.deps, session, {
      words: CONTACT_LIST_WORDS,
      permission: VIEW,
      request: current => api.requestContactListExport(current, id),
      read: current => api.getContactListExport(current, id)
    })
    return { fileName: fileNameOf(list.name), csv }
  }

  /**
   * The numbers of the do-not-call lists honoured by the campaigns that dial the list (each list exported and
   * read), so that an import can count the contacts they would skip before anything is sent.
   */
  async dncNumbers(caller: Caller, id: string): Promise<DncNumbersAnswer> {
    const session = this.session(caller)
    const refs = (await this.deps.campaigns.dncListsByContactList(caller)).get(id) ?? []
    const lists = await Promise.all(
      refs.map(async ref => {
        // answered as the contact list's import asks: in the contact lists' words
        const csv = await readExport(this.deps, session, {
          words: CONTACT_LIST_WORDS,
          permission: DNC_VIEW,
          request: current => dncApi.requestDncListExport(current, ref.id),
          read: current => dncApi.getDncListExport(current, ref.id)
        })
        return { id: ref.id, name: ref.name, numbers: readDncNumbers(csv) }
      })
    )
    return { lists }
  }

  private async searchCsv(
    session: PlatformSession,
    id: string,
    q: string,
    columns: string[]
  ): Promise<string> {
    const rows: Record<string, string>[] = []
    for (let pageNumber = 1; rows.length < MAX_SEARCH_EXPORT; pageNumber++) {
      const page = await callForLists(VIEW_CONTACTS, () =>
        api.searchContacts(session, id, { text: q, columns, pageNumber, pageSize: 100 })
      )
      for (const contact of page.contacts) rows.push(toContact(contact).data)
      if (page.contacts.length < 100 || rows.length >= page.total) break
    }
    return Papa.unparse({ fields: columns, data: rows.map(row => columns.map(column => row[column] ?? '')) })
  }
}
