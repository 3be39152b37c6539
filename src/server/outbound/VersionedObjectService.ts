import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type { AuditTrail } from '@/server/audit/AuditTrail'
import type { AuditAction, AuditObjectKind } from '@/server/db/Database'
import type { PlatformClient, PlatformSession } from '@/server/platform'
import type { VersionedObjectApi } from '@/server/platform/versionedObjectApi'
import { callForObject, type ObjectWords } from './callForObject'
import { requirePlatformGrant } from './objectCapabilities'

/** What every versioned outbound object of the platform has; the fields this app does not know come along. */
export interface PlatformVersioned {
  id: string
  name: string
  version: number
  [field: string]: unknown
}

/**
 * One kind of versioned outbound object, declared: its platform calls, the audit's name for it, its errors'
 * words, the Genesys Cloud permission of each call, and what a PUT does not send back.
 */
export interface VersionedObjectKind<P extends PlatformVersioned> {
  api: VersionedObjectApi<P>
  audit: AuditObjectKind
  words: ObjectWords
  /** how people call one, in a conflict's message ("callable time set") */
  noun: string
  permissions: { view: string; add: string; edit: string; delete: string }
  /** the platform's bookkeeping (`selfUri`, `dateCreated`…): a PUT sends the object back without it */
  readOnlyFields: readonly string[]
}

/** The one shape of a versioned object's service, behind its routes (apiEndpoint): list, create, update, delete. */
export interface OutboundObjectService<Row, Answer, CreateBody, UpdateBody> {
  list(caller: Caller): Promise<Answer>
  create(caller: Caller, body: CreateBody): Promise<Row>
  update(caller: Caller, id: string, body: UpdateBody): Promise<Row>
  remove(caller: Caller, id: string): Promise<{ id: string }>
}

export interface ObjectUpdate<P> {
  /** the version the person read; absent: the one read now (a start or stop) */
  version?: number
  /** the fields the change sets, given the object as it is now */
  change: (current: P) => Record<string, unknown>
  /** as the audit names it; `updated` unless said */
  action?: AuditAction
}

export interface ObjectRemoval<P> {
  /** refuses the deletion of the object as it is now (a running sequence, a set campaigns use) */
  check?: (current: P) => Promise<void> | void
  /** the kind's own answer to a platform refusal of the deletion; undefined: the usual one */
  refusal?: (error: unknown) => ApiError | undefined
}

/**
 * The calls every versioned outbound object is changed with (docs/architecture.md "Server services"): each on
 * the person's behalf, checked against their Genesys Cloud permission first, recorded in the audit trail
 * (succeeded or failed), a stale version answered as a 409 `…conflict` with the object as it now is (`rowOf`).
 */
export class VersionedObjectService<P extends PlatformVersioned, Row> {
  constructor(
    private readonly kind: VersionedObjectKind<P>,
    private readonly deps: { platform: PlatformClient; audit: AuditTrail },
    private readonly rowOf: (caller: Caller, object: P) => Promise<Row>
  ) {}

  session(caller: Caller): PlatformSession {
    return { platform: this.deps.platform, token: caller.platformToken }
  }

  /** Every object of the organisation the person may see. */
  list(caller: Caller): Promise<P[]> {
    return this.call(this.kind.permissions.view, () => this.kind.api.list(this.session(caller)))
  }

  read(session: PlatformSession, id: string): Promise<P> {
    return this.call(this.kind.permissions.view, () => this.kind.api.get(session, id))
  }

  /** Runs platform calls about this kind, a failure answered in its words. */
  private call<T>(permission: string, work: () => Promise<T>): Promise<T> {
    return callForObject(this.kind.words, permission, work)
  }

  async create(caller: Caller, body: Record<string, unknown> & { name: string }): Promise<P> {
    const { permissions, audit, api } = this.kind
    requirePlatformGrant(caller, permissions.add)
    return this.deps.audit.track(
      caller,
      'created',
      created => ({ kind: audit, id: created?.id ?? '', name: created?.name ?? body.name }),
      () => this.call(permissions.add, () => api.create(this.session(caller), body))
    )
  }

  /**
   * Changes the object as it is now (read first, by its id) with its version: 409 `…conflict` with it as it now
   * is when the version the person read differs, or when the platform finds it changed meanwhile.
   */
  async update(
    caller: Caller,
    id: string,
    { version, change, action = 'updated' }: ObjectUpdate<P>
  ): Promise<P> {
    const { permissions, words, api, readOnlyFields } = this.kind
    requirePlatformGrant(caller, permissions.edit)
    return this.change(caller, action, id, async (session, current) => {
      if (version !== undefined && current.version !== version) throw await this.conflict(caller, current)
      const kept: Record<string, unknown> = { ...current }
      for (const field of readOnlyFields) delete kept[field]
      const body = { ...kept, ...change(current), version: version ?? current.version }
      try {
        return await this.call(permissions.edit, () => api.update(session, id, body))
      } catch (error) {
        if (error instanceof ApiError && error.code === words.conflict[0])
          throw await this.conflict(caller, await this.read(session, id))
        throw error
      }
    })
  }

  /** Deletes the object, once `check` allows it as it is now. */
  async remove(
    caller: Caller,
    id: string,
    { check, refusal }: ObjectRemoval<P> = {}
  ): Promise<{ id: string }> {
    const { permissions, api } = this.kind
    requirePlatformGrant(caller, permissions.delete)
    await this.change(caller, 'deleted', id, async (session, current) => {
      await check?.(current)
      await this.call(permissions.delete, async () => {
        try {
          await api.remove(session, id)
        } catch (error) {
          throw refusal?.(error) ?? error
        }
      })
    })
    return { id }
  }

  /**
   * Runs a change of the object as it is now (read first), recorded in the audit trail under the name it was
   * read with (its id when it could not be read).
   */
  private change<T>(
    caller: Caller,
    action: AuditAction,
    id: string,
    work: (session: PlatformSession, current: P) => Promise<T>
  ): Promise<T> {
    const session = this.session(caller)
    let name = id
    return this.deps.audit.track(
      caller,
      action,
      () => ({ kind: this.kind.audit, id, name }),
      async () => {
        const current = await this.read(session, id)
        name = current.name
        return work(session, current)
      }
    )
  }

  private async conflict(caller: Caller, current: P): Promise<ApiError> {
    return new ApiError(
      409,
      this.kind.words.conflict[0],
      `Someone changed this ${this.kind.noun} after you opened it (it is now at version ${current.version}). Review it and save again.`,
      { details: { current: await this.rowOf(caller, current) } }
    )
  }
}
