import type { DncListDetail, DncListsAnswer, DncNumbersChangeAnswer } from '@/shared/dncLists/dncListTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type { ListAuditEvent } from '@/server/contactLists/ListAuditRepository'
import { readExport } from '@/server/contactLists/readExport'
import type { PlatformSession } from '@/server/platform'
import { getOrganization } from '@/server/platform/contactListApi'
import * as api from '@/server/platform/dncListApi'
import type { DncListDeps } from './DncListDeps'
import type { DncNumbersChangeBody } from './dncListBodies'
import { dncListCapabilities, requireDncListPermission, requireDncListRole } from './dncListCapabilities'
import type { DncListsQuery } from './dncListQueries'
import { selectDncListRows } from './selectDncListRows'
import { callForDncLists } from './toDncListApiError'
import { toDncListRow } from './toDncListRow'

const VIEW = 'outbound:dncList:view'
const EDIT_NUMBERS = 'outbound:dnc:edit'
const VIEW_NUMBERS = 'outbound:dnc:view'

/** A safe file name for a list's CSV: letters, digits, spaces, dots and dashes. */
const fileNameOf = (name: string) => `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').trim() || 'dnc-list'}.csv`

/** The platform's `expirationDateTime`: `yyyy-MM-ddTHH:mmZ` (its documented form; the minute is its precision). */
const toPlatformExpiry = (at: number) => `${new Date(at).toISOString().slice(0, 16)}Z`

/**
 * Do-not-call lists and their numbers (docs/dnc-lists.md): each call on the person's behalf, with the
 * platform's answers in the app's shapes; the campaigns that honour a list come from the campaigns' snapshot.
 */
export class DncListService {
  constructor(private readonly deps: DncListDeps) {}

  private session(caller: Caller): PlatformSession {
    return { platform: this.deps.platform, token: caller.platformToken }
  }

  /** Runs a change and records it, succeeded or failed (a failure is recorded with its code, then thrown). */
  private async audited<T>(caller: Caller, event: ListAuditEvent, change: () => Promise<T>): Promise<T> {
    try {
      const result = await change()
      await this.deps.audit.record(caller, event)
      return result
    } catch (error) {
      await this.deps.audit.record(caller, {
        ...event,
        failure: error instanceof ApiError ? error.code : 'unknown'
      })
      throw error
    }
  }

  async list(caller: Caller, query: DncListsQuery): Promise<DncListsAnswer> {
    const [lists, usage] = await Promise.all([
      callForDncLists(VIEW, () => api.listDncLists(this.session(caller))),
      this.deps.campaigns.campaignsByDncList(caller)
    ])
    const rows = lists.map(list => toDncListRow(list, usage.get(list.id)))
    const { rows: page, total, allData } = selectDncListRows(rows, query)
    const divisions = new Map<string, string>()
    for (const row of rows)
      if (row.divisionId) divisions.set(row.divisionId, row.divisionName ?? row.divisionId)
    return {
      dncLists: page,
      total,
      params: query,
      allData,
      divisions: [...divisions]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      capabilities: dncListCapabilities(caller.role, caller.platformPermissions)
    }
  }

  async detail(caller: Caller, id: string): Promise<DncListDetail> {
    const session = this.session(caller)
    const [list, usage, organization] = await Promise.all([
      callForDncLists(VIEW, () => api.getDncList(session, id)),
      this.deps.campaigns.campaignsByDncList(caller),
      callForDncLists(VIEW, () => getOrganization(session)).catch(() => null)
    ])
    return {
      dncList: toDncListRow(list, usage.get(id)),
      capabilities: dncListCapabilities(caller.role, caller.platformPermissions),
      defaultCountry: organization?.defaultCountryCode ?? 'US'
    }
  }

  /**
   * Adds or removes one batch of numbers (≤ 1,000, E.164, checked at the edge), the added ones until `expiresAt`
   * when given (in the future). Duplicates are sent once. Recorded in list_audit, succeeded or failed.
   */
  async changeNumbers(
    caller: Caller,
    id: string,
    change: DncNumbersChangeBody
  ): Promise<DncNumbersChangeAnswer> {
    const action = change.action === 'add' ? 'addNumbers' : 'removeNumbers'
    requireDncListRole(caller, action)
    requireDncListPermission(caller, action)
    const expiresAt = change.expiresAt === undefined ? null : Date.parse(change.expiresAt)
    if (expiresAt !== null && expiresAt <= this.deps.now())
      throw new ApiError(400, 'request.invalid', 'The body is not valid: expiresAt must be in the future.', {
        details: { issues: [{ path: ['data', 'expiresAt'], message: 'expiresAt must be in the future.' }] }
      })
    const numbers = [...new Set(change.numbers)]
    await this.audited(
      caller,
      {
        kind: 'dnc_list',
        listId: id,
        action: change.action === 'add' ? 'numbers_added' : 'numbers_removed',
        count: numbers.length
      },
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
    requireDncListPermission(caller, 'export')
    const session = this.session(caller)
    const list = await callForDncLists(VIEW, () => api.getDncList(session, id))
    const csv = await readExport(this.deps, session, VIEW_NUMBERS, {
      request: current => api.requestDncListExport(current, id),
      read: current => api.getDncListExport(current, id)
    })
    return { fileName: fileNameOf(list.name), csv }
  }
}
