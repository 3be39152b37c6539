import { isKnownTimeZone } from '@/shared/schedules/localTime'
import type { CallableSlot, CallableTimeSetRow } from '@/shared/schedules/scheduleTypes'

import { slotProblem, withinDays } from './callableHours'

/** One time zone of a set as the editor holds it (`key`: the zone's place in the form, whatever its name). */
export interface ZoneDraft {
  key: number
  timeZone: string | null
  slots: CallableSlot[]
}

let nextKey = 0
export const zoneDraft = (timeZone: string | null, slots: CallableSlot[] = []): ZoneDraft => ({
  key: nextKey++,
  timeZone,
  slots
})

/** The browser's own zone, when the platform knows it (a new set starts in it). */
const browserZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isKnownTimeZone(zone) ? zone : null
}

/** A set's zones as the editor starts from them; a new set has one zone, the browser's. */
export const zonesOf = (row: CallableTimeSetRow | null): ZoneDraft[] =>
  row
    ? row.callableTimes.map(callable => zoneDraft(callable.timeZone, withinDays(callable.slots)))
    : [zoneDraft(browserZone())]

/** What is wrong with a zone: none chosen (or not one the platform knows), or one already in the set. */
export const zoneProblem = (zones: readonly ZoneDraft[], zone: ZoneDraft, index: number) =>
  !zone.timeZone || !isKnownTimeZone(zone.timeZone)
    ? 'zoneRequired'
    : zones.findIndex(other => other.timeZone === zone.timeZone) !== index
      ? 'zoneTwice'
      : null

/** Whether the zones can be saved: at least one, each chosen once, every slot well formed. */
export const zonesValid = (zones: readonly ZoneDraft[]) =>
  zones.length > 0 &&
  zones.every((zone, index) => zoneProblem(zones, zone, index) === null) &&
  zones.every(zone => zone.slots.every(slot => slotProblem(slot) === null))
