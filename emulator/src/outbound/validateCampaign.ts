/**
 * Checks a Campaign body (POST and PUT) the way the platform does, reporting every problem at once: required
 * fields, the per-dialing-mode rules (queue and script except agentless; edge group or site and call-analysis
 * response set except preview; abandonRate for power and predictive; outboundLineCount for agentless), ranges,
 * and references to things the caller's organisation does not have.
 */
import {
  DIALING_MODES,
  type CampaignSort,
  type DialingMode,
  type EntityRef,
  type PhoneColumn
} from './campaignRecord'
import type { ErrorDetail } from './outboundError'
import type { ContactListRecord, NamedResource } from './outboundResources'

/** What a valid body sets on a campaign (everything but id, status, version, dates and dialing state). */
export interface CampaignInput {
  name: string
  divisionId: string
  dialingMode: DialingMode
  contactListId: string
  queueId?: string
  scriptId?: string
  edgeGroupId?: string
  siteId?: string
  callAnalysisResponseSetId?: string
  phoneColumns: PhoneColumn[]
  abandonRate?: number
  outboundLineCount?: number
  maxCallsPerAgent?: number
  callerName: string
  callerAddress: string
  priority: number
  dncLists: EntityRef[]
  ruleSets: EntityRef[]
  contactListFilters: EntityRef[]
  callableTimeSet?: EntityRef
  contactSorts: CampaignSort[]
  skipPreviewDisabled: boolean
  previewTimeOutSeconds: number
  alwaysRunning: boolean
  noAnswerTimeout: number
  callAnalysisLanguage: string
}

/** The caller's organisation, as validation needs to see it. */
export interface ReferenceLookup {
  contactList(id: string): ContactListRecord | undefined
  queue(id: string): NamedResource | undefined
  script(id: string): NamedResource | undefined
  edgeGroup(id: string): NamedResource | undefined
  responseSet(id: string): NamedResource | undefined
  dncList(id: string): { name: string } | undefined
  callableTimeSet(id: string): { name: string } | undefined
  hasDivision(id: string): boolean
  hasSite(id: string): boolean
  homeDivisionId: string
}

export type Validation =
  { ok: true; value: CampaignInput } | { ok: false; message: string; details: ErrorDetail[] }

type Body = Record<string, unknown>

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

class Problems {
  readonly details: ErrorDetail[] = []
  readonly messages: string[] = []

  add(fieldName: string, errorCode: string, message: string, entityId?: string) {
    this.details.push(entityId ? { errorCode, fieldName, entityId } : { errorCode, fieldName })
    this.messages.push(message)
  }
}

