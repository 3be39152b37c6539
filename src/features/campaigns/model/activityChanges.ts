import type { AuditPropertyChange } from '@/shared/campaigns/campaignTypes'

/**
 * A change made in Genesys Cloud, said in the person's words: each property the platform's audit names (its
 * Campaign model's names) by a label of the campaign's texts — the settings form's own label where the form has
 * the setting — and, where a value reads as words or numbers (or a reference the page can name), what it was and
 * what it became. Ids are never shown (issue 33, finding 9): a reference the page cannot name is said by its label.
 */

/** The platform's property → the settings form's field, whose label (`fields.<field>.label`) names it. */
const FORM_FIELD: Record<string, string> = {
  name: 'name',
  dialingMode: 'dialingMode',
  contactList: 'contactListId',
  phoneColumns: 'phoneColumn',
  queue: 'queueId',
  script: 'scriptId',
  edgeGroup: 'edgeGroupId',
  site: 'siteId',
  callAnalysisResponseSet: 'callAnalysisResponseSetId',
  abandonRate: 'abandonRate',
  outboundLineCount: 'outboundLineCount',
  maxCallsPerAgent: 'maxCallsPerAgent',
  callerName: 'callerName',
  callerAddress: 'callerAddress',
  priority: 'priority',
  division: 'divisionId',
  dncLists: 'dncListIds'
}

/** Properties the form does not edit, with a label of their own (`audit.properties.<property>`). */
export const OWN_LABELS = [
  'campaignStatus',
  'callableTimeSet',
  'ruleSets',
  'contactSorts',
  'contactListFilters',
  'noAnswerTimeout',
  'previewTimeOutSeconds',
  'alwaysRunning',
  'skipPreviewDisabled',
  'callAnalysisLanguage',
  'errors'
] as const

/** Whose values are words or numbers anyone reads as they are. */
const PLAIN_VALUES = new Set([
  'name',
  'abandonRate',
  'outboundLineCount',
  'maxCallsPerAgent',
  'callerName',
  'callerAddress',
  'priority',
  'noAnswerTimeout',
  'previewTimeOutSeconds',
  'callAnalysisLanguage'
])
/** Whose values are references by id (named through the page's reference names when it knows them). */
const REFERENCES = new Set([
  'contactList',
  'queue',
  'script',
  'edgeGroup',
  'site',
  'callAnalysisResponseSet',
  'division',
  'dncLists',
  'callableTimeSet'
])

/** A text of the campaigns' texts: its key and values. */
export interface ChangeText {
  key: string
  values?: Record<string, string>
}

/** One property changed: its label, and what it was and became when those can be said. */
export interface ChangeLine {
  label: ChangeText
  from?: ChangeText
  to?: ChangeText
}

export function labelOf(property: string): ChangeText {
  const field = FORM_FIELD[property]
  if (field) return { key: `fields.${field}.label` }
  if ((OWN_LABELS as readonly string[]).includes(property)) return { key: `audit.properties.${property}` }
  return { key: 'audit.properties.other', values: { property } }
}

/** The values as one text, or undefined when they cannot be said without an id. */
function valuesText(
  property: string,
  values: readonly string[],
  names: Readonly<Record<string, string>>
): ChangeText | undefined {
  if (values.length === 0) return { key: 'audit.noValue' }
  if (property === 'campaignStatus') return { key: `status.${values[0]}` }
  if (property === 'dialingMode') return { key: `dialingModes.${values[0]}.name` }
  if (property === 'alwaysRunning' || property === 'skipPreviewDisabled')
    return { key: values[0] === 'true' ? 'audit.yes' : 'audit.no' }
  const said = PLAIN_VALUES.has(property)
    ? values
    : REFERENCES.has(property)
      ? values.map(id => names[id])
      : [undefined]
  if (said.some(value => value === undefined)) return undefined
  return { key: 'audit.value', values: { value: said.join(', ') } }
}

/** The lines of a change made in Genesys Cloud; `names` are the page's names of references, by id. */
export function changeLines(
  changes: readonly AuditPropertyChange[],
  names: Readonly<Record<string, string>> = {}
): ChangeLine[] {
  return changes.map(({ property, oldValues, newValues }) => {
    const from = valuesText(property, oldValues, names)
    const to = valuesText(property, newValues, names)
    return from && to ? { label: labelOf(property), from, to } : { label: labelOf(property) }
  })
}
