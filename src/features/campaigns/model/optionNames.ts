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

/**
 * A select field's choices: the options' list, plus the campaign's own value when the list lacks it (options
 * not loaded, or the value no longer offered), named from the campaign when it knows the name.
 */
export function choicesFor(
  field: OptionField,
  options: CampaignFormOptions | null,
  value: string,
  campaign?: CampaignDetail['campaign'] | null
): NamedRef[] {
  const list: NamedRef[] = [...(options?.[LISTS[field]] ?? [])]
  if (value && !list.some(ref => ref.id === value)) {
    const known =
      field === 'contactListId'
        ? campaign?.contactList
        : field === 'queueId'
          ? campaign?.queue
          : field === 'divisionId'
            ? campaign?.division
            : null
    list.push({ id: value, name: known?.id === value ? known.name : value })
  }
  return list
}

/** A select field's value for people: the option's name (the id when unknown). */
export const nameOf = (
  field: OptionField,
  id: string | null,
  options: CampaignFormOptions | null,
  campaign?: CampaignDetail['campaign'] | null
): string | null =>
  id ? (choicesFor(field, options, id, campaign).find(ref => ref.id === id)?.name ?? id) : null

/** The names of do-not-call lists (their ids when the options do not name them), sorted as people read. */
export const dncListNames = (ids: readonly string[], options: CampaignFormOptions | null): string[] =>
  ids
    .map(id => options?.dncLists.find(list => list.id === id)?.name ?? id)
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }))

/** The permissions the platform asked for a field's list it refused to the person, or undefined. */
export function refusalFor(
  field: SettingsField,
  options: CampaignFormOptions | null
): MissingPermissions | undefined {
  const list = isOptionField(field) ? LISTS[field] : undefined
  return list === 'queues' || list === 'scripts' || list === 'edgeGroups'
    ? options?.refused?.[list]
    : undefined
}

/**
 * The site field's choices: the organisation's default site (named `defaultName`: the platform gives it no
 * name here), and the campaign's own site when it is another one (named by its id).
 */
export function siteChoices(
  options: CampaignFormOptions | null,
  value: string,
  defaultName: string
): NamedRef[] {
  const site = options?.defaultSiteId
  const choices = site ? [{ id: site, name: defaultName }] : []
  return value && value !== site ? [...choices, { id: value, name: value }] : choices
}
