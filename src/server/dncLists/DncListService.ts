import type {
  DncListCampaign,
  DncListDetail,
  DncListsAnswer,
  DncNumbersChangeAnswer
} from '@/shared/dncLists/dncListTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { callForObject, type ObjectWords } from '@/server/outbound/callForObject'
import { readCampaignsJoin } from '@/server/outbound/readCampaignsJoin'
import { csvFileName } from '@/server/outboundLists/csvFileName'
import { DNC_LIST_RULES } from '@/server/outboundLists/listCapabilities'
import type { ListDeps } from '@/server/outboundLists/ListDeps'
import { readDefaultCountry } from '@/server/outboundLists/readDefaultCountry'
import { readExport } from '@/server/outboundLists/readExport'
import { LIST_ORDERS, selectListRows } from '@/server/outboundLists/selectListRows'
import type { PlatformSession } from '@/server/platform'
import * as api from '@/server/platform/dncListApi'
import type { DncNumbersChangeBody } from './dncListBodies'
import type { DncListsQuery } from './dncListQueries'
import { toDncListRow } from './toDncListRow'

/** A missing list, and a change the platform refused as stale, in the do-not-call lists' words. */
export const DNC_LIST_WORDS: ObjectWords = {
  notFound: ['dncList.not_found', 'There is no such do-not-call list in your organization.'],
  conflict: ['dncList.conflict', 'Someone changed this list.'],
  platformConflictMessage: true
}

const callForDncLists = <T>(permission: string, call: () => Promise<T>) =>
  callForObject(DNC_LIST_WORDS, permission, call)

const VIEW = 'outbound:dncList:view'
const EDIT_NUMBERS = 'outbound:dnc:edit'
const VIEW_NUMBERS = 'outbound:dnc:view'

/** The platform's `expirationDateTime`: `yyyy-MM-ddTHH:mmZ` (its documented form; the minute is its precision). */
const toPlatformExpiry = (at: number) => `${new Date(at).toISOString().slice(0, 16)}Z`

/**
 * Do-not-call lists and their numbers (docs/dnc-lists.md): each call on the person's behalf, with the
 * platform's answers in the app's shapes; the campaigns that honour a list come from the campaigns' snapshot.
 */
export class DncListService {
  constructor(private readonly deps: ListDeps) {}

  private session(caller: Caller): PlatformSession {
    return { platform: this.deps.platform, token: caller.platformToken }
  }

  async list(caller: Caller, query: DncListsQuery): Promise<DncListsAnswer> {
    const [lists, { value: usage, join }] = await Promise.all([
      callForDncLists(VIEW, () => api.dncLists.list(this.session(caller))),
      this.usage(caller)
    ])
    const rows = lists.map(list => toDncListRow(list, usage.get(list.id)))
    const { rows: page, total, allData, divisions } = selectListRows(rows, query, LIST_ORDERS)
    return {
      dncLists: page,
      total,
      params: query,
      allData,
      divisions,
      capabilities: DNC_LIST_RULES.capabilities(caller.role, caller.platformPermissions),
      ...join
    }
  }

  /** The campaigns that honour each list; none, marked unavailable, when they cannot be read. */
  private usage(caller: Caller) {
    return readCampaignsJoin(
      'do-not-call lists',
      () => this.deps.campaigns.campaignsByDncList(caller),
      new Map<string, DncListCampaign[]>()
    )
  }

  async detail(caller: Caller, id: string): Promise<DncListDetail> {
    const session = this.session(caller)
    const [list, { value: usage, join }, defaultCountry] = await Promise.all([
      callForDncLists(VIEW, () => api.dncLists.get(session, id)),
      this.usage(caller),
      readDefaultCountry(session)
    ])
    return {
      dncList: toDncListRow(list, usage.get(id)),
      capabilities: DNC_LIST_RULES.capabilities(caller.role, caller.platformPermissions),
      defaultCountry,
      ...join
    }
  }

  /**
   * Adds or removes one batch of numbers (≤ 1,000, E.164, checked at the edge), the added ones until `expiresAt`
   * when given (in the future). Duplicates are sent once. Recorded in the audit trail, succeeded or failed.
   */
  async changeNumbers(
    caller: Caller,
    id: string,
    change: DncNumbersChangeBody
  ): Promise<DncNumbersChangeAnswer> {
    const action = change.action === 'add' ? 'addNumbers' : 'removeNumbers'
    DNC_LIST_RULES.requireRole(caller, action)
    DNC_LIST_RULES.requirePermission(caller, action)
    const expiresAt = change.expiresAt === undefined ? null : Date.parse(change.expiresAt)
    if (expiresAt !== null && expiresAt <= this.deps.now())
      throw new ApiError(400, 'request.invalid', 'The body is not valid: expiresAt must be in the future.', {
        details: { issues: [{ path: ['data', 'expiresAt'], message: 'expiresAt must be in the future.' }] }
      })
    const numbers = [...new Set(change.numbers)]
    await this.deps.audit.track(
      caller,
      change.action === 'add' ? 'numbers_added' : 'numbers_removed',
      () => ({ kind: 'dnc_list', id, name: null, count: numbers.length }),
      () =>
        callForDncLists(EDIT_NUMBERS, () =>
          api.patchDncNumbers(this.session(caller), id, {
            action: change.action === 'add' ? 'Add' : 'Remove',
            phoneNumbers: numbers,
            ...(expiresAt === null ? {} : { expirationDateTime: toPlatformExpiry(expiresAt) })
          })
        )
    )
    return { action: change.action, changed: numbers.length }
  }

  /**
   * The list as CSV, as the platform exports it (`PhoneNumber`, `ExpirationDateTime`): asked for, waited for,
   * then read from the address given (readExport, as the contact lists').
   */
  async exportCsv(caller: Caller, id: string): Promise<{ fileName: string; csv: string }> {
    DNC_LIST_RULES.requirePermission(caller, 'export')
    const session = this.session(caller)
    const list = await callForDncLists(VIEW, () => api.dncLists.get(session, id))
    const csv = await readExport(this.deps, session, {
      words: DNC_LIST_WORDS,
      permission: VIEW_NUMBERS,
      request: current => api.requestDncListExport(current, id),
      read: current => api.getDncListExport(current, id)
    })
    return { fileName: csvFileName(list.name, 'dnc-list'), csv }
  }
}
