import type { CampaignSettings, CampaignSettingsInput, DialingMode } from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'
import type { FormOptionsData } from './campaignState'

export interface SettingsProblem {
  field: keyof CampaignSettingsInput
  message: string
}

type Required = {
  field: keyof CampaignSettings
  when: (mode: DialingMode) => boolean
  /** a field that does instead, when given */
  or?: keyof CampaignSettings
}

// The platform's rules per dialing mode (docs: queue and script except agentless; edge group (or site) and
// call-analysis response set except preview; abandon rate for power and predictive; outbound lines for agentless).
const REQUIRED: Required[] = [
  { field: 'queueId', when: mode => mode !== 'agentless' },
  { field: 'scriptId', when: mode => mode !== 'agentless' },
  { field: 'edgeGroupId', when: mode => mode !== 'preview', or: 'siteId' },
  { field: 'callAnalysisResponseSetId', when: mode => mode !== 'preview' },
  { field: 'abandonRate', when: mode => mode === 'power' || mode === 'predictive' },
  { field: 'outboundLineCount', when: mode => mode === 'agentless' }
]

/** What the settings lack for their dialing mode (each field once, in a fixed order). */
export function problemsForMode(settings: CampaignSettings): SettingsProblem[] {
  return REQUIRED.filter(
    ({ field, when, or }) =>
      when(settings.dialingMode) && settings[field] === null && (!or || settings[or] === null)
  ).map(({ field, or }) => ({
    field,
    message: `${field}${or ? ` (or ${or})` : ''} is required for ${settings.dialingMode} campaigns.`
  }))
}

type References = Pick<
  CampaignSettingsInput,
  | 'contactListId'
  | 'queueId'
  | 'scriptId'
  | 'edgeGroupId'
  | 'siteId'
  | 'callAnalysisResponseSetId'
  | 'divisionId'
  | 'phoneColumn'
  | 'dncListIds'
  | 'callableTimeSetId'
>

type ListOf = Exclude<keyof FormOptionsData, 'defaultSiteId' | 'refused'>

const LISTS: [keyof References, ListOf, string][] = [
  ['contactListId', 'contactLists', 'contact list'],
  ['queueId', 'queues', 'queue'],
  ['scriptId', 'scripts', 'script'],
  ['edgeGroupId', 'edgeGroups', 'edge group'],
  ['callAnalysisResponseSetId', 'callAnalysisResponseSets', 'call-analysis response set'],
  ['divisionId', 'divisions', 'division'],
  ['callableTimeSetId', 'callableTimeSets', 'callable time set']
]

/**
 * References (`fields`, the ones given or changed) that name nothing the person can choose, and a phone column
 * the contact list does not have. A list the person cannot read (empty options) is left to the platform.
 */
export function problemsWithReferences(
  settings: References,
  fields: ReadonlySet<keyof CampaignSettingsInput>,
  options: FormOptionsData
): SettingsProblem[] {
  const problems: SettingsProblem[] = []
  for (const [field, list, label] of LISTS) {
    const id = settings[field]
    const choices = options[list] ?? []
    if (
      fields.has(field) &&
      typeof id === 'string' &&
      choices.length > 0 &&
      !choices.some(choice => choice.id === id)
    )
      problems.push({ field, message: `${field}: there is no ${label} ${id} you can use.` })
  }
  if (fields.has('dncListIds') && options.dncLists.length > 0) {
    const unknown = settings.dncListIds.filter(id => !options.dncLists.some(list => list.id === id))
    if (unknown.length > 0)
      problems.push({
        field: 'dncListIds',
        message: `dncListIds: there is no do-not-call list ${unknown.join(', ')} you can use.`
      })
  }
  // the one site the app knows is the organisation's default (a campaign keeps whatever other site it has)
  if (
    fields.has('siteId') &&
    settings.siteId !== null &&
    options.defaultSiteId &&
    settings.siteId !== options.defaultSiteId
  )
    problems.push({ field: 'siteId', message: `siteId: there is no site ${settings.siteId} you can use.` })
  const contactList = options.contactLists.find(list => list.id === settings.contactListId)
  const checkColumn = fields.has('phoneColumn') || fields.has('contactListId')
  if (
    checkColumn &&
    contactList &&
    !contactList.phoneColumns.some(c => c.columnName === settings.phoneColumn)
  )
    problems.push({
      field: 'phoneColumn',
      message: `phoneColumn: the contact list "${contactList.name}" has no phone column "${settings.phoneColumn}" (it has ${
        contactList.phoneColumns.map(c => c.columnName).join(', ') || 'none'
      }).`
    })
  return problems
}

/** 400 request.invalid naming every problem and, in `fields` and `issues`, the fields to point at. */
export function throwIfProblems(problems: readonly SettingsProblem[]): void {
  if (problems.length === 0) return
  throw new ApiError(
    400,
    'request.invalid',
    `The campaign is not valid: ${problems.map(p => p.message).join(' ')}`,
    {
      details: {
        fields: [...new Set(problems.map(problem => problem.field))],
        issues: problems.map(problem => ({ path: [problem.field], message: problem.message }))
      }
    }
  )
}
