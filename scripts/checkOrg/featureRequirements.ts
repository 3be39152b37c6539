/**
 * What each part of Campaign Manager needs of the signed-in person in Genesys Cloud. Sources, imported where
 * the app states them as data:
 * - src/shared/campaigns/campaignTypes.ts PLATFORM_PERMISSIONS_FOR (campaign actions: any one of each list);
 * - src/shared/contactLists/contactListTypes.ts CONTACT_LIST_PLATFORM_PERMISSION;
 * - src/shared/dncLists/dncListTypes.ts DNC_LIST_PLATFORM_PERMISSIONS;
 * - src/shared/schedules/scheduleTypes.ts SCHEDULE_PLATFORM_PERMISSIONS and
 *   src/server/schedules/scheduleCapabilities.ts SCHEDULE_PERMISSION (schedules, callable time sets, sequences);
 * and written here where the app states them in its platform calls' comments (src/server/platform/*.ts:
 * outboundApi, diagnosticsApi, contactListApi, dncListApi) or in a service's constant that cannot be imported
 * without the server (VIEW_PERMISSION of src/server/campaigns/callPlatform.ts, EVENT_LOG_PERMISSION of
 * src/shared/campaigns/campaignTodayTypes.ts, AUDIT_VIEW_PERMISSION of src/server/platform/auditApi.ts,
 * ContactListService's VIEW and VIEW_CONTACTS, DncListService's VIEW).
 * The campaign editor's queues, scripts and edge groups need what the platform asks for them.
 */
import { PLATFORM_PERMISSIONS_FOR } from '../../src/shared/campaigns/campaignTypes'
import { CONTACT_LIST_PLATFORM_PERMISSION } from '../../src/shared/contactLists/contactListTypes'
import { DNC_LIST_PLATFORM_PERMISSIONS } from '../../src/shared/dncLists/dncListTypes'
import { SCHEDULE_PLATFORM_PERMISSIONS } from '../../src/shared/schedules/scheduleTypes'
import { SCHEDULE_PERMISSION } from '../../src/server/schedules/scheduleCapabilities'

export interface FeatureRequirement {
  /** what the person would notice, e.g. "Start campaigns" */
  label: string
  /** every one of these must be granted (a wildcard such as outbound:campaign:* grants) */
  permissions: readonly string[]
  /** and any one of these (when given) */
  anyOf?: readonly string[]
  /** what happens without it */
  effect: string
}

const CAMPAIGN_VIEW = 'outbound:campaign:view'

