import { http, HttpResponse } from 'msw'

import type { User, UserCount, UsersListAnswer } from '@/shared/users/userTypes'
import { setupTestServer } from '@/testing'

import { addUser, deleteUser, usersList } from './usersSlice'
import { createUsersStore } from './usersStore'

const { fetchData, initialState: initialUsersState } = usersList

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

// docs/product-rules.md#the-lists-client-state: data, total, params, allData
describe('the users slice: data, total, params, allData', () => {
  it('starts with the spec state: empty data, total 1, empty params and allData; not loading, no error', () => {
    expect(initialUsersState).toEqual({
      data: [],
      total: 1,
      params: {},
      allData: [],
      loading: false,
      error: null,
      updatedAt: null,
      extra: null
    })
    expect(createUsersStore().getState().users).toEqual(initialUsersState)
  })

  it('fetchData: loading while the request runs, then the answer replaces the list', async () => {
    const store = createUsersStore()
    const request = store.dispatch(fetchData({ page: 1, pageSize: 2, q: '', role: null }))
    expect(store.getState().users.loading).toBe(true)
    await request
    const state = store.getState().users
    expect(state.loading).toBe(false)
    expect(state.data.map(u => u.fullName)).toEqual(['Person 1', 'Person 2'])
    expect(state.total).toBe(3)
    expect(state.allData).toEqual(allData)
    expect(state.params).toMatchObject({ page: 1, pageSize: 2, q: '', role: null })
    // Empty and null parameters are not sent; the token is.
    expect([...lists()[0]!.url.searchParams.keys()].sort()).toEqual(['page', 'pageSize'])
    expect(lists()[0]!.authorization).toBe('Bearer the-token')

    await store.dispatch(fetchData({ page: 2, pageSize: 2 }))
    expect(store.getState().users.data.map(u => u.fullName)).toEqual(['Person 3'])
    expect(store.getState().users.params).toMatchObject({ page: 2, pageSize: 2 })
  })

  it('fetchData failing: the error is kept, the list stays as it was, loading ends; a success clears it', async () => {
    const store = createUsersStore()
    await store.dispatch(fetchData({}))
    listStatus = 500
    const result = await store.dispatch(fetchData({ q: 'x' }))
    expect(fetchData.rejected.match(result)).toBe(true)
    const state = store.getState().users
    expect(state.error).toEqual({ status: 500, code: 'internal.error', message: 'Broken.' })
    expect(state.loading).toBe(false)
    expect(state.data).toHaveLength(3)
    expect(state.params).toMatchObject({ q: '' })
    listStatus = 200
    await store.dispatch(fetchData({}))
    expect(store.getState().users.error).toBeNull()
  })

  it('an aborted fetch changes nothing: the newer one decides', async () => {
    const store = createUsersStore()
    const first = store.dispatch(fetchData({ q: 'first' }))
    first.abort()
    const second = store.dispatch(fetchData({ pageSize: 2 }))
    await first
    expect(store.getState().users.loading).toBe(true)
    expect(store.getState().users.error).toBeNull()
    await second
    expect(store.getState().users.data).toHaveLength(2)
  })

  it('addUser: POST with the body {data}, then the list again with the last params', async () => {
    const store = createUsersStore()
    await store.dispatch(fetchData({ q: '', role: 'client', page: 1, pageSize: 25, sort: 'fullName:asc' }))
    const newUser = { fullName: 'Vic Viewer', email: 'vic.viewer@democc.example', role: 'client' } as const
    const answer = await store.dispatch(addUser(newUser)).unwrap()

    expect(answer.user).toMatchObject(newUser)
    const post = calls.find(call => call.method === 'POST')!
    expect(post.body).toEqual({ data: newUser })
    expect(post.authorization).toBe('Bearer the-token')
    expect(calls.map(call => call.method)).toEqual(['GET', 'POST', 'GET'])
    expect(Object.fromEntries(lists()[1]!.url.searchParams)).toEqual(
      Object.fromEntries(lists()[0]!.url.searchParams)
    )
    expect(Object.fromEntries(lists()[1]!.url.searchParams)).toEqual({
      role: 'client',
      page: '1',
      pageSize: '25',
      sort: 'fullName:asc'
    })
    expect(store.getState().users.data.map(u => u.fullName)).toContain('Vic Viewer')
    expect(store.getState().users.total).toBe(4)
  })

  it('addUser refused (409): rejected with the API code, nothing refetched', async () => {
    const store = createUsersStore()
    await store.dispatch(fetchData({}))
    const result = await store.dispatch(
      addUser({ fullName: 'Again', email: 'PERSON.1@democc.example', role: 'client' })
    )
    expect(addUser.rejected.match(result)).toBe(true)
    expect(result.payload).toEqual({ status: 409, code: 'user.email_taken', message: 'Taken.' })
    expect(calls.map(call => call.method)).toEqual(['GET', 'POST'])
    // The list's own error state is about the list only.
    expect(store.getState().users.error).toBeNull()
  })

  it('deleteUser: DELETE with the body {data: id}, then the list again with the last params', async () => {
    const store = createUsersStore()
    await store.dispatch(fetchData({ page: 1, pageSize: 2, sort: 'email:desc' }))
    await store.dispatch(deleteUser(person(2).id)).unwrap()

    expect(calls.find(call => call.method === 'DELETE')!.body).toEqual({ data: person(2).id })
    expect(calls.map(call => call.method)).toEqual(['GET', 'DELETE', 'GET'])
    expect(Object.fromEntries(lists()[1]!.url.searchParams)).toEqual({
      page: '1',
      pageSize: '2',
      sort: 'email:desc'
    })
    expect(store.getState().users.data.map(u => u.fullName)).toEqual(['Person 1', 'Person 3'])
    expect(store.getState().users.total).toBe(2)
  })

  it('deleteUser of an unknown id (404): rejected with the code, nothing refetched', async () => {
    const store = createUsersStore()
    const result = await store.dispatch(deleteUser('00000000-0000-4000-8000-000000000099'))
    expect(result.payload).toMatchObject({ status: 404, code: 'user.not_found' })
    expect(calls.map(call => call.method)).toEqual(['DELETE'])
  })

  it('a 401 ends the session: the auth feature is told', async () => {
    listStatus = 401
    const store = createUsersStore()
    await store.dispatch(fetchData({}))
    expect(expired).toHaveBeenCalledTimes(1)
    expect(store.getState().users.error).toMatchObject({ status: 401 })
  })

  it('without a stored token nothing is sent and the session ends', async () => {
    localStorage.removeItem('accessToken')
    const store = createUsersStore()
    await store.dispatch(fetchData({}))
    expect(calls).toEqual([])
    expect(expired).toHaveBeenCalledTimes(1)
    expect(store.getState().users.error).toMatchObject({ status: 401, code: 'token.missing' })
  })

  it('no answer at all: a network failure', async () => {
    server.use(http.get('/apps/users/list', () => HttpResponse.error()))
    const store = createUsersStore()
    await store.dispatch(fetchData({}))
    expect(store.getState().users.error).toMatchObject({ status: null, code: 'network' })
  })
})
