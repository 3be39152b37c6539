/** @jest-environment node */
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import type { AuditSubject, AuditTrail } from '@/server/audit/AuditTrail'
import type { AuditAction } from '@/server/db/Database'
import { PlatformError, type PlatformClient } from '@/server/platform'
import type { VersionedObjectApi } from '@/server/platform/versionedObjectApi'
import { VersionedObjectService, type VersionedObjectKind } from './VersionedObjectService'

jest.mock('@/server/logging/serverLog', () => ({ serverLog: { warning: jest.fn(), error: jest.fn() } }))

interface Thing {
  id: string
  name: string
  version: number
  selfUri?: string
  colour?: string
  [field: string]: unknown
}

const stale = () => new PlatformError('409', { kind: 'failed', status: 409 })
const missing = () => new PlatformError('404', { kind: 'failed', status: 404 })

/** The platform's things, in memory; `failNext` makes the next write fail with that error. */
function platformThings(things: Thing[]) {
  const store = new Map(things.map(thing => [thing.id, thing]))
  const writes: [string, unknown][] = []
  let failNext: PlatformError | undefined
  const fail = () => {
    const error = failNext
    failNext = undefined
    if (error) throw error
  }
  const api: VersionedObjectApi<Thing> = {
    list: async () => [...store.values()],
    get: async (_session, id) => {
      const thing = store.get(id)
      if (!thing) throw missing()
      return thing
    },
    create: async (_session, body) => {
      writes.push(['POST', body])
      fail()
      const thing = { ...body, id: `t${store.size + 1}`, version: 1 } as Thing
      store.set(thing.id, thing)
      return thing
    },
    update: async (_session, id, body) => {
      writes.push(['PUT', body])
      fail()
      const thing = { ...body, id, version: body.version + 1 } as Thing
      store.set(id, thing)
      return thing
    },
    remove: async (_session, id) => {
      writes.push(['DELETE', id])
      fail()
      store.delete(id)
    }
  }
  return { api, store, writes, failWith: (error: PlatformError) => void (failNext = error) }
}

/** An audit trail that keeps what it is told, as AuditTrail.track records it. */
function auditTrail() {
  const entries: [AuditAction, AuditSubject, string][] = []
  const track = async <T>(
    _caller: Caller,
    action: AuditAction,
    subject: (result: T | undefined) => AuditSubject,
    work: () => Promise<T>
  ) => {
    try {
      const result = await work()
      entries.push([action, subject(result), 'succeeded'])
      return result
    } catch (error) {
      entries.push([action, subject(undefined), error instanceof ApiError ? error.code : 'internal.error'])
      throw error
    }
  }
  return { audit: { track } as unknown as AuditTrail, entries }
}

const PERMISSIONS = { view: 'thing:view', add: 'thing:add', edit: 'thing:edit', delete: 'thing:delete' }
const caller = (platformPermissions: string[] | null = null) =>
  ({ orgId: 'org', userId: 'u1', platformToken: 'token', platformPermissions }) as unknown as Caller

function setUp(things: Thing[] = [{ id: 't1', name: 'Blue', version: 3, selfUri: '/t1', colour: 'blue' }]) {
  const platform = platformThings(things)
  const { audit, entries } = auditTrail()
  const kind: VersionedObjectKind<Thing> = {
    api: platform.api,
    audit: 'sequence',
    words: { notFound: ['thing.not_found', 'No such thing.'], conflict: ['thing.conflict', 'Changed.'] },
    noun: 'thing',
    permissions: PERMISSIONS,
    readOnlyFields: ['selfUri']
  }
  const service = new VersionedObjectService(
    kind,
    { platform: {} as PlatformClient, audit },
    async (_c, thing) => ({
      row: thing.name
    })
  )
  return { service, platform, entries }
}

