/**
 * The contract of the contact-lists API (`/api/contact-lists/*`, docs/contact-lists.md) between the server that
 * answers it (src/server/contactLists) and the browser that calls it (src/features/contactLists).
 */
import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'
import type { CampaignsJoin, CountEntry } from '@/shared/lists/listTypes'

/** A campaign that dials a list, with how far it has worked through it. */
export interface ContactListCampaign {
  id: string
  name: string
  status: CampaignStatus
  /** contacts this campaign has called (its progress) */
  called: number
  /** contacts it will call in all (its progress' total) */
  total: number
}

/**
 * The platform's import status of a list (ImportStatus), when one is known. `state` is what it means, whichever
 * way the platform says it: `COMPLETED` for a finished import (a COMPLETED-like state, or IN_PROGRESS at 100 %).
 */
export interface ContactListImport {
  state: 'IN_PROGRESS' | 'FAILED' | 'COMPLETED'
  totalRecords: number
  completedRecords: number
  percentComplete: number
  failureReason: string | null
}

/** A list's phone column: a column holding numbers, its type (cell, home…), its callable-time column. */
export interface ContactListPhoneColumn {
  columnName: string
  type: string
  callableTimeColumn: string | null
}

/** One contact list as the list screen shows it. */
export interface ContactListRow {
  id: string
  name: string
  divisionId: string | null
  divisionName: string | null
  /** contacts in the list */
  size: number
  /**
   * How far the list has been worked: the contacts called by the campaign that has called most of it, out of
   * that campaign's total (null when no campaign uses it).
   */
  worked: { called: number; total: number } | null
  campaigns: ContactListCampaign[]
  importStatus: ContactListImport | null
  columnNames: string[]
  phoneColumns: ContactListPhoneColumn[]
  /** ISO 8601; null when the platform did not say */
  dateModified: string | null
  version: number
}

export const CONTACT_LIST_SORT_FIELDS = ['name', 'size', 'worked', 'campaigns', 'dateModified'] as const
export type ContactListSortField = (typeof CONTACT_LIST_SORT_FIELDS)[number]

/** Whether a campaign uses the list; the screen's filter. */
export const CONTACT_LIST_USAGES = ['used', 'running', 'unused'] as const
export type ContactListUsage = (typeof CONTACT_LIST_USAGES)[number]

/** GET /api/contact-lists's query. */
export interface ContactListsParams {
  q?: string
  usage?: ContactListUsage | null
  divisionId?: string | null
  page?: number
  pageSize?: number
  sort?: string
}

export type ContactListCount = CountEntry<'usage' | 'divisionId'>

/** GET /api/contact-lists's answer. */
export interface ContactListsAnswer extends CampaignsJoin {
  contactLists: ContactListRow[]
  total: number
  params: ContactListsParams
  allData: ContactListCount[]
  /** the organisation's divisions that hold lists, for the filter: id and name */
  divisions: { id: string; name: string }[]
  capabilities: ContactListCapabilities
}

/** What one may do with a list's contacts; each needs an app role and a Genesys Cloud permission. */
export const CONTACT_LIST_ACTIONS = [
  'createList',
  'import',
  'editContacts',
  'deleteContacts',
  'export'
] as const
export type ContactListAction = (typeof CONTACT_LIST_ACTIONS)[number]

/** The Genesys Cloud permission each action needs (the platform's own, per endpoint). */
export const CONTACT_LIST_PLATFORM_PERMISSION: Record<ContactListAction, string> = {
  createList: 'outbound:contactList:add',
  import: 'outbound:contact:add',
  editContacts: 'outbound:contact:edit',
  deleteContacts: 'outbound:contact:delete',
  export: 'outbound:contactList:view'
}

/** What the person may do here, per action, and if not why (as the campaigns' capabilities). */
export type ContactListCapabilities = Record<
  ContactListAction,
  { allowed: true } | { allowed: false; reason: 'role' | 'platform'; permission?: string }
>

/** One contact of a list (DialerContact, as the screen shows it). */
export interface Contact {
  id: string
  data: Record<string, string>
  callable: boolean
  /** per phone column: whether that number may be called */
  phoneNumberStatus: Record<string, { callable: boolean }>
  /** per phone column: the last attempt, when the dialer has tried it */
  callRecords: Record<string, { lastAttempt: string | null; lastResult: string | null }>
}

/** GET /api/contact-lists/{id}/contacts's query. */
export interface ContactsParams {
  q?: string
  page?: number
  pageSize?: number
}

/** GET /api/contact-lists/{id}/contacts's answer. */
export interface ContactsAnswer {
  contacts: Contact[]
  total: number
  params: Required<ContactsParams>
  /** (the list module's counts: none for contacts) */
  allData: CountEntry[]
}

/** GET /api/contact-lists/{id}'s answer. */
export interface ContactListDetail extends CampaignsJoin {
  contactList: ContactListRow
  capabilities: ContactListCapabilities
  /** the organisation's default country (ISO 3166 alpha-2) for numbers written without one */
  defaultCountry: string
  /** what was done to the list through this app, newest first (imports, removals) */
  history: ListHistoryEntry[]
}

/** One entry of a list's history (the app's audit of it). */
export interface ListHistoryEntry {
  id: string
  action: 'contacts_imported' | 'contacts_removed' | 'numbers_added' | 'numbers_removed'
  outcome: 'succeeded' | 'failed'
  /** how many contacts or numbers */
  count: number
  actor: string
  /** ISO 8601 */
  at: string
}

/** A contact as an import sends it: its id (stable, so a repeat updates it) and its data by column. */
export interface ContactToAdd {
  id: string
  data: Record<string, string>
}

/** The most contacts one POST carries: the platform's own limit per call. */
export const MAX_CONTACTS_PER_CALL = 1_000

/** POST /api/contact-lists/{id}/contacts's answer. */
export interface AddContactsAnswer {
  added: number
  /** the list's size after the call, when the platform answered it */
  size: number | null
}

/** GET /api/contact-lists/{id}/dnc-numbers's answer: each do-not-call list its campaigns honour, its numbers. */
export interface DncNumbersAnswer {
  lists: { id: string; name: string; numbers: string[] }[]
}

/** The phone types a list's phone column may have (the platform's). */
export const PHONE_TYPES = ['cell', 'home', 'work', 'other'] as const

/** POST /api/contact-lists's `data`: a new list's name, columns and phone columns (e.g. from a file's header). */
export interface NewContactList {
  name: string
  columnNames: string[]
  phoneColumns: { columnName: string; type: (typeof PHONE_TYPES)[number] }[]
  divisionId?: string
}
