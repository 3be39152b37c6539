/**
 * The DNC list a call names, with its imports whose time has come applied first (the realism mode: numbers added
 * are processed for a while, DncStore.startImport). Before numbers change, every campaign using the list writes
 * down what it dialed until then (a number added now does not un-call a contact called before).
 */
import type { Reply } from '../../reply'
import type { PathParams } from '../../router'
import type { ApiContext } from '../../platform/apiContext'
import { notFound } from '../outboundError'
import type { DncListRecord } from './dncStore'

export const DNC_LISTS_PATH = '/api/v2/outbound/dnclists'

/** Applies the list's due imports, the campaigns using it told first. */
export function settleDncList(ctx: ApiContext, list: DncListRecord): void {
  const { dnc, recorder } = ctx.state.outbound
  dnc.settle(list, () => recorder.dncChanging(list.organizationId, list.id))
}

/** The caller's organisation's due imports, applied before its lists are listed. */
export function settleDncImports(ctx: ApiContext): void {
  for (const id of ctx.state.outbound.dnc.importing()) {
    const list = ctx.state.outbound.dnc.find(ctx.session.organization.id, id)
    if (list) settleDncList(ctx, list)
  }
}

/** The list in the path (its due imports applied), or the 404 for one the caller's org does not have. */
export function dncListOf(ctx: ApiContext, params: PathParams): { list: DncListRecord } | { reply: Reply } {
  const id = params.dncListId ?? ''
  const list = ctx.state.outbound.dnc.find(ctx.session.organization.id, id)
  if (list) settleDncList(ctx, list)
  return list ? { list } : { reply: notFound('DNC list', id, ctx.correlationId) }
}
