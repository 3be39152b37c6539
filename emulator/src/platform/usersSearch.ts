import { apiError } from '../errors'
import { readJson } from '../requestContext'
import { json, type Reply } from '../reply'
import type { EmulatorState } from '../store'
import { orgOf, type ApiContext } from './apiContext'
import { directoryPeople, signInDepartments, type DirectoryPerson } from './directoryPeople'
import { readUsersSearch, SearchRefusal, type Searchable, type UsersSearch } from './usersSearchQuery'

/** Everyone of one organisation's directory: its sign-ins and the directory's other people. */
function peopleOf(state: EmulatorState, orgId: string): DirectoryPerson[] {
  const signIns = state.users
    .filter(user => user.organizationId === orgId)
    .map(user => ({
      id: user.id,
      name: user.name,
      email: user.email,
      title: user.title,
      organizationId: user.organizationId,
      divisionId: user.divisionId,
      department: signInDepartments[user.email] ?? ''
    }))
  return [...signIns, ...directoryPeople.filter(person => person.organizationId === orgId)]
}

const searchable = (person: DirectoryPerson): Searchable => ({
  name: person.name,
  email: person.email,
  username: person.email,
  title: person.title,
  department: person.department
})

/** A person as the platform's User model (the fields a search answers without `expand`). */
function toUser(person: DirectoryPerson, state: EmulatorState) {
  const division = state.findDivision(person.divisionId)
  const org = state.findOrganization(person.organizationId)
  return {
    id: person.id,
    name: person.name,
    division: division && {
      id: division.id,
      name: division.name,
      selfUri: `/api/v2/authorization/divisions/${division.id}`
    },
    chat: { jabberId: `${person.id}@${org?.thirdPartyOrgName ?? 'org'}.orgspan.com` },
    ...(person.department ? { department: person.department } : {}),
    email: person.email,
    primaryContactInfo: [{ address: person.email, mediaType: 'EMAIL', type: 'PRIMARY' }],
    addresses: [],
    state: 'active',
    title: person.title,
    username: person.email,
    images: [],
    version: 1,
    acdAutoAnswer: false,
    selfUri: `/api/v2/users/${person.id}`
  }
}

/** The platform's reusable search address (q64: the request, base64): currentPage, nextPage, previousPage. */
const q64 = (request: Record<string, unknown>) =>
  `/api/v2/users/search?q64=${encodeURIComponent(Buffer.from(JSON.stringify(request)).toString('base64'))}`

/**
 * POST /api/v2/users/search: the caller's organisation's active people whose fields match every criterion,
 * by name, a page at a time (UsersSearchResponse). No permission is needed beyond a token (the SDK names none):
 * every person may look up the directory. A body the emulator cannot read, or asks what it does not model,
 * is a 400 ErrorBody naming why.
 */
export async function postUsersSearch(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return apiError(400, 'bad.request', body.message, ctx.correlationId)
  let search: UsersSearch
  try {
    search = readUsersSearch(body.value)
  } catch (error) {
    if (error instanceof SearchRefusal) return apiError(400, 'bad.request', error.message, ctx.correlationId)
    throw error
  }
  const found = peopleOf(ctx.state, orgOf(ctx))
    .filter(person => search.matches(searchable(person)))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id))
  const { pageSize, pageNumber } = search
  const pageCount = Math.ceil(found.length / pageSize)
  const request = body.value as Record<string, unknown>
  const page = (n: number) => q64({ ...request, pageSize, pageNumber: n })
  return json(200, {
    total: found.length,
    pageCount,
    pageSize,
    pageNumber,
    ...(pageNumber > 1 ? { previousPage: page(pageNumber - 1) } : {}),
    currentPage: page(pageNumber),
    ...(pageNumber < pageCount ? { nextPage: page(pageNumber + 1) } : {}),
    types: ['users'],
    results: found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(p => toUser(p, ctx.state))
  })
}
