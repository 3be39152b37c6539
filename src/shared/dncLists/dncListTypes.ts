/**
 * The contract of the do-not-call lists API (`/api/dnc-lists/*`, docs/dnc-lists.md) between the server that
 * answers it (src/server/dncLists) and the browser that calls it (src/features/dncLists).
 */
import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'
import type { ContactListImport } from '@/shared/contactLists/contactListTypes'
import type { CampaignsJoin, CountEntry } from '@/shared/lists/listTypes'

/** A campaign that honours a do-not-call list (the list is attached to it), with its status. */
export interface DncListCampaign {
  id: string
  name: string
  status: CampaignStatus
}

/** One do-not-call list as the list screen shows it. */
export interface DncListRow {
  id: string
  name: string
  divisionId: string | null
  divisionName: string | null
  /** numbers on the list */
  size: number
  /** where its numbers come from: `rds` and `rds_custom` (held by Genesys Cloud), `dnc.com`, `gryphon` */
  dncSourceType: string
  /** `Phone`, `Email` or `WhatsApp`; null when the platform did not say */
  contactMethod: string | null
  /**
   * Whether numbers can be added and removed here: only internal lists (`rds`, `rds_custom`) of phone numbers
   * take them; the others are kept by their provider.
   */
  takesNumbers: boolean
  campaigns: DncListCampaign[]
  /** the last import of numbers (as a contact list's), null when none is known */
  importStatus: ContactListImport | null
  /** ISO 8601; null when the platform did not say */
  dateModified: string | null
  version: number
}

/** The sources whose numbers Genesys Cloud holds (and this app may change). */
export const INTERNAL_DNC_SOURCES: readonly string[] = ['rds', 'rds_custom']

export const DNC_LIST_SORT_FIELDS = ['name', 'size', 'campaigns', 'dateModified'] as const
export type DncListSortField = (typeof DNC_LIST_SORT_FIELDS)[number]

/** Whether a campaign honours the list; the screen's filter (as the contact lists'). */
export const DNC_LIST_USAGES = ['used', 'running', 'unused'] as const
export type DncListUsage = (typeof DNC_LIST_USAGES)[number]

/** GET /api/dnc-lists's query. */
export interface DncListsParams {
  q?: string
  usage?: DncListUsage | null
  divisionId?: string | null
  page?: number
  pageSize?: number
  sort?: string
}

export type DncListCount = CountEntry<'usage' | 'divisionId'>

/** What one may do with a list's numbers; each needs an app role and Genesys Cloud permissions. */
export const DNC_LIST_ACTIONS = ['addNumbers', 'removeNumbers', 'export'] as const
export type DncListAction = (typeof DNC_LIST_ACTIONS)[number]

/**
 * The Genesys Cloud permissions each action needs (the platform's, per endpoint): numbers are added and
 * removed with `PATCH …/dnclists/{id}/phonenumbers` (`outbound:dnc:edit`); an export needs both of its own.
 */
export const DNC_LIST_PLATFORM_PERMISSIONS: Record<DncListAction, readonly string[]> = {
  addNumbers: ['outbound:dnc:edit'],
  removeNumbers: ['outbound:dnc:edit'],
  export: ['outbound:dnc:view', 'outbound:dncList:view']
}

/** What the person may do here, per action, and if not why (as the contact lists' capabilities). */
export type DncListCapabilities = Record<
  DncListAction,
  { allowed: true } | { allowed: false; reason: 'role' | 'platform'; permission?: string }
>

/** GET /api/dnc-lists's answer. */
export interface DncListsAnswer extends CampaignsJoin {
  dncLists: DncListRow[]
  total: number
  params: DncListsParams
  allData: DncListCount[]
  /** the organisation's divisions that hold lists, for the filter: id and name */
  divisions: { id: string; name: string }[]
  capabilities: DncListCapabilities
}

/** GET /api/dnc-lists/{id}'s answer. */
export interface DncListDetail extends CampaignsJoin {
  dncList: DncListRow
  capabilities: DncListCapabilities
  /** the organisation's default country (ISO 3166 alpha-2) for numbers written without one */
  defaultCountry: string
}

/** The most numbers one POST carries: the platform's own limit per call. */
export const MAX_DNC_NUMBERS_PER_CALL = 1_000

/** A number as the API takes it: E.164, a + and 6 to 15 digits (the browser normalises what people write). */
export const E164_NUMBER = /^\+[1-9]\d{5,14}$/

/** POST /api/dnc-lists/{id}/numbers's body's `data`. */
export interface DncNumbersChange {
  action: 'add' | 'remove'
  /** 1 to 1,000 numbers in E.164 */
  numbers: string[]
  /** add only: when the numbers stop blocking calls (ISO 8601, in the future); absent: never */
  expiresAt?: string
}

/** POST /api/dnc-lists/{id}/numbers's answer. */
export interface DncNumbersChangeAnswer {
  action: 'add' | 'remove'
  /** the distinct numbers sent to the platform */
  changed: number
}
