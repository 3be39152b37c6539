import type { CampaignSettings, DialingMode } from '@/shared/campaigns/campaignTypes'
import { humanNameProblem, normaliseHumanName } from '@/shared/text/humanName'

/** The settings form's values as the inputs hold them (numbers as text; '' is none; the DNC lists' ids). */
export type CampaignForm = { [K in TextField]: string } & { dncListIds: string[] }
export type SettingsField = keyof CampaignSettings
/** The fields written or chosen as one text (every one but the do-not-call lists, a set of ids). */
export type TextField = Exclude<SettingsField, 'dncListIds'>
export const isTextField = (field: SettingsField): field is TextField => field !== 'dncListIds'
/** A field's new value, as the form's inputs give it. */
export type FieldChange = <F extends SettingsField>(field: F, value: CampaignForm[F]) => void

/**
 * A field's problem, as the i18n key under `validation` that explains it, a key of the shared name rule's texts
 * (`nameRule.*`, in the app's own texts), or the server's own text.
 */
export type CampaignFormErrors = Partial<Record<SettingsField, string>>

/** Whether a field is asked for with a dialing mode. */
export type FieldRule = 'required' | 'optional' | 'hidden'

/** The form's fields, in the order they show (and are focused when in error). */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  'name',
  'dialingMode',
  'contactListId',
  'phoneColumn',
  'queueId',
  'scriptId',
  'edgeGroupId',
  'siteId',
  'callAnalysisResponseSetId',
  'abandonRate',
  'outboundLineCount',
  'maxCallsPerAgent',
  'callerName',
  'callerAddress',
  'priority',
  'divisionId',
  'dncListIds'
]

/**
 * What each dialing mode asks for. Agentless calls connect no agent: no queue, script or calls per agent, but
 * a number of lines. Preview shows the contact to an agent who places the call: no edge group (or site) or call
 * analysis. Power and predictive dial ahead of agents: an abandon rate bounds the calls nobody answers. A site
 * does in place of an edge group (`siteChosen`: the edge group is then optional).
 */
export function fieldRules(mode: DialingMode | '', siteChosen = false): Record<SettingsField, FieldRule> {
  const agents = mode !== 'agentless'
  const dialer = mode !== 'preview'
  return {
    name: 'required',
    dialingMode: 'required',
    contactListId: 'required',
    phoneColumn: 'required',
    queueId: agents ? 'required' : 'hidden',
    scriptId: agents ? 'required' : 'hidden',
    edgeGroupId: dialer ? (siteChosen ? 'optional' : 'required') : 'hidden',
    siteId: dialer ? 'optional' : 'hidden',
    callAnalysisResponseSetId: dialer ? 'required' : 'hidden',
    abandonRate: mode === 'power' || mode === 'predictive' ? 'required' : 'hidden',
    outboundLineCount: mode === 'agentless' ? 'required' : 'hidden',
    maxCallsPerAgent: agents ? 'optional' : 'hidden',
    callerName: 'required',
    callerAddress: 'required',
    priority: 'optional',
    divisionId: 'optional',
    dncListIds: 'optional'
  }
}

export const emptyCampaignForm = (dialingMode: DialingMode | '' = ''): CampaignForm => ({
  name: '',
  dialingMode,
  contactListId: '',
  queueId: '',
  scriptId: '',
  edgeGroupId: '',
  siteId: '',
  callAnalysisResponseSetId: '',
  divisionId: '',
  callerName: '',
  callerAddress: '',
  abandonRate: '',
  outboundLineCount: '',
  maxCallsPerAgent: '',
  priority: '',
  phoneColumn: '',
  dncListIds: []
})

/** The form's values for saved settings. */
export function formFromSettings(settings: CampaignSettings): CampaignForm {
  const text = (value: string | number | null) => (value === null ? '' : String(value))
  return {
    name: settings.name,
    dialingMode: settings.dialingMode,
    contactListId: settings.contactListId,
    queueId: text(settings.queueId),
    scriptId: text(settings.scriptId),
    edgeGroupId: text(settings.edgeGroupId),
    siteId: text(settings.siteId),
    callAnalysisResponseSetId: text(settings.callAnalysisResponseSetId),
    divisionId: text(settings.divisionId),
    callerName: settings.callerName,
    callerAddress: settings.callerAddress,
    abandonRate: text(settings.abandonRate),
    outboundLineCount: text(settings.outboundLineCount),
    maxCallsPerAgent: text(settings.maxCallsPerAgent),
    priority: text(settings.priority),
    phoneColumn: settings.phoneColumn,
    dncListIds: [...settings.dncListIds]
  }
}

/** The fields that hold names people read: the one rule for names (src/shared/text/humanName.ts). */
const NAME_FIELDS = ['name', 'callerName'] as const
const PHONE_SHAPE = /^\+?[0-9][0-9 ().-]{2,24}$/

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()))
const isInteger = (text: string) => /^\d+$/.test(text.trim())

