import { http, HttpResponse } from 'msw'

import type { User, UserCount, UsersListAnswer, UsersParams } from '@/shared/users/userTypes'
import { setupTestServer } from '@/testing'

import { sessionTransport } from '@/features/sessionApi'
import { createDataStore } from '@/shared/data'

import { usersApi } from './usersApi'

const { users, addUser, deleteUser } = usersApi.endpoints

// The auth feature's signal that the session is over (raised by its sessionRequest on a 401).
const expired = jest.fn()
jest.mock('@/features/auth/session/sessionExpiry', () => ({
  reportSessionExpired: () => expired(),
  onSessionExpired: () => () => undefined
}))

const person = (n: number, extra: Partial<User> = {}): User => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  fullName: `Person ${n}`,
  email: `person.${n}@democc.example`,
  role: 'client',
  status: 'active',
  createdAt: `2026-11-2${n}T08:00:00.000Z`,
  platformUserId: null,
  ...extra
})

const allData: UserCount[] = [
  { field: 'role', value: 'admin', count: 1 },
  { field: 'role', value: 'supervisor', count: 0 },
  { field: 'role', value: 'client', count: 2 }
]

/** What the fake API saw, in order. */
let calls: { method: string; url: URL; body: unknown; authorization: string | null }[] = []
/** The next list answer (by default: the page the query asked for, from `people`). */
let people: User[] = []
let listStatus = 200

const listAnswer = (url: URL): UsersListAnswer => {
  const page = Number(url.searchParams.get('page') ?? 1)
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10)
  return {
    users: people.slice((page - 1) * pageSize, page * pageSize),
    total: people.length,
    params: {
      q: url.searchParams.get('q') ?? '',
      role: (url.searchParams.get('role') as User['role'] | null) ?? null,
      status: null,
      page,
      pageSize,
      sort: url.searchParams.get('sort') ?? 'createdAt:desc'
    },
    allData
  }
}

const server = setupTestServer(
  http.get('/apps/users/list', ({ request }) => {
    const url = new URL(request.url)
    calls.push({ method: 'GET', url, body: null, authorization: request.headers.get('Authorization') })
    if (listStatus !== 200)
      return HttpResponse.json({ message: 'Broken.', code: 'internal.error' }, { status: listStatus })
    return HttpResponse.json(listAnswer(url))
  }),
  http.post('/apps/users/add-user', async ({ request }) => {
    const body = (await request.json()) as { data: { fullName: string; email: string; role: User['role'] } }
    calls.push({
      method: 'POST',
      url: new URL(request.url),
      body,
      authorization: request.headers.get('Authorization')
    })
    if (people.some(p => p.email.toLowerCase() === body.data.email.toLowerCase()))
      return HttpResponse.json({ message: 'Taken.', code: 'user.email_taken' }, { status: 409 })
    const created = person(people.length + 1, { ...body.data, status: 'pending' })
    people = [created, ...people]
    return HttpResponse.json({ user: created }, { status: 201 })
  }),
  http.delete('/apps/users/delete', async ({ request }) => {
    const body = (await request.json()) as { data: string }
    calls.push({
      method: 'DELETE',
      url: new URL(request.url),
      body,
      authorization: request.headers.get('Authorization')
    })
    const found = people.find(p => p.id === body.data)
    if (!found)
      return HttpResponse.json({ message: 'No such user.', code: 'user.not_found' }, { status: 404 })
    people = people.filter(p => p !== found)
    return HttpResponse.json({ deleted: found })
  })
)

beforeEach(() => {
  calls = []
  people = [person(1), person(2), person(3, { role: 'admin' })]
  listStatus = 200
  expired.mockClear()
  localStorage.setItem('accessToken', 'the-token')
})

const lists = () => calls.filter(call => call.method === 'GET')

/** A page's store of the data layer, and what it holds of one list query. */
const storeOf = () => createDataStore(sessionTransport)
type Store = ReturnType<typeof storeOf>
const listed = (store: Store, params: UsersParams) => users.select(params)(store.getState() as never)
/** Every query under way in the store, answered. */
const settled = async (store: Store) => {
  await Promise.all(store.dispatch(usersApi.util.getRunningQueriesThunk()))
}

