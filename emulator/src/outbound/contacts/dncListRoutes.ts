/**
 * The Outbound API's do-not-call list endpoints (`/api/v2/outbound/dnclists…`): the lists (a versioned object:
 * dncListKind.ts), the phone numbers of internal ones (rds, rds_custom: dncNumberRoutes.ts) and their import
 * status. Another organisation's list is a plain 404.
 */
import type { ApiRoute } from '../../platform/apiContext'
import { versionedObjectRoutes } from '../kit/versionedObjectRoutes'
import { dncLists } from './dncListKind'
import { dncNumberRoutes } from './dncNumberRoutes'
import { importStatusRoute } from './importStatusRoute'

export const dncListRoutes: ApiRoute[] = [
  ...versionedObjectRoutes(dncLists),
  ...dncNumberRoutes,
  importStatusRoute(dncLists, (ctx, list) => ctx.state.outbound.dnc.importStatus(list))
]