/** The field errors of the form (none: it can be sent). Only the fields the dialing mode asks for count. */
export function validateCampaignForm(form: CampaignForm): CampaignFormErrors {
  const rules = fieldRules(form.dialingMode as DialingMode | '', form.siteId.trim() !== '')
  const errors: CampaignFormErrors = {}
  for (const field of SETTINGS_FIELDS)
    if (isTextField(field) && rules[field] === 'required' && form[field].trim() === '')
      errors[field] = 'required'

  // (an empty name is this form's "required", like every other field it asks for)
  for (const field of NAME_FIELDS) {
    const problem = humanNameProblem(form[field])
    if (problem && problem !== 'required') errors[field] = `nameRule.${problem}`
  }
  if (form.callerAddress.trim() !== '' && !PHONE_SHAPE.test(form.callerAddress.trim()))
    errors.callerAddress = 'phoneInvalid'

  if (rules.abandonRate !== 'hidden' && form.abandonRate.trim() !== '') {
    const rate = Number(form.abandonRate.trim())
    if (!Number.isFinite(rate) || rate < 0 || rate > 100) errors.abandonRate = 'abandonRateRange'
  }
  if (rules.outboundLineCount !== 'hidden' && form.outboundLineCount.trim() !== '') {
    if (!isInteger(form.outboundLineCount) || Number(form.outboundLineCount) < 1)
      errors.outboundLineCount = 'positiveInteger'
  }
  if (rules.maxCallsPerAgent !== 'hidden' && form.maxCallsPerAgent.trim() !== '') {
    if (!isInteger(form.maxCallsPerAgent) || Number(form.maxCallsPerAgent) < 1)
      errors.maxCallsPerAgent = 'positiveInteger'
  }
  if (form.priority.trim() !== '') {
    const priority = Number(form.priority.trim())
    if (!isInteger(form.priority) || priority < 1 || priority > 5) errors.priority = 'priorityRange'
  }
  return errors
}

/** The settings to send, once validateCampaignForm found nothing: fields the mode does not ask for are null. */
export function settingsFromForm(form: CampaignForm): CampaignSettings {
  const rules = fieldRules(form.dialingMode as DialingMode | '')
  const id = (field: TextField) => (rules[field] === 'hidden' || form[field] === '' ? null : form[field])
  const number = (field: TextField) => (rules[field] === 'hidden' ? null : numberOrNull(form[field]))
  return {
    name: normaliseHumanName(form.name),
    dialingMode: form.dialingMode as DialingMode,
    contactListId: form.contactListId,
    queueId: id('queueId'),
    scriptId: id('scriptId'),
    edgeGroupId: id('edgeGroupId'),
    siteId: id('siteId'),
    callAnalysisResponseSetId: id('callAnalysisResponseSetId'),
    divisionId: id('divisionId'),
    callerName: normaliseHumanName(form.callerName),
    callerAddress: form.callerAddress.trim(),
    abandonRate: number('abandonRate'),
    outboundLineCount: number('outboundLineCount'),
    maxCallsPerAgent: number('maxCallsPerAgent'),
    priority: number('priority'),
    phoneColumn: form.phoneColumn,
    dncListIds: [...form.dncListIds]
  }
}

/** Whether two values of a setting are the same: a set of DNC lists whatever its order, the rest as they are. */
export function sameSetting<F extends SettingsField>(
  a: CampaignSettings[F],
  b: CampaignSettings[F]
): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every(id => b.includes(id))
  return a === b
}

/** The fields whose value differs between two settings (what a PUT sends as `changes`). */
export function changedSettings(base: CampaignSettings, next: CampaignSettings): Partial<CampaignSettings> {
  const changes: Partial<Record<SettingsField, unknown>> = {}
  for (const field of SETTINGS_FIELDS)
    if (!sameSetting(base[field], next[field])) changes[field] = next[field]
  return changes as Partial<CampaignSettings>
}

/** Whether the form differs from saved settings (as it would be sent). */
export const isFormDirty = (base: CampaignSettings, form: CampaignForm) => {
  const saved = formFromSettings(base)
  return SETTINGS_FIELDS.some(field =>
    isTextField(field) ? saved[field] !== form[field] : !sameSetting(saved[field], form[field])
  )
}

/**
 * The server's 400 message names the fields it refused (`…: data.changes.abandonRate: must be at most 100;
 * priority: …`): each problem at its field, when the field is one of the form's.
 */
export function serverFieldErrors(message: string, details?: Record<string, unknown>): CampaignFormErrors {
  const errors: CampaignFormErrors = {}
  const known = (name: string): name is SettingsField => (SETTINGS_FIELDS as readonly string[]).includes(name)
  // A structured list, if the server sends one: [{ path: [...] | 'a.b', message }]
  const issues = details?.issues
  if (Array.isArray(issues)) {
    for (const issue of issues as { path?: unknown; message?: unknown }[]) {
      const path = Array.isArray(issue.path) ? issue.path.map(String) : String(issue.path ?? '').split('.')
      const field = path.findLast(known)
      if (field && typeof issue.message === 'string') errors[field] ??= issue.message
    }
    if (Object.keys(errors).length > 0) return errors
  }
  const problems = message.includes(': ') ? message.slice(message.indexOf(': ') + 2).split('; ') : [message]
  for (const problem of problems) {
    const field = problem
      .split(/[^A-Za-z0-9_.]+/)
      .flatMap(word => word.split('.'))
      .find(known)
    if (field) errors[field] ??= problem
  }
  return errors
}
