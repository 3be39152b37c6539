import type { ContactListCampaign, ContactListRow } from '@/shared/contactLists/contactListTypes'
import type { PlatformContactListDetail } from '@/server/platform/contactListModels'
import { toListRowBase } from '@/server/outboundLists/toListRowBase'

/**
 * A platform contact list as the screen shows it, with the campaigns that dial it. "Worked" is the progress of
 * the campaign that has called most of the list: two campaigns on one list call the same contacts, so their
 * counts do not add up.
 */
export function toContactListRow(
  list: PlatformContactListDetail,
  campaigns: readonly ContactListCampaign[] = []
): ContactListRow {
  const furthest = campaigns.reduce<ContactListCampaign | null>(
    (best, campaign) => (!best || campaign.called > best.called ? campaign : best),
    null
  )
  return {
    ...toListRowBase(list, campaigns),
    worked: furthest ? { called: furthest.called, total: furthest.total || list.size || 0 } : null,
    columnNames: list.columnNames,
    phoneColumns: list.phoneColumns.map(column => ({
      columnName: column.columnName,
      type: column.type,
      callableTimeColumn: column.callableTimeColumn ?? null
    }))
  }
}
