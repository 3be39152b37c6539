/**
 * The Outbound API's contact list endpoints (`/api/v2/outbound/contactlists…`): the lists themselves (a
 * versioned object: contactListKind.ts), clearing one, and its import status. Their contacts are in
 * contactRoutes.ts, exports in exportRoutes.ts. Another organisation's list is a plain 404.
 */
import { empty } from '../../reply'
import type { ApiRoute } from '../../platform/apiContext'
import { findVersioned, versionedObjectRoutes } from '../kit/versionedObjectRoutes'
import { CONTACT_LISTS_PATH, contactLists } from './contactListKind'
import { importStatusRoute } from './importStatusRoute'

export const contactListRoutes: ApiRoute[] = [
  ...versionedObjectRoutes(contactLists),
  {
    method: 'POST',
    path: `${CONTACT_LISTS_PATH}/{contactListId}/clear`,
    // every contact of the list goes; campaigns using it have nothing left to dial
    handler: (ctx, params) => {
      const found = findVersioned(contactLists, ctx, params)
      if ('reply' in found) return found.reply
      ctx.state.outbound.contacts.clear(found.record)
      return empty(204)
    },
    permissions: ['outbound:contact:delete']
  },
  importStatusRoute(contactLists, (ctx, list) => ctx.state.outbound.contacts.importStatus(list))
]