export const FEATURE_REQUIREMENTS = {
  signIn: { label: 'Sign in, the health check', permissions: [], effect: 'nobody can sign in' },
  viewCampaigns: {
    label: 'See campaigns: overview, progress, statistics, diagnostics',
    permissions: [CAMPAIGN_VIEW],
    effect: 'Campaign Manager shows nothing: every page starts from the campaigns'
  },
  startCampaigns: {
    label: 'Start campaigns',
    permissions: [],
    anyOf: PLATFORM_PERMISSIONS_FOR.start,
    effect: 'Start is disabled'
  },
  stopCampaigns: {
    label: 'Stop campaigns',
    permissions: [],
    anyOf: PLATFORM_PERMISSIONS_FOR.stop,
    effect: 'Stop is disabled'
  },
  editCampaigns: {
    label: "Change a campaign's settings",
    permissions: [],
    anyOf: PLATFORM_PERMISSIONS_FOR.edit,
    effect: 'the settings are read-only'
  },
  createCampaigns: {
    label: 'Create campaigns',
    permissions: [],
    anyOf: PLATFORM_PERMISSIONS_FOR.create,
    effect: 'New campaign is disabled'
  },
  deleteCampaigns: {
    label: 'Delete campaigns',
    permissions: [],
    anyOf: PLATFORM_PERMISSIONS_FOR.delete,
    effect: 'Delete is disabled'
  },
  recycleCampaigns: {
    label: 'Recycle campaigns',
    permissions: [],
    anyOf: PLATFORM_PERMISSIONS_FOR.recycle,
    effect: 'Recycle is disabled'
  },
  diagnosticsSummary: {
    label: "A campaign's day (diagnostics summary)",
    permissions: ['outbound:campaignDiagnostic:view'],
    effect: "the campaign's state and health over the day stay empty"
  },
  eventLog: {
    label: "The dialer's event log",
    permissions: ['outbound:eventLog:view'],
    effect: "a campaign's events are not shown"
  },
  genesysCloudActivity: {
    label: "Changes made in Genesys Cloud (a campaign's activity)",
    permissions: ['audits:audit:view'],
    effect: "a campaign's activity shows only the changes made in Campaign Manager"
  },
  abandonRates: {
    label: 'Abandon rates (analytics)',
    permissions: ['analytics:conversationAggregate:view'],
    effect: 'abandon rates against their targets are not shown'
  },
  queues: {
    label: 'Queues (campaign editor)',
    permissions: ['routing:queue:view'],
    effect: 'the editor offers no queue'
  },
  scripts: {
    label: 'Scripts (campaign editor)',
    permissions: ['scripter:script:view'],
    effect: 'the editor offers no script'
  },
  edgeGroups: {
    label: 'Edge groups (campaign editor)',
    permissions: ['telephony:plugin:all'],
    effect: 'the editor offers no edge group'
  },
  responseSets: {
    label: 'Call analysis response sets (campaign editor)',
    permissions: ['outbound:responseSet:view'],
    effect: 'the editor offers no response set'
  },
  divisions: {
    label: 'Divisions (campaign editor)',
    permissions: [],
    effect: 'the editor offers no division'
  },
  viewContactLists: {
    label: 'See contact lists',
    permissions: ['outbound:contactList:view'],
    effect: 'the contact lists page is empty and the editor offers no list'
  },
  viewContacts: {
    label: "See a list's contacts",
    permissions: ['outbound:contact:view'],
    effect: 'contacts are not shown'
  },
  createContactLists: {
    label: 'Create contact lists',
    permissions: [CONTACT_LIST_PLATFORM_PERMISSION.createList],
    effect: 'New list is disabled'
  },
  importContacts: {
    label: 'Import contacts (CSV)',
    permissions: [CONTACT_LIST_PLATFORM_PERMISSION.import],
    effect: 'Import is disabled'
  },
  editContacts: {
    label: 'Edit contacts',
    permissions: [CONTACT_LIST_PLATFORM_PERMISSION.editContacts],
    effect: 'contacts are read-only'
  },
  deleteContacts: {
    label: 'Remove contacts',
    permissions: [CONTACT_LIST_PLATFORM_PERMISSION.deleteContacts],
    effect: 'Remove is disabled'
  },
  exportContacts: {
    label: 'Export contact lists',
    permissions: [CONTACT_LIST_PLATFORM_PERMISSION.export],
    effect: 'Export is disabled'
  },
  viewDncLists: {
    label: 'See do-not-call lists',
    permissions: ['outbound:dncList:view'],
    effect: 'the do-not-call lists page is empty'
  },
  addDncNumbers: {
    label: 'Add do-not-call numbers',
    permissions: DNC_LIST_PLATFORM_PERMISSIONS.addNumbers,
    effect: 'Add numbers is disabled'
  },
  removeDncNumbers: {
    label: 'Remove do-not-call numbers',
    permissions: DNC_LIST_PLATFORM_PERMISSIONS.removeNumbers,
    effect: 'Remove numbers is disabled'
  },
  exportDncNumbers: {
    label: 'Export do-not-call lists',
    permissions: DNC_LIST_PLATFORM_PERMISSIONS.export,
    effect: 'Export is disabled'
  },
  viewSchedules: {
    label: 'See schedules (week view)',
    permissions: [SCHEDULE_PERMISSION.viewSchedules],
    effect: 'the week view shows no runs'
  },
  editSchedules: {
    label: 'Change schedules',
    permissions: SCHEDULE_PLATFORM_PERMISSIONS.editSchedules,
    effect: 'runs cannot be created, moved or resized'
  },
  deleteSchedules: {
    label: 'Delete schedules',
    permissions: [SCHEDULE_PERMISSION.deleteSchedules],
    effect: 'runs cannot be deleted'
  },
  viewCallableTimeSets: {
    label: 'See callable time sets',
    permissions: [SCHEDULE_PERMISSION.viewCallableTimeSets],
    effect: 'the callable time sets page is empty'
  },
  addCallableTimeSets: {
    label: 'Create callable time sets',
    permissions: [SCHEDULE_PERMISSION.addCallableTimeSets],
    effect: 'New set is disabled'
  },
  editCallableTimeSets: {
    label: 'Change callable time sets',
    permissions: SCHEDULE_PLATFORM_PERMISSIONS.editCallableTimeSets,
    effect: 'the sets are read-only'
  },
  deleteCallableTimeSets: {
    label: 'Delete callable time sets',
    permissions: [SCHEDULE_PERMISSION.deleteCallableTimeSets],
    effect: 'Delete is disabled'
  },
  viewSequences: {
    label: 'See sequences',
    permissions: [SCHEDULE_PERMISSION.viewSequences],
    effect: 'the sequences page is empty'
  },
  addSequences: {
    label: 'Create sequences',
    permissions: [SCHEDULE_PERMISSION.addSequences],
    effect: 'New sequence is disabled'
  },
  editSequences: {
    label: 'Change sequences',
    permissions: SCHEDULE_PLATFORM_PERMISSIONS.editSequences,
    effect: 'sequences are read-only'
  },
  runSequences: {
    label: 'Start and stop sequences',
    permissions: SCHEDULE_PLATFORM_PERMISSIONS.runSequences,
    effect: 'Start and Stop are disabled'
  },
  deleteSequences: {
    label: 'Delete sequences',
    permissions: [SCHEDULE_PERMISSION.deleteSequences],
    effect: 'Delete is disabled'
  },
  directorySearch: {
    label: 'Find people in the directory (adding users)',
    permissions: [],
    effect: 'a person is added by typing their name and address'
  }
} satisfies Record<string, FeatureRequirement>

export type FeatureKey = keyof typeof FEATURE_REQUIREMENTS

/** One feature's requirement, typed as a whole (some carry `alsoAccepted`). */
export const requirementOf = (key: FeatureKey): FeatureRequirement => FEATURE_REQUIREMENTS[key]
