/**
 * An export asked for (POST …/export): its file written now, ready at once or, in the realism mode, `exportMs`
 * later; once ready the platform tells the person who asked on `v2.users.{userId}.outbound.{contactlists |
 * dnclists}.{listId}.export` (ContactlistDownloadReadyExportUri / DnclistDownloadReadyExportUri: `{uri,
 * exportTimestamp}`), once.
 */
import { randomUUID } from 'node:crypto'
import type { RequestContext } from '../../requestContext'
import type { ApiContext } from '../../platform/apiContext'
import { exportTopic } from '../../notifications/topics'
import type { DownloadRecord, ExportKind } from './exportStore'
import { later } from './later'

/** The emulator's own address as the caller reached it (like a notification channel's connectUri). */
export const origin = (ctx: RequestContext) => `http://${ctx.headers.host ?? 'localhost'}`

export const downloadUri = (ctx: RequestContext, id: string) => `${origin(ctx)}/api/v2/downloads/${id}`

/** ExportUri: where the export is, and when its file was written. */
export const toExportUri = (ctx: RequestContext, download: DownloadRecord) => ({
  uri: downloadUri(ctx, download.id),
  exportTimestamp: new Date(download.readyAt).toISOString()
})

const fileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_')}.csv`

const TOPIC_KIND = { contactList: 'contactlists', dncList: 'dnclists' } as const

/** Sends the export's notification if its file is ready and it has not been sent yet. */
export function announceExport(ctx: ApiContext, kind: ExportKind, listId: string, download: DownloadRecord) {
  // not ready yet, already said, or gone (a reset, or trimmed as too old)
  if (download.announced || ctx.state.outbound.exports.download(download.id, ctx.options.now()) !== download)
    return
  download.announced = true
  ctx.state.notifications.publish(
    download.organizationId,
    exportTopic(download.askedBy, TOPIC_KIND[kind], listId),
    toExportUri(ctx, download)
  )
}

export function startExport(
  ctx: ApiContext,
  kind: ExportKind,
  list: { id: string; name: string },
  body: string
): DownloadRecord {
  const askedAt = ctx.options.now()
  const delay = ctx.options.realism?.exportMs ?? 0
  const download = ctx.state.outbound.exports.add(kind, list.id, {
    id: randomUUID(),
    organizationId: ctx.session.organization.id,
    askedBy: ctx.session.user.id,
    fileName: fileName(list.name),
    body,
    askedAt,
    readyAt: askedAt + delay,
    announced: false
  })
  if (delay === 0) announceExport(ctx, kind, list.id, download)
  // a moment after, so that the clock says it is ready; a clock that has not moved leaves it to GET …/export
  else later(delay + 1, () => announceExport(ctx, kind, list.id, download))
  return download
}
