/**
 * The contract between the app's backend for the browser (`/api/campaigns…`, src/server/campaigns) and the
 * browser (src/features/campaigns): the JSON shapes both sides speak, in one import. docs/campaigns.md explains
 * each call. Platform vocabulary (dialing modes, statuses, permission names) is kept as Genesys Cloud spells it.
 */

export * from './campaignPermissions'
export * from './campaignRow'
export * from './campaignOverview'
export * from './campaignDetail'
export * from './bulkActions'
