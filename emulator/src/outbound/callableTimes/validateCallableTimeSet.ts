/**
 * Checks a CallableTimeSet body (POST and PUT), every problem at once: a name; `callableTimes` a non-empty list
 * of {timeZoneId (a known IANA zone), timeSlots [{startTime, stopTime ("HH:mm:ss" or "HH:mm"), day 1–7, Monday
 * first}]}, each slot's stop after its start.
 */
import { isObject, Problems } from '../kit/bodyProblems'
import { fail, type Outcome } from '../outcome'
import { isKnownTimeZone } from '../schedules/localTime'
import type { CallableTimeRecord, CallableTimeSetInput, TimeSlotRecord } from './callableTimeSetRecord'

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/

/** Seconds since midnight of "HH:mm[:ss]"; "24:00:00" is the end of the day (a stop time only). */
function seconds(value: unknown, allowEndOfDay: boolean): number | undefined {
  if (typeof value !== 'string') return undefined
  if (allowEndOfDay && /^24:00(:00)?$/.test(value)) return 86_400
  const match = TIME.exec(value)
  if (!match) return undefined
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0)
}

export function validateCallableTimeSet(value: unknown): Outcome<CallableTimeSetInput> {
  if (!isObject(value)) return fail(400, 'bad.request', 'The request body must be a CallableTimeSet object.')
  const problems = new Problems()
  const name = typeof value.name === 'string' && value.name.trim() ? value.name.trim() : undefined
  if (!name) problems.add('name', 'required', 'name is required.')
  const callableTimes: CallableTimeRecord[] = []
  if (!Array.isArray(value.callableTimes) || value.callableTimes.length === 0) {
    problems.add(
      'callableTimes',
      value.callableTimes === undefined ? 'required' : 'invalid.value',
      'callableTimes must list at least one {timeZoneId, timeSlots}.'
    )
  } else {
    value.callableTimes.forEach((time, i) => {
      const field = `callableTimes[${i}]`
      if (!isObject(time)) {
        problems.add(field, 'invalid.value', `${field} must be an object {timeZoneId, timeSlots}.`)
        return
      }
      if (!isKnownTimeZone(time.timeZoneId))
        problems.add(
          `${field}.timeZoneId`,
          time.timeZoneId === undefined ? 'required' : 'invalid.value',
          `${field}.timeZoneId: unknown time zone ${JSON.stringify(time.timeZoneId)} (an IANA name such as America/New_York).`
        )
      const slots: TimeSlotRecord[] = []
      if (!Array.isArray(time.timeSlots) || time.timeSlots.length === 0) {
        problems.add(
          `${field}.timeSlots`,
          time.timeSlots === undefined ? 'required' : 'invalid.value',
          `${field}.timeSlots must list at least one {startTime, stopTime, day}.`
        )
      } else {
        time.timeSlots.forEach((slot, j) => {
          const slotField = `${field}.timeSlots[${j}]`
          const item = isObject(slot) ? slot : {}
          const start = seconds(item.startTime, false)
          const stop = seconds(item.stopTime, true)
          const day = item.day
          if (start === undefined)
            problems.add(
              `${slotField}.startTime`,
              'invalid.value',
              `${slotField}.startTime must be a time such as 08:00:00.`
            )
          if (stop === undefined)
            problems.add(
              `${slotField}.stopTime`,
              'invalid.value',
              `${slotField}.stopTime must be a time such as 21:00:00.`
            )
          if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 7)
            problems.add(
              `${slotField}.day`,
              'invalid.value',
              `${slotField}.day must be 1 (Monday) to 7 (Sunday).`
            )
          else if (start !== undefined && stop !== undefined) {
            if (stop <= start)
              problems.add(
                `${slotField}.stopTime`,
                'invalid.value',
                `${slotField}.stopTime must be after its startTime.`
              )
            else slots.push({ start, stop, day })
          }
        })
      }
      if (isKnownTimeZone(time.timeZoneId))
        callableTimes.push({
          timeZoneId: time.timeZoneId,
          ...(typeof time.name === 'string' ? { name: time.name } : {}),
          timeSlots: slots
        })
    })
  }
  if (problems.any || !name) return problems.failure('callable time set')
  return { ok: true, value: { name, callableTimes } }
}
