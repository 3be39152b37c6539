import { json } from '../../reply'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { findVersioned, type VersionedInput, type VersionedKind } from '../kit/versionedObjectRoutes'
import type { Versioned } from '../kit/versionedStore'
import { notFound } from '../outboundError'
import type { ImportStatus } from './contactRecord'
import { toImportStatus } from './contactViews'

/**
 * `GET …/{id}/importstatus` of a list that takes imports (contact lists, DNC lists): the import under way, else
 * the last one. The emulator's reading: a list never imported into has no import status to answer (404).
 */
export const importStatusRoute = <T extends Versioned, I extends VersionedInput<T>>(
  kind: VersionedKind<T, I>,
  statusOf: (ctx: ApiContext, list: T) => ImportStatus | undefined
): ApiRoute => ({
  method: 'GET',
  path: `${kind.path}/{${kind.param}}/importstatus`,
  handler: (ctx, params) => {
    const found = findVersioned(kind, ctx, params)
    if ('reply' in found) return found.reply
    const status = statusOf(ctx, found.record)
    if (!status) return notFound(`import status of ${kind.label}`, found.record.id, ctx.correlationId)
    return json(200, toImportStatus(status))
  },
  permissions: [`${kind.permission}:view`]
})
