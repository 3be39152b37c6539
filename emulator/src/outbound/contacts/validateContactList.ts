/**
 * Checks a ContactList body (POST and PUT) as the platform does, every problem at once: a name; column names
 * (at least one, at most 50, no duplicates ignoring case); phone and email columns (at least one of either), the
 * preview-mode, zip-code and callable-time columns all among the column names; a division of the caller's
 * organisation.
 */
import type {
  ContactEmailColumn,
  ContactListRecord,
  ContactPhoneColumn,
  ReferenceLookup
} from '../outboundResources'
import { fail, type Outcome } from '../outcome'
import { isObject, Problems, type Body } from '../kit/bodyProblems'

/** The platform's limit on the columns of a contact list. */
export const MAX_COLUMNS = 50

export type ContactListInput = Pick<
  ContactListRecord,
  | 'name'
  | 'divisionId'
  | 'columnNames'
  | 'phoneColumns'
  | 'emailColumns'
  | 'previewModeColumnName'
  | 'previewModeAcceptedValues'
  | 'zipCodeColumnName'
  | 'automaticTimeZoneMapping'
  | 'trimWhitespace'
>

/** The caller's organisation's divisions, as a list's division is checked against them. */
export type ListContext = Pick<ReferenceLookup, 'hasDivision' | 'homeDivisionId'>

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

function columnNames(body: Body, problems: Problems): string[] {
  const value = body.columnNames
  if (!Array.isArray(value) || value.length === 0) {
    problems.add('columnNames', 'required', 'columnNames is required: at least one column name.')
    return []
  }
  if (value.length > MAX_COLUMNS) {
    problems.add(
      'columnNames',
      'invalid.value',
      `A contact list has at most ${MAX_COLUMNS} columns, got ${value.length}.`
    )
  }
  const names: string[] = []
  const seen = new Set<string>()
  value.forEach((item, index) => {
    const name = text(item)
    if (!name) {
      problems.add(
        `columnNames[${index}]`,
        'invalid.value',
        `columnNames[${index}] must be a non-empty string.`
      )
      return
    }
    if (seen.has(name.toLowerCase())) {
      problems.add(
        `columnNames[${index}]`,
        'duplicate.value',
        `The column name "${name}" appears more than once.`
      )
      return
    }
    seen.add(name.toLowerCase())
    names.push(name)
  })
  return names
}

/** A column the list must have, named by `field`; answers it when it is one. */
function knownColumn(field: string, value: unknown, columns: readonly string[], problems: Problems) {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || !columns.includes(value)) {
    problems.add(field, 'invalid.value', `${field}: "${String(value)}" is not one of the columnNames.`)
    return undefined
  }
  return value
}

function addressColumns<T extends ContactPhoneColumn | ContactEmailColumn>(
  body: Body,
  field: 'phoneColumns' | 'emailColumns',
  timeKey: 'callableTimeColumn' | 'contactableTimeColumn',
  columns: readonly string[],
  problems: Problems
): T[] {
  const value = body[field]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) {
    problems.add(field, 'invalid.value', `${field} must be a list of {columnName, type}.`)
    return []
  }
  return value.flatMap((item, index): T[] => {
    const at = `${field}[${index}]`
    if (!isObject(item) || !text(item.columnName) || !text(item.type)) {
      problems.add(at, 'required', `${at} needs a columnName and a type (e.g. "cell").`)
      return []
    }
    const columnName = knownColumn(`${at}.columnName`, item.columnName, columns, problems)
    const time = knownColumn(`${at}.${timeKey}`, item[timeKey], columns, problems)
    if (!columnName) return []
    return [{ columnName, type: String(item.type).trim(), ...(time ? { [timeKey]: time } : {}) } as T]
  })
}

export function validateContactList(value: unknown, context: ListContext): Outcome<ContactListInput> {
  if (!isObject(value)) return fail(400, 'bad.request', 'The request body must be a ContactList object.')
  const problems = new Problems()
  const name = text(value.name)
  if (!name) problems.add('name', 'required', 'name is required.')
  const columns = columnNames(value, problems)
  const phoneColumns = addressColumns<ContactPhoneColumn>(
    value,
    'phoneColumns',
    'callableTimeColumn',
    columns,
    problems
  )
  const emailColumns = addressColumns<ContactEmailColumn>(
    value,
    'emailColumns',
    'contactableTimeColumn',
    columns,
    problems
  )
  if (phoneColumns.length === 0 && emailColumns.length === 0 && columns.length > 0 && !problems.any) {
    problems.add(
      'phoneColumns',
      'required',
      'A contact list needs at least one phone column or email column.'
    )
  }
  const previewModeColumnName = knownColumn(
    'previewModeColumnName',
    value.previewModeColumnName,
    columns,
    problems
  )
  const zipCodeColumnName = knownColumn('zipCodeColumnName', value.zipCodeColumnName, columns, problems)
  const accepted = value.previewModeAcceptedValues
  if (
    accepted !== undefined &&
    (!Array.isArray(accepted) || !accepted.every(item => typeof item === 'string'))
  ) {
    problems.add(
      'previewModeAcceptedValues',
      'invalid.value',
      'previewModeAcceptedValues must be a list of strings.'
    )
  }
  const flags = { automaticTimeZoneMapping: false, trimWhitespace: true }
  for (const key of Object.keys(flags) as (keyof typeof flags)[]) {
    const flag = value[key]
    if (flag === undefined || flag === null) continue
    if (typeof flag === 'boolean') flags[key] = flag
    else problems.add(key, 'invalid.value', `${key} must be true or false.`)
  }
  const division = value.division
  let divisionId = context.homeDivisionId
  if (division !== undefined && division !== null) {
    const id = isObject(division) ? text(division.id) : undefined
    if (!id || !context.hasDivision(id)) {
      problems.add('division', 'not.found', 'division: no such division in this organization.', id)
    } else divisionId = id
  }
  if (problems.any || !name) return problems.failure('contact list')
  return {
    ok: true,
    value: {
      name,
      divisionId,
      columnNames: columns,
      phoneColumns,
      emailColumns,
      previewModeColumnName,
      previewModeAcceptedValues: Array.isArray(accepted) ? [...(accepted as string[])] : undefined,
      zipCodeColumnName,
      ...flags
    }
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every(item => b.includes(item))

/**
 * A PUT may not change the columns or the phone columns of a list (the platform answers 400
 * cannot.update.phone.columns, "Phone number columns are different"; the same for column names).
 */
export function checkColumnsUnchanged(list: ContactListRecord, input: ContactListInput): Outcome<void> {
  const invalid = (code: string, details: string, fieldName: string) =>
    fail(400, code, `An attempt was made to update a ContactList in an invalid way. Details: ${details}`, {
      entityId: list.id,
      entityName: list.name,
      details: [{ errorCode: 'invalid.value', fieldName }]
    })
  if (!sameSet(list.columnNames, input.columnNames))
    return invalid('invalid.update', 'Column names are different', 'columnNames')
  const phones = (columns: readonly ContactPhoneColumn[]) => columns.map(c => `${c.columnName} ${c.type}`)
  if (!sameSet(phones(list.phoneColumns), phones(input.phoneColumns)))
    return invalid('cannot.update.phone.columns', 'Phone number columns are different', 'phoneColumns')
  return { ok: true, value: undefined }
}
