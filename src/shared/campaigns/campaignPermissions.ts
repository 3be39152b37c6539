/**
 * Who may do what to campaigns on the platform's side: the actions, the Genesys Cloud permissions that open each,
 * and how a refusal names what is missing. Re-exported by campaignTypes.ts (the contract between the campaigns
 * API and the browser).
 */

/** What a person may do to campaigns; each maps to the platform permissions that allow it (PLATFORM_PERMISSIONS_FOR). */
export const CAMPAIGN_ACTIONS = ['create', 'edit', 'delete', 'start', 'stop', 'recycle'] as const
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number]

/** The platform permissions that allow each action: any one of them will do. */
export const PLATFORM_PERMISSIONS_FOR: Record<CampaignAction, readonly string[]> = {
  create: ['outbound:campaign:add'],
  edit: ['outbound:campaign:edit'],
  delete: ['outbound:campaign:delete'],
  start: ['outbound:campaign:start'],
  stop: ['outbound:campaign:stop'],
  // recycle is DELETE …/progress, which the platform opens to either
  recycle: ['outbound:campaign:recycle', 'outbound:campaign:edit']
}

/**
 * The Genesys Cloud permissions a refusal names: every one of `permissions` is needed, or (`anyOf`) any one
 * of them would do. `permission` is the first of them (what answers that name only one carry).
 */
export interface MissingPermissions {
  permission: string
  permissions: string[]
  anyOf: boolean
}

/**
 * The form's lists that need a permission seeing campaigns does not give (routing, scripter, telephony, the
 * response sets and callable time sets): a field whose list was refused says which permission it needs.
 */
export const REFUSABLE_OPTION_LISTS = [
  'queues',
  'scripts',
  'edgeGroups',
  'callAnalysisResponseSets',
  'callableTimeSets'
] as const
export type RefusableOptionList = (typeof REFUSABLE_OPTION_LISTS)[number]