// docs/product-rules.md#the-lists-client-state: data, total, params, allData
describe('the users list in the data layer: rows, total, allData', () => {
  it('asks nothing until a part of the page asks for the list', () => {
    const store = storeOf()
    expect(listed(store, {}).status).toBe('uninitialized')
    expect(calls).toEqual([])
  })

  it('loading while the request runs, then the answer as the list: rows, total, counts, when', async () => {
    const store = storeOf()
    const params = { page: 1, pageSize: 2, q: '', role: null }
    const request = store.dispatch(users.initiate(params))
    expect(listed(store, params).isLoading).toBe(true)
    const answer = await request.unwrap()
    expect(answer.rows.map(u => u.fullName)).toEqual(['Person 1', 'Person 2'])
    expect(answer.total).toBe(3)
    expect(answer.allData).toEqual(allData)
    expect(answer.at).toEqual(expect.any(Number))
    // Empty and null parameters are not sent; the token is.
    expect([...lists()[0]!.url.searchParams.keys()].sort()).toEqual(['page', 'pageSize'])
    expect(lists()[0]!.authorization).toBe('Bearer the-token')

    const next = await store.dispatch(users.initiate({ page: 2, pageSize: 2 })).unwrap()
    expect(next.rows.map(u => u.fullName)).toEqual(['Person 3'])
  })

  it('a failure is kept as the API said it, the rows answered before stay; a success clears it', async () => {
    const store = storeOf()
    await store.dispatch(users.initiate({}))
    listStatus = 500
    await store.dispatch(users.initiate({}, { forceRefetch: true }))
    const state = listed(store, {})
    expect(state.error).toEqual({ status: 500, code: 'internal.error', message: 'Broken.' })
    expect(state.isError).toBe(true)
    expect(state.data?.rows).toHaveLength(3)
    listStatus = 200
    await store.dispatch(users.initiate({}, { forceRefetch: true }))
    expect(listed(store, {}).error).toBeUndefined()
  })

  it('the same query asked by two parts at once is sent once', async () => {
    const store = storeOf()
    await Promise.all([
      store.dispatch(users.initiate({ q: 'x' })),
      store.dispatch(users.initiate({ q: 'x' }))
    ])
    expect(lists()).toHaveLength(1)
  })

  it('addUser: POST with the body {data}, then the list shown again with its parameters', async () => {
    const store = storeOf()
    const params = { q: '', role: 'client', page: 1, pageSize: 25, sort: 'fullName:asc' } as const
    await store.dispatch(users.initiate(params))
    const newUser = { fullName: 'Vic Viewer', email: 'vic.viewer@democc.example', role: 'client' } as const
    const answer = await store.dispatch(addUser.initiate(newUser)).unwrap()
    await settled(store)

    expect(answer.user).toMatchObject(newUser)
    const post = calls.find(call => call.method === 'POST')!
    expect(post.body).toEqual({ data: newUser })
    expect(post.authorization).toBe('Bearer the-token')
    expect(calls.map(call => call.method)).toEqual(['GET', 'POST', 'GET'])
    expect(Object.fromEntries(lists()[1]!.url.searchParams)).toEqual({
      role: 'client',
      page: '1',
      pageSize: '25',
      sort: 'fullName:asc'
    })
    expect(listed(store, params).data?.rows.map(u => u.fullName)).toContain('Vic Viewer')
    expect(listed(store, params).data?.total).toBe(4)
  })

  it('addUser refused (409): rejected with the API code, nothing read again', async () => {
    const store = storeOf()
    await store.dispatch(users.initiate({}))
    const result = store.dispatch(
      addUser.initiate({ fullName: 'Again', email: 'PERSON.1@democc.example', role: 'client' })
    )
    await expect(result.unwrap()).rejects.toEqual({
      status: 409,
      code: 'user.email_taken',
      message: 'Taken.'
    })
    await settled(store)
    expect(calls.map(call => call.method)).toEqual(['GET', 'POST'])
    // The list's own error state is about the list only.
    expect(listed(store, {}).error).toBeUndefined()
  })

  it('deleteUser: DELETE with the body {data: id}, then the list shown again with its parameters', async () => {
    const store = storeOf()
    const params = { page: 1, pageSize: 2, sort: 'email:desc' }
    await store.dispatch(users.initiate(params))
    await store.dispatch(deleteUser.initiate(person(2).id)).unwrap()
    await settled(store)

    expect(calls.find(call => call.method === 'DELETE')!.body).toEqual({ data: person(2).id })
    expect(calls.map(call => call.method)).toEqual(['GET', 'DELETE', 'GET'])
    expect(Object.fromEntries(lists()[1]!.url.searchParams)).toEqual({
      page: '1',
      pageSize: '2',
      sort: 'email:desc'
    })
    expect(listed(store, params).data?.rows.map(u => u.fullName)).toEqual(['Person 1', 'Person 3'])
    expect(listed(store, params).data?.total).toBe(2)
  })

  it('deleteUser of an unknown id (404): rejected with the code, nothing read again', async () => {
    const store = storeOf()
    const result = store.dispatch(deleteUser.initiate('00000000-0000-4000-8000-000000000099'))
    await expect(result.unwrap()).rejects.toMatchObject({ status: 404, code: 'user.not_found' })
    expect(calls.map(call => call.method)).toEqual(['DELETE'])
  })

  it('a 401 ends the session: the auth feature is told', async () => {
    listStatus = 401
    const store = storeOf()
    await store.dispatch(users.initiate({}))
    expect(expired).toHaveBeenCalledTimes(1)
    expect(listed(store, {}).error).toMatchObject({ status: 401 })
  })

  it('without a stored token nothing is sent and the session ends', async () => {
    localStorage.removeItem('accessToken')
    const store = storeOf()
    await store.dispatch(users.initiate({}))
    expect(calls).toEqual([])
    expect(expired).toHaveBeenCalledTimes(1)
    expect(listed(store, {}).error).toMatchObject({ status: 401, code: 'token.missing' })
  })

  it('no answer at all: a network failure', async () => {
    server.use(http.get('/apps/users/list', () => HttpResponse.error()))
    const store = storeOf()
    await store.dispatch(users.initiate({}))
    expect(listed(store, {}).error).toMatchObject({ status: null, code: 'network' })
  })
})
