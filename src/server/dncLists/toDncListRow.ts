import { INTERNAL_DNC_SOURCES, type DncListCampaign, type DncListRow } from '@/shared/dncLists/dncListTypes'
import type { PlatformDncList } from '@/server/platform/contactListModels'
import { toListRowBase } from '@/server/outboundLists/toListRowBase'

/** A platform do-not-call list as the screen shows it, with the campaigns it is attached to (by name). */
export function toDncListRow(list: PlatformDncList, campaigns: readonly DncListCampaign[] = []): DncListRow {
  const contactMethod = list.contactMethod ?? null
  return {
    ...toListRowBase(list, campaigns),
    dncSourceType: list.dncSourceType,
    contactMethod,
    // the platform takes numbers only on its own lists of phone numbers (a list without a method is Phone)
    takesNumbers: INTERNAL_DNC_SOURCES.includes(list.dncSourceType) && (contactMethod ?? 'Phone') === 'Phone'
  }
}
