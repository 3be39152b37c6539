/**
 * Local date-times as schedules carry them: `2026-11-24T09:00:00.000`, no offset, meaning the wall-clock time in
 * the schedule's time zone. They are kept as their components and turned into instants only through @date-fns/tz
 * (TZDate), so an occurrence after a daylight-saving change keeps its wall-clock time. Date arithmetic on local
 * dates uses "naive" milliseconds (the components read as if they were UTC), which have no DST at all.
 */
import { TZDate } from '@date-fns/tz'

export interface LocalDateTime {
  year: number
  /** 1–12 */
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
}

export const DAY_MS = 86_400_000

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The components read as if they were UTC: for ordering and day arithmetic, never for instants. */
export const naiveMs = (t: LocalDateTime): number =>
  Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.millisecond)

export function fromNaiveMs(ms: number): LocalDateTime {
  const d = new Date(ms)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds()
  }
}

/** `yyyy-MM-ddTHH:mm[:ss[.SSS]]` with real calendar values (no 31 April, no 25:00), or undefined. */
export function parseLocalDateTime(value: unknown): LocalDateTime | undefined {
  if (typeof value !== 'string') return undefined
  const match = LOCAL_DATE_TIME.exec(value.trim())
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, ms] = match
  const parsed: LocalDateTime = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s ?? 0),
    millisecond: Number((ms ?? '0').padEnd(3, '0'))
  }
  // Date.UTC rolls 31 April over to 1 May: a value that does not come back unchanged was not a real one.
  const back = fromNaiveMs(naiveMs(parsed))
  const same = (Object.keys(parsed) as (keyof LocalDateTime)[]).every(key => back[key] === parsed[key])
  return same ? parsed : undefined
}

/** A local date `yyyy-MM-dd` (a date-time's date part is accepted too), as midnight of that day. */
export function parseLocalDate(value: unknown): LocalDateTime | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (LOCAL_DATE.test(text)) return parseLocalDateTime(`${text}T00:00`)
  const full = parseLocalDateTime(text)
  return full && { ...full, hour: 0, minute: 0, second: 0, millisecond: 0 }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `2026-11-24T09:00:00.000`, as the platform answers them. */
export const formatLocalDateTime = (t: LocalDateTime): string =>
  `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}.${pad(t.millisecond, 3)}`

export const formatLocalDate = (t: LocalDateTime): string => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`

/** The instant of a wall-clock time in `timeZone` (in a spring-forward gap: the time just after it). */
export function instantOf(t: LocalDateTime, timeZone: string): number {
  return new TZDate(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.millisecond, timeZone).getTime()
}

/** The wall-clock time of an instant in `timeZone`, with its ISO weekday (1 = Monday … 7 = Sunday). */
export function localOf(at: number, timeZone: string): LocalDateTime & { weekday: number } {
  const d = new TZDate(at, timeZone)
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
    second: d.getSeconds(),
    millisecond: d.getMilliseconds(),
    weekday: ((d.getDay() + 6) % 7) + 1
  }
}

const knownZones = new Map<string, boolean>()

/** An IANA zone name the runtime knows ("Europe/Paris", "UTC"); offsets such as "+01:00" are not zones. */
export function isKnownTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false
  let known = knownZones.get(value)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value })
      known = true
    } catch {
      known = false
    }
    knownZones.set(value, known)
  }
  return known
}