function text(body: Body, field: string, problems: Problems, required: boolean): string | undefined {
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

function num(
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
function ref<T>(
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

function refList(body: Body, field: string, problems: Problems): EntityRef[] {
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

function bool(body: Body, field: string, problems: Problems, fallback: boolean): boolean {
  const value = body[field]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') {
    problems.add(field, 'invalid.value', `${field} must be true or false.`)
    return fallback
  }
  return value
}

function phoneColumns(body: Body, problems: Problems, list: ContactListRecord | undefined): PhoneColumn[] {
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

function contactSorts(body: Body, problems: Problems): CampaignSort[] {
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

export function validateCampaign(input: unknown, lookup: ReferenceLookup): Validation {
  if (!isObject(input)) {
    return {
      ok: false,
      message: 'The request body must be a Campaign object.',
      details: [{ errorCode: 'invalid.value' }]
    }
  }
  const body = input
  const problems = new Problems()

  const name = text(body, 'name', problems, true)
  const callerName = text(body, 'callerName', problems, true)
  const callerAddress = text(body, 'callerAddress', problems, true)

  let dialingMode: DialingMode | undefined
  if (body.dialingMode === undefined || body.dialingMode === null || body.dialingMode === '') {
    problems.add('dialingMode', 'required', 'dialingMode is required.')
  } else if (!DIALING_MODES.includes(body.dialingMode as DialingMode)) {
    problems.add(
      'dialingMode',
      'invalid.value',
      `dialingMode must be one of ${DIALING_MODES.join(', ')}, got ${JSON.stringify(body.dialingMode)}.`
    )
  } else {
    dialingMode = body.dialingMode as DialingMode
  }

  const contactList = ref(body, 'contactList', problems, id => lookup.contactList(id), 'contact list')
  if (body.contactList === undefined || body.contactList === null) {
    problems.add('contactList', 'required', 'contactList is required.')
  }
  const columns = phoneColumns(body, problems, contactList?.found)

  const queue = ref(body, 'queue', problems, id => lookup.queue(id), 'queue')
  const script = ref(body, 'script', problems, id => lookup.script(id), 'script')
  const edgeGroup = ref(body, 'edgeGroup', problems, id => lookup.edgeGroup(id), 'edge group')
  const site = ref(body, 'site', problems, id => (lookup.hasSite(id) ? id : undefined), 'site')
  const responseSet = ref(
    body,
    'callAnalysisResponseSet',
    problems,
    id => lookup.responseSet(id),
    'call analysis response set'
  )
  const division = ref(
    body,
    'division',
    problems,
    id => (lookup.hasDivision(id) ? id : undefined),
    'division'
  )
  const callableTimeSet = ref(
    body,
    'callableTimeSet',
    problems,
    id => lookup.callableTimeSet(id),
    'callable time set'
  )

  const abandonRate = num(body, 'abandonRate', problems, { min: 0, max: 100 })
  const outboundLineCount = num(body, 'outboundLineCount', problems, { min: 1, max: 10_000, integer: true })
  const maxCallsPerAgent = num(body, 'maxCallsPerAgent', problems, { min: 1, max: 15, integer: true })
  const priority = num(body, 'priority', problems, { min: 1, max: 5, integer: true })
  const previewTimeOutSeconds = num(body, 'previewTimeOutSeconds', problems, {
    min: 0,
    max: 1200,
    integer: true
  })
  const noAnswerTimeout = num(body, 'noAnswerTimeout', problems, { min: 0, max: 120, integer: true })

  // The per-mode rules; a field already reported as malformed is not reported again as missing.
  if (dialingMode) {
    const given = (field: string) => body[field] !== undefined && body[field] !== null
    const mode = dialingMode
    if (mode !== 'agentless') {
      if (!given('queue')) problems.add('queue', 'required', `queue is required for ${mode} campaigns.`)
      if (!given('script')) problems.add('script', 'required', `script is required for ${mode} campaigns.`)
    }
    if (mode !== 'preview') {
      if (!given('edgeGroup') && !given('site')) {
        problems.add('edgeGroup', 'required', `edgeGroup (or site) is required for ${mode} campaigns.`)
      }
      if (!given('callAnalysisResponseSet')) {
        problems.add(
          'callAnalysisResponseSet',
          'required',
          `callAnalysisResponseSet is required for ${mode} campaigns.`
        )
      }
    }
    if ((mode === 'power' || mode === 'predictive') && !given('abandonRate')) {
      problems.add('abandonRate', 'required', `abandonRate is required for ${mode} campaigns.`)
    }
    if (mode === 'agentless' && !given('outboundLineCount')) {
      problems.add('outboundLineCount', 'required', 'outboundLineCount is required for agentless campaigns.')
    }
  }

  const dncLists = refList(body, 'dncLists', problems).flatMap((item, index) => {
    const found = lookup.dncList(item.id)
    if (found) return [{ id: item.id, name: found.name }]
    problems.add(
      `dncLists[${index}]`,
      'not.found',
      `dncLists[${index}]: no DNC list with id ${item.id} in this organization.`,
      item.id
    )
    return []
  })
  const ruleSets = refList(body, 'ruleSets', problems)
  const contactListFilters = refList(body, 'contactListFilters', problems)
  const sorts = contactSorts(body, problems)
  const skipPreviewDisabled = bool(body, 'skipPreviewDisabled', problems, false)
  const alwaysRunning = bool(body, 'alwaysRunning', problems, false)
  const language = text(body, 'callAnalysisLanguage', problems, false)

  if (problems.details.length > 0 || !name || !callerName || !callerAddress || !dialingMode || !contactList) {
    return {
      ok: false,
      message: `The campaign is not valid: ${problems.messages.join(' ')}`,
      details: problems.details
    }
  }
  return {
    ok: true,
    value: {
      name,
      divisionId: division?.id ?? lookup.homeDivisionId,
      dialingMode,
      contactListId: contactList.id,
      queueId: queue?.id,
      scriptId: script?.id,
      edgeGroupId: edgeGroup?.id,
      siteId: site?.id,
      callAnalysisResponseSetId: responseSet?.id,
      phoneColumns: columns,
      abandonRate,
      outboundLineCount,
      maxCallsPerAgent,
      callerName,
      callerAddress,
      priority: priority ?? 5,
      dncLists,
      ruleSets,
      contactListFilters,
      callableTimeSet: callableTimeSet
        ? { id: callableTimeSet.id, name: callableTimeSet.found.name }
        : undefined,
      contactSorts: sorts,
      skipPreviewDisabled,
      previewTimeOutSeconds: previewTimeOutSeconds ?? 0,
      alwaysRunning,
      noAnswerTimeout: noAnswerTimeout ?? 30,
      callAnalysisLanguage: language ?? 'en-US'
    }
  }
}