describe('VersionedObjectService', () => {
  it('creates an object the person may add, and records it by the name the platform gave back', async () => {
    const { service, entries, platform } = setUp([])
    await expect(service.create(caller(['thing:add']), { name: 'Red' })).resolves.toMatchObject({ id: 't1' })
    expect(entries).toEqual([['created', { kind: 'sequence', id: 't1', name: 'Red' }, 'succeeded']])
    await expect(service.create(caller([]), { name: 'Green' })).rejects.toMatchObject({
      code: 'platform.missing_permission'
    })
    expect(platform.writes).toHaveLength(1)
  })

  it('updates the object as read, with the version the person read, without the platform’s bookkeeping', async () => {
    const { service, platform, entries } = setUp()
    const updated = await service.update(caller(), 't1', { version: 3, change: () => ({ colour: 'navy' }) })
    expect(updated).toMatchObject({ colour: 'navy', version: 4 })
    expect(platform.writes).toEqual([['PUT', { id: 't1', name: 'Blue', colour: 'navy', version: 3 }]])
    expect(entries).toEqual([['updated', { kind: 'sequence', id: 't1', name: 'Blue' }, 'succeeded']])
  })

  it('answers a stale version with a 409 carrying the object as it is now, without writing', async () => {
    const { service, platform } = setUp()
    await expect(service.update(caller(), 't1', { version: 2, change: () => ({}) })).rejects.toMatchObject({
      status: 409,
      code: 'thing.conflict',
      message:
        'Someone changed this thing after you opened it (it is now at version 3). Review it and save again.',
      details: { current: { row: 'Blue' } }
    })
    expect(platform.writes).toEqual([])
  })

  it('answers the platform’s own conflict the same way, with the object read again', async () => {
    const { service, platform, entries } = setUp()
    platform.failWith(stale())
    await expect(service.update(caller(), 't1', { version: 3, change: () => ({}) })).rejects.toMatchObject({
      code: 'thing.conflict',
      details: { current: { row: 'Blue' } }
    })
    expect(entries.map(([action, , outcome]) => [action, outcome])).toEqual([['updated', 'thing.conflict']])
  })

  it('changes the object at the version it is read at when none is given (a start, a stop)', async () => {
    const { service, platform } = setUp()
    await service.update(caller(), 't1', { action: 'started', change: () => ({ status: 'on' }) })
    expect(platform.writes).toEqual([['PUT', expect.objectContaining({ status: 'on', version: 3 })]])
  })

  it('deletes what its check allows, answers the kind’s refusal, and records an unknown id under that id', async () => {
    const { service, platform, entries } = setUp([
      { id: 't1', name: 'Blue', version: 1 },
      { id: 't2', name: 'Busy', version: 1 }
    ])
    const busy = new ApiError(409, 'thing.busy', 'It is busy.')
    const removal = {
      check: (thing: Thing) => {
        if (thing.name === 'Busy') throw busy
      },
      refusal: (error: unknown) => (error instanceof PlatformError && error.status === 409 ? busy : undefined)
    }
    await expect(service.remove(caller(), 't1', removal)).resolves.toEqual({ id: 't1' })
    await expect(service.remove(caller(), 't2', removal)).rejects.toBe(busy)
    await expect(service.remove(caller(), 'nope', removal)).rejects.toMatchObject({ code: 'thing.not_found' })
    platform.store.set('t3', { id: 't3', name: 'Locked', version: 1 })
    platform.failWith(stale())
    await expect(service.remove(caller(), 't3', removal)).rejects.toBe(busy)
    expect(entries).toEqual([
      ['deleted', { kind: 'sequence', id: 't1', name: 'Blue' }, 'succeeded'],
      ['deleted', { kind: 'sequence', id: 't2', name: 'Busy' }, 'thing.busy'],
      ['deleted', { kind: 'sequence', id: 'nope', name: 'nope' }, 'thing.not_found'],
      ['deleted', { kind: 'sequence', id: 't3', name: 'Locked' }, 'thing.busy']
    ])
  })
})
