/**
 * Readers of a Campaign body's fields (validateCampaign.ts): each answers the field's value, or reports what is
 * wrong with it to `problems` (the platform reports every problem at once) and answers nothing.
 */
import type { CampaignSort, EntityRef, PhoneColumn } from './campaignRecord'
import { isObject, type Body, type Problems } from './kit/bodyProblems'
import type { ContactListRecord } from './outboundResources'

export function text(body: Body, field: string, problems: Problems, required: boolean): string | undefined {
  const value = body[field]
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    if (required) problems.add(field, 'required', `${field} is required.`)
    return undefined
  }
  if (typeof value !== 'string') {
    problems.add(field, 'invalid.value', `${field} must be a string.`)
    return undefined
  }
  return value.trim()
}

export function num(
  body: Body,
  field: string,
  problems: Problems,
  range: { min: number; max: number; integer?: boolean }
): number | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isFinite(value) || (range.integer && !Number.isInteger(value))) {
    problems.add(field, 'invalid.value', `${field} must be ${range.integer ? 'a whole number' : 'a number'}.`)
    return undefined
  }
  if (value < range.min || value > range.max) {
    problems.add(
      field,
      'invalid.value',
      `${field} must be between ${range.min} and ${range.max}, got ${value}.`
    )
    return undefined
  }
  return value
}

/** The id of a `{id}` reference; `problems` says so when it is malformed or names nothing in the organisation. */
export function ref<T>(
  body: Body,
  field: string,
  problems: Problems,
  find: (id: string) => T | undefined,
  label: string
): { id: string; found: T } | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (!isObject(value) || typeof value.id !== 'string' || !value.id.trim()) {
    problems.add(field, 'invalid.value', `${field} must be a reference such as {"id": "…"}.`)
    return undefined
  }
  const found = find(value.id)
  if (!found) {
    problems.add(
      field,
      'not.found',
      `${field}: no ${label} with id ${value.id} in this organization.`,
      value.id
    )
    return undefined
  }
  return { id: value.id, found }
}

export function refList(body: Body, field: string, problems: Problems): EntityRef[] {
  const value = body[field]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || !value.every(item => isObject(item) && typeof item.id === 'string')) {
    problems.add(field, 'invalid.value', `${field} must be a list of references such as [{"id": "…"}].`)
    return []
  }
  return value.map(item => {
    const { id, name } = item as { id: string; name?: unknown }
    return typeof name === 'string' ? { id, name } : { id }
  })
}

export function bool(body: Body, field: string, problems: Problems, fallback: boolean): boolean {
  const value = body[field]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') {
    problems.add(field, 'invalid.value', `${field} must be true or false.`)
    return fallback
  }
  return value
}

export function phoneColumns(
  body: Body,
  problems: Problems,
  list: ContactListRecord | undefined
): PhoneColumn[] {
  const value = body.phoneColumns
  if (!Array.isArray(value) || value.length === 0) {
    problems.add('phoneColumns', 'required', 'phoneColumns is required: at least one {columnName, type}.')
    return []
  }
  const columns: PhoneColumn[] = []
  value.forEach((item, index) => {
    const field = `phoneColumns[${index}]`
    if (!isObject(item) || typeof item.columnName !== 'string' || !item.columnName.trim()) {
      problems.add(`${field}.columnName`, 'required', `${field}.columnName is required.`)
      return
    }
    if (typeof item.type !== 'string' || !item.type.trim()) {
      problems.add(`${field}.type`, 'required', `${field}.type is required (e.g. "cell").`)
      return
    }
    if (list && !list.columnNames.includes(item.columnName)) {
      problems.add(
        `${field}.columnName`,
        'invalid.value',
        `${field}.columnName: the contact list "${list.name}" has no column "${item.columnName}".`
      )
      return
    }
    columns.push({ columnName: item.columnName, type: item.type })
  })
  return columns
}

export function contactSorts(body: Body, problems: Problems): CampaignSort[] {
  const value = body.contactSorts
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > 4) {
    problems.add('contactSorts', 'invalid.value', 'contactSorts must be a list of at most 4 sorts.')
    return []
  }
  return value.flatMap((item, index) => {
    if (!isObject(item) || typeof item.fieldName !== 'string') {
      problems.add(
        `contactSorts[${index}].fieldName`,
        'required',
        `contactSorts[${index}].fieldName is required.`
      )
      return []
    }
    const direction = item.direction === 'DESC' ? 'DESC' : 'ASC'
    return [{ fieldName: item.fieldName, direction, numeric: item.numeric === true }]
  })
}
