/** @jest-environment node */
import { z } from 'zod'
import type { PlatformClient, PlatformRequest } from './createPlatformClient'
import { PlatformError } from './PlatformError'
import { isVersionConflict, versionedObjectApi } from './versionedObjectApi'

const thing = z.looseObject({ id: z.string(), name: z.string(), version: z.number() })

/** A platform that answers every call with the next answer given, and remembers the calls. */
function fakePlatform(answers: unknown[]) {
  const calls: PlatformRequest<unknown>[] = []
  const platform: PlatformClient = {
    request: async <T>(_token: string, call: PlatformRequest<T>) => {
      calls.push(call as PlatformRequest<unknown>)
      return call.schema.parse(answers.shift()) as T
    },
    getUserMe: async () => {
      throw new Error('not used')
    }
  }
  return { session: { platform, token: 'token' }, calls }
}

const PATH = '/api/v2/outbound/things'
const api = versionedObjectApi({ path: PATH, schema: thing, readQuery: { includeSize: true } })
const A = { id: 'a', name: 'A', version: 1 }
const B = { id: 'b/2', name: 'B', version: 3 }

describe('versionedObjectApi', () => {
  it('lists every page, with the name filter and the order asked for, leaving out entities that do not fit', async () => {
    const { session, calls } = fakePlatform([
      { entities: [A, { id: 'odd' }], pageCount: 2 },
      { entities: [B], pageCount: 2 }
    ])
    await expect(api.list(session, { name: 'B', sortBy: 'name', sortOrder: 'descending' })).resolves.toEqual([
      A,
      B
    ])
    expect(calls.map(call => [call.method, call.path, call.query])).toEqual([
      [
        'GET',
        PATH,
        {
          includeSize: true,
          name: 'B',
          sortBy: 'name',
          sortOrder: 'descending',
          pageSize: 100,
          pageNumber: 1
        }
      ],
      [
        'GET',
        PATH,
        {
          includeSize: true,
          name: 'B',
          sortBy: 'name',
          sortOrder: 'descending',
          pageSize: 100,
          pageNumber: 2
        }
      ]
    ])
  })

  it('lists with the platform’s own order when none is asked for', async () => {
    const { session, calls } = fakePlatform([{ entities: [A] }])
    await api.list(session)
    expect(calls[0]?.query).toEqual({ includeSize: true, pageSize: 100, pageNumber: 1 })
  })

  it('gets, creates, updates with the version and deletes one object by its id', async () => {
    const { session, calls } = fakePlatform([B, A, { ...B, version: 4 }, ''])
    await expect(api.get(session, B.id)).resolves.toEqual(B)
    await expect(api.create(session, { name: 'A' })).resolves.toEqual(A)
    await expect(api.update(session, B.id, { name: 'B', version: 3 })).resolves.toMatchObject({ version: 4 })
    await expect(api.remove(session, B.id)).resolves.toBeUndefined()
    expect(calls.map(call => [call.method, call.path, call.query, call.body])).toEqual([
      ['GET', `${PATH}/b%2F2`, { includeSize: true }, undefined],
      ['POST', PATH, undefined, { name: 'A' }],
      ['PUT', `${PATH}/b%2F2`, undefined, { name: 'B', version: 3 }],
      ['DELETE', `${PATH}/b%2F2`, undefined, undefined]
    ])
  })

  it('reads without a query when the kind asks for none', async () => {
    const plain = versionedObjectApi({ path: PATH, schema: thing })
    const { session, calls } = fakePlatform([A])
    await plain.get(session, 'a')
    expect(calls[0]).not.toHaveProperty('query')
  })
})

describe('isVersionConflict', () => {
  it('is the platform’s 409, which a 400 "does not match the current version" also becomes', () => {
    expect(isVersionConflict(new PlatformError('409', { kind: 'failed', status: 409 }))).toBe(true)
    expect(isVersionConflict(new PlatformError('400', { kind: 'failed', status: 400 }))).toBe(false)
    expect(isVersionConflict(new PlatformError('404', { kind: 'failed', status: 404 }))).toBe(false)
    expect(isVersionConflict(new Error('409'))).toBe(false)
  })
})
