/**
 * A zone's callable hours in a line: "Mon–Fri 08:00–21:00, Sat 09:00–17:00 · America/New_York". Consecutive
 * days with the same hours are one group; days without hours are left out.
 */
import { minutesOf } from '@/shared/schedules/localTime'
import { type CallableTime, type Weekday, WEEKDAYS } from '@/shared/schedules/scheduleTypes'

export interface SummaryWords {
  /** a day's short name (Mon), in the screen's language */
  dayName: (day: Weekday) => string
  /** 00:00–24:00 */
  allDay: string
  /** a zone without any hours */
  never: string
}

const shown = (time: string) => time
/** One slot as people read it: a stop of 00:00 after a start is midnight at the day's end (24:00). */
const slotText = (start: string, stop: string) =>
  start === '00:00' && stop === '00:00' ? null : `${shown(start)}–${stop === '00:00' ? '24:00' : shown(stop)}`

/** Each day's hours as text ('' when none), Monday first. */
export function dayTexts(callable: CallableTime, words: SummaryWords): Map<Weekday, string> {
  const texts = new Map<Weekday, string>()
  for (const day of WEEKDAYS) {
    const slots = callable.slots
      .filter(slot => slot.day === day)
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
    texts.set(day, slots.map(slot => slotText(slot.start, slot.stop) ?? words.allDay).join(' + '))
  }
  return texts
}

/** Runs of consecutive days with the same hours: [[first, last, text]…] (days without hours left out). */
export function dayGroups(texts: Map<Weekday, string>): [Weekday, Weekday, string][] {
  const groups: [Weekday, Weekday, string][] = []
  for (const day of WEEKDAYS) {
    const text = texts.get(day) ?? ''
    const last = groups[groups.length - 1]
    if (last && last[1] === day - 1 && last[2] === text) last[1] = day
    else if (text) groups.push([day, day, text])
  }
  return groups
}

/** The hours without the zone: "Mon–Fri 08:00–21:00, Sat 09:00–17:00". */
export function hoursSummary(callable: CallableTime, words: SummaryWords): string {
  const groups = dayGroups(dayTexts(callable, words))
  if (groups.length === 0) return words.never
  return groups
    .map(([first, last, text]) =>
      first === last
        ? `${words.dayName(first)} ${text}`
        : `${words.dayName(first)}–${words.dayName(last)} ${text}`
    )
    .join(', ')
}

/** The hours and the zone: "Mon–Fri 08:00–21:00, Sat 09:00–17:00 · America/New_York". */
export const callableSummary = (callable: CallableTime, words: SummaryWords): string =>
  `${hoursSummary(callable, words)} · ${callable.timeZone}`
