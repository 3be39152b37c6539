import type { GenesysCloudPage, GenesysCloudPageKind } from '@/shared/campaigns/performanceTypes'
import type { PlatformConfig } from './platformConfig'

/**
 * Where the Genesys Cloud admin UI (`https://apps.<region>`) shows each object a diagnosis may send someone to.
 * These are the UI's own addresses (hash routes of its single-page app), not an API: Genesys may move them
 * without notice. They are the ones public integrations link to; docs/platform-assumptions.md says what is
 * known of each and what the app does if one moves (the person lands on the admin UI and finds the page there).
 */
export const GENESYS_CLOUD_PAGE_PATHS: Record<GenesysCloudPageKind, (id: string) => string> = {
  queueMembers: id => `/directory/#/admin/organization/queues/${id}/members`,
  script: id => `/directory/#/admin/scripts/${id}`,
  contactList: id => `/directory/#/admin/campaignManagement/contactLists/${id}`,
  dncList: id => `/directory/#/admin/campaignManagement/dncLists/${id}`,
  callableTimeSet: id => `/directory/#/admin/campaignManagement/callableTimeSets/${id}`,
  ruleSet: id => `/directory/#/admin/campaignManagement/ruleSets/${id}`,
  edgeGroup: id => `/directory/#/admin/telephony/edgeGroups/${id}`,
  campaign: id => `/directory/#/admin/campaignManagement/campaigns/${id}`
}

/**
 * The origin of the Genesys Cloud UI of the region the app talks to now (`config`: the build's default, or a
 * Client App's region): its region's `hostOrigin`, whatever the configuration says it is (the emulator's own
 * origin when the app runs against the emulator). Undefined when the region is not one of the build's.
 */
export function genesysCloudUiOrigin(config: PlatformConfig): string | undefined {
  return config.regions.find(region => region.apiBaseUrl === config.apiBaseUrl)?.hostOrigin
}

/** The address of `page` in the Genesys Cloud UI at `uiOrigin`; ids are encoded, never read as a path. */
export const genesysCloudPageUrl = ({ page, id }: GenesysCloudPage, uiOrigin: string): string =>
  `${uiOrigin}${GENESYS_CLOUD_PAGE_PATHS[page](encodeURIComponent(id))}`
