import type { GenesysCloudPage, NotDialingReason } from '@/shared/campaigns/performanceTypes'
import type { PlatformCampaign, PlatformCampaignDiagnostics } from '@/server/platform'

/** The objects a campaign names, by id: where its reasons' fixes are made. */
export interface CampaignRefs {
  campaignId: string
  queueId?: string
  scriptId?: string
  contactListId?: string
  dncListIds: string[]
  edgeGroupId?: string
  callableTimeSetId?: string
}

export const refsOf = (campaign: PlatformCampaign, callableTimeSetId?: string): CampaignRefs => ({
  campaignId: campaign.id,
  queueId: campaign.queue?.id,
  scriptId: campaign.script?.id,
  contactListId: campaign.contactList?.id,
  dncListIds: campaign.dncLists.flatMap(list => list.id ?? []),
  edgeGroupId: campaign.edgeGroup?.id,
  callableTimeSetId: callableTimeSetId ?? campaign.callableTimeSet?.id
})

const page = (kind: GenesysCloudPage['page'], id: string | undefined): GenesysCloudPage | undefined =>
  id ? { page: kind, id } : undefined

// What an invalid campaign's error names, in the platform's words, and the object then to be fixed; an error
// naming none of them (a deleted queue: choose another) is fixed in the campaign's own settings.
const INVALID_BECAUSE: [RegExp, (refs: CampaignRefs) => GenesysCloudPage | undefined][] = [
  [/script/i, refs => page('script', refs.scriptId)],
  [/do[- ]not[- ]call|\bdnc\b/i, refs => page('dncList', refs.dncListIds[0])],
  [/callable time/i, refs => page('callableTimeSet', refs.callableTimeSetId)],
  [/contact list|phone column/i, refs => page('contactList', refs.contactListId)]
]

/** The one object every error names (a script to publish…); errors about several things: the campaign. */
function invalidFix(errors: readonly string[], refs: CampaignRefs): GenesysCloudPage | undefined {
  const campaign = page('campaign', refs.campaignId)
  const targets = errors.map(
    error => INVALID_BECAUSE.find(([names]) => names.test(error))?.[1](refs) ?? campaign
  )
  const [first] = targets
  const one = first && targets.every(target => target?.page === first.page && target.id === first.id)
  return one ? first : campaign
}

function fixOf(
  reason: NotDialingReason,
  refs: CampaignRefs,
  diagnostics: PlatformCampaignDiagnostics
): GenesysCloudPage | undefined {
  switch (reason.kind) {
    case 'invalid':
      return invalidFix(reason.errors, refs)
    case 'noAgents':
      return page('queueMembers', diagnostics.queueUtilizationDiagnostic?.queue?.id ?? refs.queueId)
    case 'ruleSet': {
      const named = diagnostics.ruleSetDiagnostics.find(
        ({ ruleSet }) => (ruleSet?.name ?? '') === reason.ruleSet
      )
      return page('ruleSet', named?.ruleSet?.id)
    }
    case 'noLines':
      return page('edgeGroup', refs.edgeGroupId)
    case 'outsideHours':
      return page('callableTimeSet', refs.callableTimeSetId)
    case 'listExhausted':
      return page('contactList', refs.contactListId)
    default:
      // the line and campaign limits, and an unexplained silence, have no one page that fixes them
      return undefined
  }
}

/**
 * Each reason whose fix is made in Genesys Cloud, with the page where it is made (`fixIn`): a queue's members
 * for no idle agent, the rule set that filters, the edge group without lines, the callable time set, the contact
 * list worked through, and for an invalid campaign the object its errors name (a script to publish, a list…).
 */
export const withFixPages = (
  reasons: NotDialingReason[],
  refs: CampaignRefs,
  diagnostics: PlatformCampaignDiagnostics
): NotDialingReason[] =>
  reasons.map(reason => {
    const fixIn = fixOf(reason, refs, diagnostics)
    return fixIn ? { ...reason, fixIn } : reason
  })
