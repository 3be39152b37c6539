/**
 * The contacts of every contact list, in dialing order. A seeded list's contacts are generated the first time
 * anything needs them (generateContacts.ts), so the emulator starts at once however large the seed; a list
 * created through the API starts empty. The list record's `size` always equals its number of contacts.
 *
 * Campaigns work through a list in this order (the n-th contact is the n-th one dialed), so every change of the
 * order is announced to a `ListObserver` (the dial recorder): before it, so campaigns write down what they have
 * dialed so far, and after removals, so their positions follow the contacts that moved.
 *
 * In the realism mode an add is an import processed for a while (`startImport`): answered at once, with the ids,
 * but listed and counted once applied (`settle`: the routes call it before reading a list, a timer at its end).
 */
import { randomUUID } from 'node:crypto'
import type { Clock } from '../../config'
import type { ContactListRecord } from '../outboundResources'
import { completeImport, type ContactRecord, type ImportStatus } from './contactRecord'
import { seedContacts } from './generateContacts'
import { PendingImports } from './pendingImports'

export interface ListObserver {
  /** the list's contacts are about to change */
  changing(list: ContactListRecord): void
  /** the contacts that were at these positions (ascending, counted before the change) left the order */
  removed(list: ContactListRecord, positions: readonly number[]): void
  /** where "dial next" is in the list: the furthest any campaign on it has got */
  nextPosition(list: ContactListRecord): number
}

/** What a write says about one contact (already validated against the list's columns). */
export interface ContactInput {
  id?: string
  data: Record<string, string>
  callable?: boolean
  phoneNumberStatus?: Record<string, { callable: boolean }>
}

/** The query of POST …/contacts, as the platform documents it. */
export interface AddOptions {
  /** new (and re-queued) contacts are dialed next instead of last */
  priority: boolean
  /** updated contacts lose their call records */
  clearSystemData: boolean
  /** updated contacts keep their place in the order instead of being queued again */
  doNotQueue: boolean
}

interface ListContacts {
  order: ContactRecord[]
  byId: Map<string, ContactRecord>
}

const newContactId = () => randomUUID().replace(/-/g, '')

interface ContactImport {
  inputs: readonly ContactInput[]
  options: AddOptions
}

export class ContactStore {
  private loaded = new Map<string, ListContacts>()
  /** the last import applied to each list; null: never imported into (a seeded list's is its seed) */
  private imports = new Map<string, ImportStatus | null>()
  private pending = new PendingImports<ContactImport>()

  constructor(
    private readonly now: Clock,
    private readonly observer: ListObserver
  ) {}

  reset(): void {
    this.loaded.clear()
    this.imports.clear()
    this.pending.clear()
  }

  /** Whether the list's contacts exist in memory yet (a seeded list's are generated on first use). */
  isLoaded(listId: string): boolean {
    return this.loaded.has(listId)
  }

  /** A list created through the API: no contacts, nothing imported yet. */
  created(list: ContactListRecord): void {
    this.loaded.set(list.id, { order: [], byId: new Map() })
    this.imports.set(list.id, null)
    list.size = 0
  }

  deleted(list: ContactListRecord): void {
    this.loaded.delete(list.id)
    this.imports.delete(list.id)
    this.pending.drop(list.id)
  }

  private load(list: ContactListRecord): ListContacts {
    let entry = this.loaded.get(list.id)
    if (!entry) {
      const order = seedContacts(list, list.size)
      entry = { order, byId: new Map(order.map(contact => [contact.id, contact])) }
      this.loaded.set(list.id, entry)
    }
    return entry
  }

  /** The list's contacts in dialing order. */
  contacts(list: ContactListRecord): readonly ContactRecord[] {
    return this.load(list).order
  }

  find(list: ContactListRecord, id: string): ContactRecord | undefined {
    return this.load(list).byId.get(id)
  }

  /** The import under way, else the last one (the seed, or the last bulk add); none for a list never imported into. */
  importStatus(list: ContactListRecord): ImportStatus | undefined {
    const status = this.pending.status(list.id, this.now()) ?? this.imports.get(list.id)
    if (status === null) return undefined
    return { ...(status ?? completeImport(list.size)) }
  }

  /** The lists with an import under way (their ids). */
  importing(): string[] {
    return this.pending.listIds()
  }

