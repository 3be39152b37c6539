/**
 * Do-not-call lists as a versioned object (kit/versionedObjectRoutes.ts, `/api/v2/outbound/dnclists`): a list's
 * imports whose time has come are applied before it is read (the realism mode: numbers added are processed for a
 * while, DncStore.startImport); before its numbers change, every campaign using it writes down what it dialed
 * until then (a number added now does not un-call a contact called before). The source type and contact method
 * cannot change; a list attached to a campaign cannot be deleted (400).
 */
import { randomUUID } from 'node:crypto'
import { orgOf, type ApiContext } from '../../platform/apiContext'
import type { VersionedKind } from '../kit/versionedObjectRoutes'
import { fail, ok } from '../outcome'
import { NO_INCLUDES, readIncludes, toDncList } from './contactViews'
import type { DncListInput, DncListRecord } from './dncListRecord'
import { validateDncList } from './validateDncList'

export const DNC_LISTS_PATH = '/api/v2/outbound/dnclists'

/** Applies the list's due imports, the campaigns using it told first. */
export function settleDncList(ctx: ApiContext, list: DncListRecord): void {
  const { dnc, recorder } = ctx.state.outbound
  dnc.settle(list, () => recorder.dncChanging(list.organizationId, list.id))
}

export const dncLists: VersionedKind<DncListRecord, DncListInput> = {
  path: DNC_LISTS_PATH,
  param: 'dncListId',
  label: 'DNC list',
  permission: 'outbound:dncList',
  auditType: 'DNCList',
  store: ctx => ctx.state.outbound.dnc,
  /** the caller's organisation's due imports, applied before its lists are listed */
  beforeListing(ctx) {
    for (const id of ctx.state.outbound.dnc.importing()) {
      const list = ctx.state.outbound.dnc.find(orgOf(ctx), id)
      if (list) settleDncList(ctx, list)
    }
  },
  found: settleDncList,
  view: (ctx, list) => toDncList(list, ctx.state.outbound, readIncludes(ctx.query)),
  savedView: (ctx, list) => toDncList(list, ctx.state.outbound, NO_INCLUDES),
  keep(ctx, list) {
    const source = ctx.query.get('dncSourceType')
    return !source || list.dncSourceType === source
  },
  validate: (ctx, body) => validateDncList(body, ctx.state.outbound.lookup(orgOf(ctx))),
  create: (ctx, input) =>
    ok(ctx.state.outbound.dnc.create(orgOf(ctx), randomUUID(), { ...input, numbers: new Map() })),
  checkUpdate: (list, input) =>
    input.dncSourceType !== list.dncSourceType || input.contactMethod !== list.contactMethod
      ? fail(
          400,
          'invalid.update',
          'An attempt was made to update a DncList in an invalid way. Details: dncSourceType and contactMethod cannot change.',
          { entityId: list.id, entityName: list.name }
        )
      : ok(undefined),
  usedBy: {
    status: 400,
    used: 'attached to',
    uses: (list, campaign) => campaign.dncLists.some(ref => ref.id === list.id)
  },
  removed: (ctx, list) => ctx.state.outbound.exports.forget('dncList', list.id)
}
