/**
 * One contact reached by a campaign (dialRecorder.ts): outside its callable times it is left for them; otherwise
 * the first of the campaign's phone columns with a callable number not on one of its DNC lists is called, and
 * the call record says how it ended (a stable roll per contact and campaign); with none, the contact is skipped.
 */
import type { CampaignRecord } from '../campaignRecord'
import { callableAt } from '../callableTimes/callableAt'
import type { CallableTimeSetRecord } from '../callableTimes/callableTimeSetRecord'
import type { ContactListRecord } from '../outboundResources'
import { DIAL_RESULTS, type ContactRecord } from './contactRecord'
import { toE164 } from './phoneNumbers'

/** How a call that went through ended, from a stable hash of the contact and the campaign. */
function outcome(contactId: string, campaignId: string): string {
  let hash = 0
  for (const char of contactId + campaignId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const roll = hash % 100
  if (roll < 40) return DIAL_RESULTS.liveVoice
  if (roll < 65) return DIAL_RESULTS.machine
  if (roll < 90) return DIAL_RESULTS.noAnswer
  return DIAL_RESULTS.busy
}

/** Writes a call record unless the number already has a later one (another campaign's): the latest wins. */
function write(contact: ContactRecord, column: string, lastAttempt: string, lastResult: string) {
  const existing = contact.callRecords[column]
  if (!existing || existing.lastAttempt <= lastAttempt)
    contact.callRecords[column] = { lastAttempt, lastResult }
}

/** The skip reason of a contact left alone because it is outside its callable times (not a platform result code). */
export const TIME_ZONE_SKIP = 'timeZone'

/** The contact's own time zone: the list's callableTimeColumn for the first of the campaign's phone columns having one. */
export function zoneOf(
  contact: ContactRecord,
  campaign: CampaignRecord,
  list: ContactListRecord
): string | undefined {
  for (const { columnName } of campaign.phoneColumns) {
    const column = list.phoneColumns.find(c => c.columnName === columnName)?.callableTimeColumn
    const zone = column ? contact.data[column]?.trim() : undefined
    if (zone) return zone
  }
  return undefined
}

/** Dials one contact at `at`: writes its call records and answers the skip reason, if it was skipped. */
export function dial(
  contact: ContactRecord,
  campaign: CampaignRecord,
  at: number,
  blocked: (e164: string, at: number) => boolean,
  hours?: { set: CallableTimeSetRecord; list: ContactListRecord }
): string | undefined {
  if (hours && !callableAt(hours.set, zoneOf(contact, campaign, hours.list), at)) return TIME_ZONE_SKIP
  const lastAttempt = new Date(at).toISOString()
  let onDnc = false
  if (contact.callable) {
    for (const { columnName } of campaign.phoneColumns) {
      const number = contact.data[columnName]
      if (!number || contact.phoneNumberStatus[columnName]?.callable === false) continue
      const e164 = toE164(number)
      if (e164 && blocked(e164, at)) {
        write(contact, columnName, lastAttempt, DIAL_RESULTS.doNotCall)
        onDnc = true
        continue
      }
      write(contact, columnName, lastAttempt, outcome(contact.id, campaign.id))
      return undefined
    }
  }
  const reason = onDnc ? DIAL_RESULTS.doNotCall : DIAL_RESULTS.uncallable
  const first = campaign.phoneColumns[0]?.columnName
  if (!onDnc && first) write(contact, first, lastAttempt, reason)
  return reason
}
