/**
 * The official SDK's UsersApi.postUsersSearch (UserSearchRequest → UsersSearchResponse) against the emulator:
 * the caller's organisation's people found by part of a name or address, with department and title, a page at a
 * time; nobody of another organisation; a request it cannot answer refused with a 400 ErrorBody naming why.
 */
import platformClient from 'purecloud-platform-client-v2'
import { directoryPeople } from '../../emulator/src/platform/directoryPeople'
import { seedUsers } from '../../emulator/src/seed'
import { failureOf, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const users = () => new platformClient.UsersApi()

const byNameOrEmail = (value: string, type = 'CONTAINS'): platformClient.Models.UserSearchRequest => ({
  pageSize: 25,
  pageNumber: 1,
  query: [{ type, fields: ['name', 'email'], value }]
})

describe('users search', () => {
  test('part of a name finds the people of the directory, by name, with email, department and title', async () => {
    const found = await users().postUsersSearch(byNameOrEmail('pat'))
    expect(found).toMatchObject({ total: 2, pageCount: 1, pageNumber: 1, pageSize: 25, types: ['users'] })
    expect(found.results.map(user => user.name)).toEqual(['Pat Morgan', 'Priya Patel'])
    const priya = directoryPeople.find(person => person.name === 'Priya Patel')!
    expect(found.results[1]).toMatchObject({
      id: priya.id,
      email: 'priya.patel@democc.example',
      department: 'Collections',
      title: 'Team Lead',
      state: 'active'
    })
  })

  test('an address finds its person, whatever the case; the sign-ins are in the directory too', async () => {
    const found = await users().postUsersSearch(byNameOrEmail('SAM.SUPERVISOR@'))
    expect(found.results.map(user => user.id)).toEqual([seedUsers.sam.id])
  })

  test('only the caller’s organisation: Northwind’s Pat is not found from Demo, and the other way round', async () => {
    const fromDemo = await users().postUsersSearch(byNameOrEmail('northwind'))
    expect(fromDemo.total).toBe(0)
    await t.signInAs(seedUsers.nina.email)
    const fromNorthwind = await users().postUsersSearch(byNameOrEmail('pat'))
    expect(fromNorthwind.results.map(user => user.email)).toEqual(['pat.northwind@northwind.example'])
  })

  test('pages: pageSize and pageNumber, with the next page’s reusable address', async () => {
    const first = await users().postUsersSearch({
      pageSize: 2,
      pageNumber: 1,
      query: [{ type: 'MATCH_ALL' }]
    })
    expect(first).toMatchObject({ total: 9, pageCount: 5, pageSize: 2, pageNumber: 1 })
    expect(first.nextPage).toMatch(/^\/api\/v2\/users\/search\?q64=/)
    expect(first.previousPage).toBeUndefined()
    const last = await users().postUsersSearch({ pageSize: 2, pageNumber: 5, query: [{ type: 'MATCH_ALL' }] })
    expect(last.results).toHaveLength(1)
    expect(last.nextPage).toBeUndefined()
  })

  test('no permission beyond a token: a viewer may search the directory', async () => {
    await t.signInAs(seedUsers.vic.email)
    const found = await users().postUsersSearch(byNameOrEmail('morgan'))
    expect(found.results.map(user => user.name)).toEqual(['Morgan Lee', 'Pat Morgan'])
  })

  test('refused with a 400 ErrorBody: a page over 100, an unknown field, a type it does not answer', async () => {
    for (const body of [
      { ...byNameOrEmail('pat'), pageSize: 101 },
      { pageSize: 25, query: [{ type: 'CONTAINS', fields: ['salary'], value: 'pat' }] },
      byNameOrEmail('pat', 'REGEX')
    ]) {
      const failure = await failureOf(users().postUsersSearch(body))
      expect(failure.status).toBe(400)
      expect(failure.body).toMatchObject({ code: 'bad.request', status: 400 })
      expect(failure.body.message).toMatch(/pageSize|salary|REGEX/)
    }
  })
})
