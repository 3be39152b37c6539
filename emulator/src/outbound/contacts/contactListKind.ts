/**
 * Contact lists as a versioned object (kit/versionedObjectRoutes.ts, `/api/v2/outbound/contactlists`): a list's
 * imports whose time has come are applied before it is read (the realism mode, ContactStore.startImport). A list
 * created through the API starts empty; its columns and phone columns cannot change; a list any campaign uses
 * cannot be deleted (400, whatever the campaign's status); its contacts and exports go with it.
 */
import { randomUUID } from 'node:crypto'
import { orgOf } from '../../platform/apiContext'
import type { VersionedKind } from '../kit/versionedObjectRoutes'
import type { ContactListRecord } from '../outboundResources'
import { ok } from '../outcome'
import { NO_INCLUDES, readIncludes, toContactList } from './contactViews'
import { checkColumnsUnchanged, validateContactList, type ContactListInput } from './validateContactList'

export const CONTACT_LISTS_PATH = '/api/v2/outbound/contactlists'

export const contactLists: VersionedKind<ContactListRecord, ContactListInput> = {
  path: CONTACT_LISTS_PATH,
  param: 'contactListId',
  label: 'contact list',
  permission: 'outbound:contactList',
  auditType: 'ContactList',
  store: ctx => ctx.state.outbound.contactLists,
  /** the organisation's imports whose time has come, applied before its lists are listed */
  beforeListing(ctx) {
    const { contactLists: lists, contacts } = ctx.state.outbound
    for (const id of contacts.importing()) {
      const list = lists.find(orgOf(ctx), id)
      if (list) contacts.settle(list)
    }
  },
  found: (ctx, list) => ctx.state.outbound.contacts.settle(list),
  view: (ctx, list) => toContactList(list, ctx.state.outbound, readIncludes(ctx.query)),
  savedView: (ctx, list) => toContactList(list, ctx.state.outbound, NO_INCLUDES),
  validate: (ctx, body) => validateContactList(body, ctx.state.outbound.lookup(orgOf(ctx))),
  create(ctx, input) {
    const { contactLists: lists, contacts } = ctx.state.outbound
    const list = lists.create(orgOf(ctx), randomUUID(), { ...input, size: 0 })
    contacts.created(list)
    return ok(list)
  },
  checkUpdate: checkColumnsUnchanged,
  usedBy: { status: 400, used: 'used by', uses: (list, campaign) => campaign.contactListId === list.id },
  removed(ctx, list) {
    ctx.state.outbound.contacts.deleted(list)
    ctx.state.outbound.exports.forget('contactList', list.id)
  }
}
