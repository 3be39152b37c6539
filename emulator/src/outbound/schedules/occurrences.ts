/**
 * When a schedule's target should be running, as instants: its explicit intervals and the occurrences of its
 * recurrences (Daily or Weekly every `interval` days/weeks; NoEnd, EndDate or Numbered). Occurrences are laid
 * out on local dates (naive day arithmetic) and only then turned into instants in their zone, so 09:00 stays
 * 09:00 across a daylight-saving change. Recurrences are endless, so only a window is ever computed.
 */
import { DAY_MS, fromNaiveMs, instantOf, naiveMs, type LocalDateTime } from './localTime'
import { WEEKDAYS, type RecurrenceRecord, type ScheduleInput } from './scheduleRecord'

export type Span = [start: number, end: number]

const dayIndex = (t: LocalDateTime) => Math.floor(naiveMs(t) / DAY_MS)
const atDay = (t: LocalDateTime, day: number) =>
  fromNaiveMs(day * DAY_MS + (naiveMs(t) - dayIndex(t) * DAY_MS))

/** ISO weekday of a day index (day 0 = 1970-01-01, a Thursday): 1 = Monday … 7 = Sunday. */
const weekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1

/**
 * The local start days (day indexes) of the recurrence's occurrences that lie in [fromDay, toDay], in order.
 * Numbered ranges count occurrences from the first one, whatever the window.
 */
function occurrenceDays(rec: RecurrenceRecord, fromDay: number, toDay: number): number[] {
  const first = dayIndex(rec.start)
  const every = Math.max(1, rec.pattern.interval)
  const lastDay = rec.range.type === 'EndDate' && rec.range.end ? dayIndex(rec.range.end) : Infinity
  const limit = rec.range.type === 'Numbered' ? (rec.range.numberOfOccurrences ?? 0) : Infinity
  const days: number[] = []
  const upTo = Math.min(toDay, lastDay)
  if (rec.pattern.type === 'Daily') {
    const k0 = Math.max(0, Math.ceil((fromDay - first) / every))
    for (let k = k0; k < limit; k += 1) {
      const day = first + k * every
      if (day > upTo) break
      days.push(day)
    }
    return days
  }
  // Weekly: weeks begin on Monday; the first week only counts its days from the first occurrence's date on.
  const weekdays = [...new Set(rec.pattern.daysOfWeek ?? [])]
    .map(name => WEEKDAYS.indexOf(name) + 1)
    .filter(n => n > 0)
    .sort((a, b) => a - b)
  if (weekdays.length === 0) return days
  const firstMonday = first - (weekdayOf(first) - 1)
  const inFirstWeek = weekdays.filter(w => firstMonday + w - 1 >= first).length
  const j0 = Math.max(0, Math.floor((fromDay - firstMonday) / (7 * every)))
  for (let j = j0; ; j += 1) {
    const monday = firstMonday + j * 7 * every
    if (monday > upTo) break
    let ordinal = j === 0 ? 0 : inFirstWeek + (j - 1) * weekdays.length
    for (const w of weekdays) {
      const day = monday + w - 1
      if (day < first) continue
      if (ordinal >= limit) return days
      if (day >= fromDay && day <= upTo) days.push(day)
      ordinal += 1
    }
  }
  return days
}

/** How long one occurrence lasts in local time, in whole days to look back for ones still running. */
export const spanDays = (rec: RecurrenceRecord) =>
  Math.ceil((naiveMs(rec.end) - naiveMs(rec.start)) / DAY_MS) + 1

/** Occurrences of one recurrence that start on a local day in [fromDay, toDay], as instants. */
function recurrenceSpans(rec: RecurrenceRecord, zone: string, fromDay: number, toDay: number): Span[] {
  const length = naiveMs(rec.end) - naiveMs(rec.start)
  return occurrenceDays(rec, fromDay, toDay).map(day => {
    const start = atDay(rec.start, day)
    const end = fromNaiveMs(naiveMs(start) + length)
    return [instantOf(start, zone), instantOf(end, zone)]
  })
}

/** Every interval and occurrence of the schedule that overlaps [from, to] (instants), sorted by start. */
export function spansBetween(schedule: ScheduleInput, from: number, to: number): Span[] {
  const spans: Span[] = []
  for (const interval of schedule.intervals) {
    const span: Span = [
      instantOf(interval.start, schedule.timeZone),
      instantOf(interval.end, schedule.timeZone)
    ]
    if (span[1] >= from && span[0] <= to) spans.push(span)
  }
  // Local days differ from UTC days by at most 14 hours: one day of margin on each side covers every zone.
  const fromDay = Math.floor(from / DAY_MS) - 1
  const toDay = Math.floor(to / DAY_MS) + 1
  for (const rec of schedule.recurrences) {
    const zone = rec.timeZone ?? schedule.timeZone
    for (const span of recurrenceSpans(rec, zone, fromDay - spanDays(rec), toDay))
      if (span[1] >= from && span[0] <= to && span[1] > span[0]) spans.push(span)
  }
  return spans.sort((a, b) => a[0] - b[0] || a[1] - b[1])
}

/** Overlapping or touching spans become one: the target runs on through them without a stop. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const merged: Span[] = []
  for (const [start, end] of spans) {
    const last = merged[merged.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}
