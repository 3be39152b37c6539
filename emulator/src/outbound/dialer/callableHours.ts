/**
 * Whether a campaign's callable time set keeps it from calling anyone now, and when that next changes. The
 * emulator's rule (simpler than the platform's, which looks at each remaining contact): the campaign is held
 * back while the set is closed in every time zone its contacts may be read in (callableAt.ts: each contact's
 * own zone, or the set's first zone for a contact without a known one). The set opens and closes only at its
 * slots' starts and stops in those zones, so the next change is found among those instants: a change at a
 * known instant, which the schedule runner applies at that instant (the progress so far written down first).
 */
import { callableAt } from '../callableTimes/callableAt'
import type { CallableTimeSetRecord } from '../callableTimes/callableTimeSetRecord'
import { DAY_MS, fromNaiveMs, instantOf, isKnownTimeZone, localOf } from '../schedules/localTime'

/** The zones the set is read in for these contacts' zones (unknown ones fall back to the set's first zone). */
function readZones(set: CallableTimeSetRecord, contactZones: readonly (string | undefined)[]): string[] {
  const fallback = set.callableTimes[0]?.timeZoneId
  const zones = new Set<string>()
  for (const zone of contactZones) {
    const read = isKnownTimeZone(zone) ? zone : fallback
    if (read) zones.add(read)
  }
  return [...zones]
}

/** No zone of `zones` may be called at `at` (false for none). */
const closedIn = (set: CallableTimeSetRecord, zones: readonly string[], at: number) =>
  zones.length > 0 && zones.every(zone => !callableAt(set, zone, at))

/** True when no contact in any of `contactZones` may be called at `at` (false for an empty list of zones). */
export function closedEverywhere(
  set: CallableTimeSetRecord,
  contactZones: readonly (string | undefined)[],
  at: number
): boolean {
  return closedIn(set, readZones(set, contactZones), at)
}

/** How far ahead the next change is looked for; with none found, the state is checked again then. */
const HORIZON_DAYS = 8

/** The first instant after `after` at which `closedEverywhere` changes (or `after` + 8 days, to look again). */
export function nextHoursChange(
  set: CallableTimeSetRecord,
  contactZones: readonly (string | undefined)[],
  after: number
): number {
  const zones = readZones(set, contactZones)
  const closed = closedIn(set, zones, after)
  const candidates: number[] = []
  for (const zone of zones) {
    const local = localOf(after, zone)
    const midnight = Date.UTC(local.year, local.month - 1, local.day)
    for (let day = 0; day <= HORIZON_DAYS; day += 1) {
      const weekday = ((local.weekday - 1 + day) % 7) + 1
      for (const time of set.callableTimes)
        for (const slot of time.timeSlots) {
          if (slot.day !== weekday) continue
          for (const seconds of [slot.start, slot.stop]) {
            const at = instantOf(fromNaiveMs(midnight + day * DAY_MS + seconds * 1000), zone)
            if (at > after) candidates.push(at)
          }
        }
    }
  }
  candidates.sort((a, b) => a - b)
  for (const at of candidates) if (closedIn(set, zones, at) !== closed) return at
  return after + HORIZON_DAYS * DAY_MS
}
