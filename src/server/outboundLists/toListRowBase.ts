import type { ContactListImport } from '@/shared/contactLists/contactListTypes'
import type { PlatformDncList } from '@/server/platform/contactListModels'
import { toListImport } from './toListImport'

/** What the platform says of every outbound list (contact lists, do-not-call lists) that its row shows. */
type PlatformList = Pick<
  PlatformDncList,
  'id' | 'name' | 'division' | 'size' | 'importStatus' | 'dateModified' | 'version'
>

export interface ListRowBase<C> {
  id: string
  name: string
  divisionId: string | null
  divisionName: string | null
  size: number
  campaigns: C[]
  importStatus: ContactListImport | null
  dateModified: string | null
  version: number
}

/** The fields every outbound list's row has, with the campaigns that use it by name; a kind adds its own. */
export const toListRowBase = <C extends { name: string }>(
  list: PlatformList,
  campaigns: readonly C[]
): ListRowBase<C> => ({
  id: list.id,
  name: list.name,
  divisionId: list.division?.id ?? null,
  divisionName: list.division?.name ?? null,
  size: list.size ?? 0,
  campaigns: [...campaigns].sort((a, b) => a.name.localeCompare(b.name)),
  importStatus: toListImport(list.importStatus),
  dateModified: list.dateModified ?? null,
  version: list.version
})
