import { INTERNAL_DNC_SOURCES, type DncListCampaign, type DncListRow } from '@/shared/dncLists/dncListTypes'
import type { PlatformDncList } from '@/server/platform/contactListModels'
import { toListImport } from '@/server/contactLists/toListImport'

/** A platform do-not-call list as the screen shows it, with the campaigns it is attached to (by name). */
export function toDncListRow(list: PlatformDncList, campaigns: readonly DncListCampaign[] = []): DncListRow {
  const contactMethod = list.contactMethod ?? null
  return {
    id: list.id,
    name: list.name,
    divisionId: list.division?.id ?? null,
    divisionName: list.division?.name ?? null,
    size: list.size ?? 0,
    dncSourceType: list.dncSourceType,
    contactMethod,
    // the platform takes numbers only on its own lists of phone numbers (a list without a method is Phone)
    takesNumbers: INTERNAL_DNC_SOURCES.includes(list.dncSourceType) && (contactMethod ?? 'Phone') === 'Phone',
    campaigns: [...campaigns].sort((a, b) => a.name.localeCompare(b.name)),
    importStatus: toListImport(list.importStatus),
    dateModified: list.dateModified ?? null,
    version: list.version
  }
}
