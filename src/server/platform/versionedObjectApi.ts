import { z } from 'zod'
import { listAll, type PlatformSession } from './outboundApi'
import { PlatformError } from './PlatformError'

/** How a listing is asked for: the platform's own name filter and order (its defaults when absent). */
export interface ListOptions {
  /** the listing's `name` filter */
  name?: string
  /** the field the platform orders by, e.g. `name` or `dateModified` */
  sortBy?: string
  sortOrder?: 'ascending' | 'descending'
}

/** A body the platform stores with its version: a PUT carries the version it was read at. */
export type VersionedBody = Record<string, unknown> & { version: number }

/** The calls every versioned outbound object of the platform answers, one per method. */
export interface VersionedObjectApi<T> {
  /** GET {path}, every page (`pageSize=100`), filtered and ordered as asked */
  list(session: PlatformSession, options?: ListOptions): Promise<T[]>
  /** GET {path}/{id} */
  get(session: PlatformSession, id: string): Promise<T>
  /** POST {path} */
  create(session: PlatformSession, body: Record<string, unknown>): Promise<T>
  /** PUT {path}/{id}: the whole object with the version it was read at (a stale one: isVersionConflict) */
  update(session: PlatformSession, id: string, body: VersionedBody): Promise<T>
  /** DELETE {path}/{id} */
  remove(session: PlatformSession, id: string): Promise<void>
}

export interface VersionedObjectDeclaration<T> {
  /** the collection, e.g. /api/v2/outbound/callabletimesets */
  path: string
  schema: z.ZodType<T>
  /** what every read (list and get) asks for besides, e.g. `includeSize` */
  readQuery?: Record<string, string | number | boolean>
}

const ignoredBody = z.unknown()

/**
 * One platform client per kind of versioned outbound object (callable time sets, sequences, contact lists,
 * do-not-call lists, and the kinds to come): the kind is its path and its model, the calls are the same.
 */
export function versionedObjectApi<T>({
  path,
  schema,
  readQuery = {}
}: VersionedObjectDeclaration<T>): VersionedObjectApi<T> {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`
  return {
    list: (session, { name, sortBy, sortOrder } = {}) =>
      listAll(session, path, schema, {
        ...readQuery,
        ...(name ? { name } : {}),
        ...(sortBy ? { sortBy } : {}),
        ...(sortOrder ? { sortOrder } : {})
      }),
    get: ({ platform, token }, id) =>
      platform.request(token, {
        method: 'GET',
        path: one(id),
        ...(Object.keys(readQuery).length > 0 ? { query: readQuery } : {}),
        schema
      }),
    create: ({ platform, token }, body) => platform.request(token, { method: 'POST', path, body, schema }),
    update: ({ platform, token }, id, body) =>
      platform.request(token, { method: 'PUT', path: one(id), body, schema }),
    remove: async ({ platform, token }, id) => {
      await platform.request(token, { method: 'DELETE', path: one(id), schema: ignoredBody })
    }
  }
}

/**
 * Whether a write was refused for a stale version: the platform's 409, or its 400 "does not match the current
 * version", which toPlatformError already answers as the same 409.
 */
export const isVersionConflict = (error: unknown): boolean =>
  error instanceof PlatformError && error.kind === 'failed' && error.status === 409
