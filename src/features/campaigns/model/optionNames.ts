import type {
  CampaignDetail,
  CampaignFormOptions,
  MissingPermissions,
  NamedRef
} from '@/shared/campaigns/campaignTypes'

import type { SettingsField } from './campaignForm'

/** The option lists of the form's select fields. */
export type OptionField =
  'contactListId' | 'queueId' | 'scriptId' | 'edgeGroupId' | 'callAnalysisResponseSetId' | 'divisionId'

type OptionList =
  'contactLists' | 'queues' | 'scripts' | 'edgeGroups' | 'callAnalysisResponseSets' | 'divisions'

const LISTS: Record<OptionField, OptionList> = {
  contactListId: 'contactLists',
  queueId: 'queues',
  scriptId: 'scripts',
  edgeGroupId: 'edgeGroups',
  callAnalysisResponseSetId: 'callAnalysisResponseSets',
  divisionId: 'divisions'
}

export const isOptionField = (field: SettingsField): field is OptionField => field in LISTS

/** What names a campaign's references: the detail's names, and the row's references. */
export type ReferenceHolder = Partial<
  Pick<
    CampaignDetail['campaign'],
    'referenceNames' | 'contactList' | 'queue' | 'division' | 'callableTimeSet'
  >
>

/**
 * The name of a reference the options do not list: the one the campaign's own reference carries (the platform
 * names them), else `unnamed` (words saying the name is not known) — never the raw id.
 */
export function referenceName(
  id: string,
  campaign: ReferenceHolder | null | undefined,
  unnamed: string
): string {
  const named = campaign?.referenceNames?.[id]
  if (named) return named
  // the row's references carry the id in place of a name the platform left out: that is no name
  const ref = [campaign?.contactList, campaign?.queue, campaign?.division, campaign?.callableTimeSet].find(
    known => known?.id === id
  )
  return ref && ref.name !== ref.id ? ref.name : unnamed
}

/**
 * A select field's choices: the options' list, plus the campaign's own value when the list lacks it (options
 * not loaded — read-only settings do not load them —, not readable by the person, or the value no longer
 * offered), named as `referenceName` names it.
 */
export function choicesFor(
  field: OptionField,
  options: CampaignFormOptions | null,
  value: string,
  campaign: CampaignDetail['campaign'] | null | undefined,
  unnamed: string
): NamedRef[] {
  const list: NamedRef[] = [...(options?.[LISTS[field]] ?? [])]
  if (value && !list.some(ref => ref.id === value))
    list.push({ id: value, name: referenceName(value, campaign, unnamed) })
  return list
}

/** A select field's value for people: the option's name, else `referenceName`'s. */
export const nameOf = (
  field: OptionField,
  id: string | null,
  options: CampaignFormOptions | null,
  campaign: CampaignDetail['campaign'] | null | undefined,
  unnamed: string
): string | null =>
  id ? (choicesFor(field, options, id, campaign, unnamed).find(ref => ref.id === id)?.name ?? unnamed) : null

/** The names of do-not-call lists (as `referenceName` names those the options lack), sorted as people read. */
export const dncListNames = (
  ids: readonly string[],
  options: CampaignFormOptions | null,
  campaign: CampaignDetail['campaign'] | null | undefined,
  unnamed: string
): string[] =>
  ids
    .map(id => options?.dncLists.find(list => list.id === id)?.name ?? referenceName(id, campaign, unnamed))
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }))

/** The permissions the platform asked for a field's list it refused to the person, or undefined. */
export function refusalFor(
  field: SettingsField,
  options: CampaignFormOptions | null
): MissingPermissions | undefined {
  const list = isOptionField(field) ? LISTS[field] : undefined
  return list && list !== 'contactLists' && list !== 'divisions' ? options?.refused?.[list] : undefined
}

/**
 * The site field's choices: the organisation's default site (named `defaultName`: the platform gives it no
 * name here), and the campaign's own site when it is another one (as `referenceName` names it).
 */
export function siteChoices(
  options: CampaignFormOptions | null,
  value: string,
  defaultName: string,
  campaign: CampaignDetail['campaign'] | null | undefined,
  unnamed: string
): NamedRef[] {
  const site = options?.defaultSiteId
  const choices = site ? [{ id: site, name: defaultName }] : []
  return value && value !== site
    ? [...choices, { id: value, name: referenceName(value, campaign, unnamed) }]
    : choices
}
