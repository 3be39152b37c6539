/**
 * Checks contacts written to a list (POST …/contacts: WritableDialerContact[], PUT …/contacts/{id}:
 * DialerContact): at most 1,000 per call, each naming the list it is written to, `data` of string values keyed
 * by the list's columns only, `phoneNumberStatus` keyed by its phone columns. Values are trimmed when the list
 * says so (trimWhitespace).
 */
import type { ContactListRecord } from '../outboundResources'
import { fail, type Outcome } from '../outcome'
import { isObject, Problems } from '../kit/bodyProblems'
import type { ContactInput } from './contactStore'

/** The platform's limit on contacts per POST …/contacts (and on ids per bulk read or delete). */
export const MAX_CONTACTS_PER_CALL = 1000

export const tooMany = (what: string, got: number): Outcome<never> =>
  fail(
    400,
    'bad.request',
    `At most ${MAX_CONTACTS_PER_CALL} ${what} may be sent in one request, got ${got}.`,
    {
      limit: { namespace: 'outbound', key: 'max.contacts.per.request', value: MAX_CONTACTS_PER_CALL }
    }
  )

function contactInput(
  item: unknown,
  at: string,
  list: ContactListRecord,
  problems: Problems,
  readId: boolean
): ContactInput | undefined {
  if (!isObject(item)) {
    problems.add(at || 'body', 'invalid.value', `${at || 'The body'} must be a contact object.`)
    return undefined
  }
  const field = (name: string) => (at ? `${at}.${name}` : name)
  const before = problems.details.length
  if (item.contactListId !== list.id) {
    problems.add(
      field('contactListId'),
      item.contactListId === undefined ? 'required' : 'invalid.value',
      `${field('contactListId')} must be the id of the list written to (${list.id}).`
    )
  }
  const data: Record<string, string> = {}
  if (!isObject(item.data)) {
    problems.add(field('data'), 'required', `${field('data')} is required: an object of column values.`)
  } else {
    for (const [column, value] of Object.entries(item.data)) {
      if (!list.columnNames.includes(column)) {
        problems.add(
          field(`data.${column}`),
          'invalid.value',
          `"${column}" is not a column of the contact list "${list.name}".`
        )
      } else if (typeof value !== 'string') {
        problems.add(field(`data.${column}`), 'invalid.value', `${field(`data.${column}`)} must be a string.`)
      } else data[column] = list.trimWhitespace ? value.trim() : value
    }
  }
  if (item.callable !== undefined && typeof item.callable !== 'boolean') {
    problems.add(field('callable'), 'invalid.value', `${field('callable')} must be true or false.`)
  }
  let phoneNumberStatus: Record<string, { callable: boolean }> | undefined
  if (item.phoneNumberStatus !== undefined && item.phoneNumberStatus !== null) {
    phoneNumberStatus = {}
    const phones = list.phoneColumns.map(column => column.columnName)
    for (const [column, status] of Object.entries(
      isObject(item.phoneNumberStatus) ? item.phoneNumberStatus : {}
    )) {
      if (!phones.includes(column) || !isObject(status) || typeof status.callable !== 'boolean') {
        problems.add(
          field(`phoneNumberStatus.${column}`),
          'invalid.value',
          `phoneNumberStatus: "${column}" must be a phone column with {callable: true|false}.`
        )
      } else phoneNumberStatus[column] = { callable: status.callable }
    }
  }
  const id = readId && typeof item.id === 'string' && item.id.trim() ? item.id.trim() : undefined
  if (problems.details.length > before) return undefined
  return {
    ...(id ? { id } : {}),
    data,
    ...(typeof item.callable === 'boolean' ? { callable: item.callable } : {}),
    ...(phoneNumberStatus ? { phoneNumberStatus } : {})
  }
}

/** POST …/contacts: an array of 1 to 1,000 contacts. */
export function validateContacts(value: unknown, list: ContactListRecord): Outcome<ContactInput[]> {
  if (!Array.isArray(value)) return fail(400, 'bad.request', 'The request body must be an array of contacts.')
  if (value.length > MAX_CONTACTS_PER_CALL) return tooMany('contacts', value.length)
  const problems = new Problems()
  const inputs = value.flatMap((item, index) => contactInput(item, `[${index}]`, list, problems, true) ?? [])
  return problems.any ? problems.failure('contact list data') : { ok: true, value: inputs }
}

/** PUT …/contacts/{id}: one contact (its id, if given, must be the one in the path). */
export function validateContact(
  value: unknown,
  list: ContactListRecord,
  contactId: string
): Outcome<ContactInput> {
  const problems = new Problems()
  if (isObject(value) && value.id !== undefined && value.id !== contactId) {
    problems.add('id', 'invalid.value', `id must be the contact's id (${contactId}) when given.`)
  }
  const input = contactInput(value, '', list, problems, false)
  return problems.any || !input ? problems.failure('contact') : { ok: true, value: input }
}

/** A JSON array of 1 to 1,000 distinct ids (POST …/contacts/bulk, DELETE …/contacts?contactIds=). */
export function validateIds(value: unknown, what: string): Outcome<string[]> {
  if (!Array.isArray(value) || !value.every(id => typeof id === 'string')) {
    return fail(
      400,
      'bad.request',
      `The request must name ${what} as an array of ids, e.g. ["<id>", "<id>"].`
    )
  }
  const ids = [...new Set(value as string[])]
  if (ids.length > MAX_CONTACTS_PER_CALL) return tooMany(what, ids.length)
  return { ok: true, value: ids }
}