  /** An add processed for `durationMs`: answered at once (ids given now and kept), applied later by `settle`. */
  startImport(
    list: ContactListRecord,
    inputs: readonly ContactInput[],
    options: AddOptions,
    durationMs: number
  ): ContactRecord[] {
    const entry = this.load(list)
    const now = new Date(this.now()).toISOString()
    const named = inputs.map(input => ({ ...input, id: input.id ?? newContactId() }))
    this.pending.start(list.id, { inputs: named, options }, named.length, this.now(), durationMs)
    return named.map(input => {
      const existing = entry.byId.get(input.id)
      return {
        id: input.id,
        contactListId: list.id,
        data: { ...input.data },
        callable: input.callable ?? existing?.callable ?? true,
        phoneNumberStatus: { ...(input.phoneNumberStatus ?? existing?.phoneNumberStatus) },
        callRecords: options.clearSystemData ? {} : { ...existing?.callRecords },
        dateCreated: existing?.dateCreated ?? now
      }
    })
  }

  /** Applies the list's imports whose time has come; answers whether any was. */
  settle(list: ContactListRecord): boolean {
    const due = this.pending.due(list.id, this.now())
    for (const { inputs, options } of due) this.add(list, inputs, options)
    return due.length > 0
  }

  /**
   * POST …/contacts: contacts whose id exists are updated (never duplicated), the others added. Answers one
   * contact per input, in order.
   */
  add(list: ContactListRecord, inputs: readonly ContactInput[], options: AddOptions): ContactRecord[] {
    const entry = this.load(list)
    this.observer.changing(list)
    const now = new Date(this.now()).toISOString()
    const placed = new Set<ContactRecord>()
    const requeued = new Set<ContactRecord>()
    const answered = inputs.map(input => {
      const existing = input.id === undefined ? undefined : entry.byId.get(input.id)
      if (existing) {
        existing.data = { ...input.data }
        if (input.callable !== undefined) existing.callable = input.callable
        if (input.phoneNumberStatus) existing.phoneNumberStatus = { ...input.phoneNumberStatus }
        if (options.clearSystemData) existing.callRecords = {}
        if (!options.doNotQueue && !placed.has(existing)) requeued.add(existing)
        return existing
      }
      const contact: ContactRecord = {
        id: input.id ?? newContactId(),
        contactListId: list.id,
        data: { ...input.data },
        callable: input.callable ?? true,
        phoneNumberStatus: { ...input.phoneNumberStatus },
        callRecords: {},
        dateCreated: now
      }
      entry.byId.set(contact.id, contact)
      placed.add(contact)
      return contact
    })
    if (requeued.size > 0) this.takeOut(list, entry, contact => requeued.has(contact))
    const queue = [...requeued, ...placed]
    if (options.priority) entry.order.splice(this.observer.nextPosition(list), 0, ...queue)
    else entry.order.push(...queue)
    list.size = entry.order.length
    this.imports.set(list.id, completeImport(inputs.length))
    return answered
  }

  /** PUT …/contacts/{id}: the contact's data and callable flags change; its place in the order does not. */
  replace(list: ContactListRecord, contact: ContactRecord, input: ContactInput): ContactRecord {
    this.observer.changing(list)
    contact.data = { ...input.data }
    if (input.callable !== undefined) contact.callable = input.callable
    if (input.phoneNumberStatus) contact.phoneNumberStatus = { ...input.phoneNumberStatus }
    return contact
  }

  /** Removes the contacts with these ids; answers how many there were. */
  remove(list: ContactListRecord, ids: readonly string[]): number {
    const entry = this.load(list)
    const doomed = new Set(ids.flatMap(id => entry.byId.get(id) ?? []))
    if (doomed.size === 0) return 0
    this.observer.changing(list)
    this.takeOut(list, entry, contact => doomed.has(contact))
    for (const contact of doomed) entry.byId.delete(contact.id)
    list.size = entry.order.length
    return doomed.size
  }

  /** POST …/clear: every contact goes. */
  clear(list: ContactListRecord): void {
    const entry = this.load(list)
    this.observer.changing(list)
    this.pending.drop(list.id)
    const positions = entry.order.map((_, index) => index)
    entry.order = []
    entry.byId.clear()
    list.size = 0
    this.observer.removed(list, positions)
  }

  private takeOut(
    list: ContactListRecord,
    entry: ListContacts,
    leaving: (contact: ContactRecord) => boolean
  ) {
    const positions: number[] = []
    entry.order = entry.order.filter((contact, index) => {
      if (!leaving(contact)) return true
      positions.push(index)
      return false
    })
    list.size = entry.order.length
    this.observer.removed(list, positions)
  }
}
