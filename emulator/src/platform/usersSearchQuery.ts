/**
 * The body of POST /api/v2/users/search (the SDK's UserSearchRequest) read as the emulator answers it: the
 * criteria (UserSearchCriteria) as a predicate over a person's searchable fields, and the page. What the
 * platform documents and the emulator models: the types EXACT, STARTS_WITH, CONTAINS, TERM, MATCH_ALL and
 * QUERY_STRING (its words, each a prefix of a word, `*` ignored), `operator` AND/OR/NOT with `group`, matching
 * without regard to case; pages of 1–100 (25 by default). Other types (REGEX, TERMS, ranges…) are refused with
 * a 400 naming them, rather than answered wrongly.
 */

export const DEFAULT_SEARCH_PAGE_SIZE = 25
export const MAX_SEARCH_PAGE_SIZE = 100
/** the fields a person is found by */
export const SEARCH_FIELDS = ['name', 'email', 'username', 'title', 'department'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]
export type Searchable = Record<SearchField, string>

const TYPES = ['EXACT', 'STARTS_WITH', 'CONTAINS', 'TERM', 'MATCH_ALL', 'QUERY_STRING'] as const

export class SearchRefusal extends Error {}

export interface UsersSearch {
  matches(person: Searchable): boolean
  pageSize: number
  pageNumber: number
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

function readPageField(body: Record<string, unknown>, field: 'pageSize' | 'pageNumber', fallback: number) {
  const value = body[field]
  if (value === undefined) return fallback
  const max = field === 'pageSize' ? MAX_SEARCH_PAGE_SIZE : Number.MAX_SAFE_INTEGER
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
    throw new SearchRefusal(
      field === 'pageSize'
        ? `pageSize must be a whole number from 1 to ${MAX_SEARCH_PAGE_SIZE}.`
        : 'pageNumber must be a whole number from 1.'
    )
  return value
}

function readFields(criterion: Record<string, unknown>): SearchField[] {
  const { fields } = criterion
  if (!Array.isArray(fields) || fields.length === 0)
    throw new SearchRefusal('Every search criterion except MATCH_ALL needs fields, e.g. ["name", "email"].')
  return fields.map(field => {
    if (!SEARCH_FIELDS.includes(field as SearchField))
      throw new SearchRefusal(
        `The field "${String(field)}" cannot be searched; use ${SEARCH_FIELDS.join(', ')}.`
      )
    return field as SearchField
  })
}

type Predicate = (person: Searchable) => boolean

function valueTest(type: (typeof TYPES)[number], value: string): (text: string) => boolean {
  const wanted = value.toLowerCase()
  switch (type) {
    case 'EXACT':
      return text => text.toLowerCase() === wanted
    case 'STARTS_WITH':
      return text => text.toLowerCase().startsWith(wanted)
    case 'CONTAINS':
      return text => text.toLowerCase().includes(wanted)
    case 'TERM':
      return text => words(text).includes(wanted)
    default: {
      const terms = words(value.replace(/\*/g, ''))
      return text => terms.every(term => words(text).some(word => word.startsWith(term)))
    }
  }
}

function readCriterion(criterion: unknown): Predicate {
  if (!isObject(criterion)) throw new SearchRefusal('Every search criterion must be an object.')
  const { operator = 'AND', group } = criterion
  if (group !== undefined) {
    if (!Array.isArray(group) || group.length === 0)
      throw new SearchRefusal("A criterion's group must be a list of criteria.")
    const inner = group.map(readCriterion)
    if (operator === 'OR') return person => inner.some(test => test(person))
    if (operator === 'NOT') return person => !inner.some(test => test(person))
    if (operator === 'AND') return person => inner.every(test => test(person))
    throw new SearchRefusal(`operator must be AND, OR or NOT, not "${String(operator)}".`)
  }
  const type = criterion.type
  if (!TYPES.includes(type as (typeof TYPES)[number]))
    throw new SearchRefusal(
      `The search type "${String(type)}" is not answered here; use ${TYPES.join(', ')}.`
    )
  if (type === 'MATCH_ALL') return () => true
  const fields = readFields(criterion)
  const values = [criterion.value, ...(Array.isArray(criterion.values) ? criterion.values : [])].filter(
    (value): value is string => typeof value === 'string'
  )
  if (values.length === 0 || values.some(value => !value.trim()))
    throw new SearchRefusal(`A ${String(type)} criterion needs a value that is not empty.`)
  const tests = values.map(value => valueTest(type as (typeof TYPES)[number], value.trim()))
  const test: Predicate = person => fields.some(field => tests.some(matches => matches(person[field])))
  return operator === 'NOT' ? person => !test(person) : test
}

/** The search the body asks for; throws SearchRefusal with the platform-like reason for a 400. */
export function readUsersSearch(body: unknown): UsersSearch {
  if (!isObject(body)) throw new SearchRefusal('The body must be a UserSearchRequest object.')
  const { query } = body
  if (query !== undefined && !Array.isArray(query))
    throw new SearchRefusal('query must be a list of search criteria.')
  const criteria = (query ?? []).map(readCriterion)
  return {
    matches: person => criteria.every(test => test(person)),
    pageSize: readPageField(body, 'pageSize', DEFAULT_SEARCH_PAGE_SIZE),
    pageNumber: readPageField(body, 'pageNumber', 1)
  }
}
