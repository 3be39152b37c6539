/**
 * The contact query of POST …/contacts/search (ContactListingRequest) and of export requests
 * (ContactsExportRequest): `criteria` {filterType AND|OR, clauses[{filterType, predicates[{column, columnType
 * numeric|alphabetic, operator, value, range, inverted}]}]} on the contacts' data, and `contactSorts` (at most
 * 4, fieldName a column, direction ASC|DESC, numeric). Contact list filters (`contactListFilterId`) are not
 * modelled: naming one is a 400. Enumerated values must be written as the SDK documents them (upper case): how
 * the platform's parser treats another case is not documented, so the emulator refuses it (400).
 */
import type { ContactListRecord } from '../outboundResources'
import { fail, type Outcome } from '../outcome'
import { isObject, Problems, type Body } from '../kit/bodyProblems'
import type { ContactRecord } from './contactRecord'

export const OPERATORS = [
  'EQUALS',
  'LESS_THAN',
  'LESS_THAN_EQUALS',
  'GREATER_THAN',
  'GREATER_THAN_EQUALS',
  'CONTAINS',
  'BEGINS_WITH',
  'ENDS_WITH',
  'BEFORE',
  'AFTER',
  'BETWEEN',
  'IN'
] as const

type Match = (contact: ContactRecord) => boolean

function compare(a: string, b: string, numeric: boolean): number {
  if (numeric) return Number(a) - Number(b)
  return a.localeCompare(b, undefined, { sensitivity: 'base' })
}

function predicate(
  item: unknown,
  at: string,
  list: ContactListRecord,
  problems: Problems
): Match | undefined {
  if (!isObject(item) || typeof item.column !== 'string' || !list.columnNames.includes(item.column)) {
    problems.add(`${at}.column`, 'invalid.value', `${at}.column must be a column of the contact list.`)
    return undefined
  }
  const operator = item.operator
  if (typeof operator !== 'string' || !(OPERATORS as readonly string[]).includes(operator)) {
    problems.add(`${at}.operator`, 'invalid.value', `${at}.operator must be one of ${OPERATORS.join(', ')}.`)
    return undefined
  }
  const column = item.column
  const numeric = item.columnType === 'numeric'
  const value = typeof item.value === 'string' ? item.value : ''
  const range = isObject(item.range) ? item.range : {}
  const lower = (text: string) => text.toLowerCase()
  const test = (cell: string): boolean => {
    switch (operator) {
      case 'EQUALS':
        return compare(cell, value, numeric) === 0
      case 'LESS_THAN':
      case 'BEFORE':
        return compare(cell, value, numeric) < 0
      case 'LESS_THAN_EQUALS':
        return compare(cell, value, numeric) <= 0
      case 'GREATER_THAN':
      case 'AFTER':
        return compare(cell, value, numeric) > 0
      case 'GREATER_THAN_EQUALS':
        return compare(cell, value, numeric) >= 0
      case 'CONTAINS':
        return lower(cell).includes(lower(value))
      case 'BEGINS_WITH':
        return lower(cell).startsWith(lower(value))
      case 'ENDS_WITH':
        return lower(cell).endsWith(lower(value))
      case 'IN':
        return Array.isArray(range.inSet) && range.inSet.some(v => compare(cell, String(v), numeric) === 0)
      default: {
        const min = typeof range.min === 'string' ? compare(cell, range.min, numeric) : 1
        const max = typeof range.max === 'string' ? compare(cell, range.max, numeric) : -1
        return (
          (range.minInclusive === false ? min > 0 : min >= 0) &&
          (range.maxInclusive === false ? max < 0 : max <= 0)
        )
      }
    }
  }
  const inverted = item.inverted === true
  return contact => test(contact.data[column] ?? '') !== inverted
}

/** A documented value of an enumerated field (absent: the first); another is a problem. */
function oneOf<T extends string>(value: unknown, values: readonly T[], at: string, problems: Problems): T {
  if (value === undefined || value === null) return values[0]!
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T
  problems.add(at, 'invalid.value', `${at} must be one of ${values.join(', ')}.`)
  return values[0]!
}

function combine(matches: Match[], filterType: 'AND' | 'OR'): Match {
  if (filterType === 'OR') return contact => matches.some(match => match(contact))
  return contact => matches.every(match => match(contact))
}

const FILTER_TYPES = ['AND', 'OR'] as const

export interface ContactQuery {
  match: Match
  sort?: (a: ContactRecord, b: ContactRecord) => number
}

/** Reads criteria and contactSorts from a request body. */
export function readContactQuery(body: Body, list: ContactListRecord): Outcome<ContactQuery> {
  if (body.contactListFilterId !== undefined && body.contactListFilterId !== null) {
    return fail(
      400,
      'invalid.property',
      'Contact list filters are not modelled by the emulator: use criteria.',
      {
        details: [{ errorCode: 'not.found', fieldName: 'contactListFilterId' }]
      }
    )
  }
  const problems = new Problems()
  let match: Match = () => true
  const criteria = body.criteria
  if (criteria !== undefined && criteria !== null) {
    const clauses = isObject(criteria) && Array.isArray(criteria.clauses) ? criteria.clauses : undefined
    if (!clauses || !isObject(criteria))
      problems.add('criteria.clauses', 'invalid.value', 'criteria needs clauses.')
    else {
      const parts = clauses.map((clause, c) => {
        const predicates = isObject(clause) && Array.isArray(clause.predicates) ? clause.predicates : []
        const tests = predicates.flatMap(
          (p, i) => predicate(p, `criteria.clauses[${c}].predicates[${i}]`, list, problems) ?? []
        )
        const at = `criteria.clauses[${c}].filterType`
        return combine(
          tests,
          oneOf(isObject(clause) ? clause.filterType : undefined, FILTER_TYPES, at, problems)
        )
      })
      match = combine(parts, oneOf(criteria.filterType, FILTER_TYPES, 'criteria.filterType', problems))
    }
  }
  const sorts = body.contactSorts
  let sort: ContactQuery['sort']
  if (sorts !== undefined && sorts !== null) {
    if (!Array.isArray(sorts) || sorts.length > 4) {
      problems.add('contactSorts', 'invalid.value', 'contactSorts must be a list of at most 4 sorts.')
    } else {
      const keys = sorts.flatMap((item, i) => {
        if (
          !isObject(item) ||
          typeof item.fieldName !== 'string' ||
          !list.columnNames.includes(item.fieldName)
        ) {
          problems.add(
            `contactSorts[${i}].fieldName`,
            'invalid.value',
            `contactSorts[${i}].fieldName must be a column.`
          )
          return []
        }
        const direction =
          oneOf(item.direction, ['ASC', 'DESC'], `contactSorts[${i}].direction`, problems) === 'DESC' ? -1 : 1
        return [{ column: item.fieldName, direction, numeric: item.numeric === true }]
      })
      sort = (a, b) => {
        for (const key of keys) {
          const order = compare(a.data[key.column] ?? '', b.data[key.column] ?? '', key.numeric)
          if (order !== 0) return key.direction * order
        }
        return 0
      }
    }
  }
  if (problems.any) return problems.failure('contact query')
  return { ok: true, value: { match, sort } }
}

/** The contacts of the query, in its order (dialing order when it has no sorts). */
export function runContactQuery(contacts: readonly ContactRecord[], query: ContactQuery): ContactRecord[] {
  const found = contacts.filter(query.match)
  return query.sort ? found.sort(query.sort) : found
}
