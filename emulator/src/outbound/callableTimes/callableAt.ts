/**
 * Whether a contact may be called at an instant under a callable time set. The emulator's rule (the platform's
 * is richer): the contact's own time zone (the list's `callableTimeColumn` of the number's phone column) is
 * where it is read; a contact without a known zone is read in the zone of the set's first callable time. The
 * contact is callable when that local weekday and time fall in any time slot of the set (start included, stop
 * excluded), whichever callable time the slot belongs to.
 */
import { isKnownTimeZone, localOf } from '../schedules/localTime'
import type { CallableTimeSetRecord } from './callableTimeSetRecord'

export function callableAt(set: CallableTimeSetRecord, contactZone: string | undefined, at: number): boolean {
  const zone = isKnownTimeZone(contactZone) ? contactZone : set.callableTimes[0]?.timeZoneId
  if (!zone) return true
  const local = localOf(at, zone)
  const seconds = local.hour * 3600 + local.minute * 60 + local.second
  return set.callableTimes.some(time =>
    time.timeSlots.some(slot => slot.day === local.weekday && slot.start <= seconds && seconds < slot.stop)
  )
}
