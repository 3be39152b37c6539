/**
 * The readout while a run is dragged, resized or changed by the keyboard: its new times and how far the edge
 * (or the whole run) went, "Tue 9:00 AM–5:15 PM (+3 h 15 min)", in quarter hours as the drag snaps.
 */
import type { DateTexts } from './dateFormat'

const MINUTE_MS = 60_000

export type DurationUnit = 'days' | 'hours' | 'minutes'

/** "+3 h 15 min", "−45 min", "+1 d 2 h", "0 min": the words of each unit from the person's language. */
export function changeText(by: number, unit: (kind: DurationUnit, count: number) => string): string {
  const minutes = Math.round(Math.abs(by) / MINUTE_MS)
  const days = Math.floor(minutes / 1_440)
  const hours = Math.floor((minutes % 1_440) / 60)
  const rest = minutes % 60
  const parts = [
    days ? unit('days', days) : null,
    hours ? unit('hours', hours) : null,
    rest || minutes === 0 ? unit('minutes', rest) : null
  ].filter(Boolean)
  // a true minus sign, as figures are written
  const sign = by > 0 ? '+' : by < 0 ? '\u2212' : ''
  return `${sign}${parts.join(' ')}`
}

export interface ReadoutTexts {
  unit: (kind: DurationUnit, count: number) => string
  /** the range and the change together ("{{range}} ({{change}})" in English) */
  line: (range: string, change: string) => string
}

/** The new range of a run in the shown zone, and the change by `by` ms. */
export const changeReadout = (
  dates: Pick<DateTexts, 'range'>,
  texts: ReadoutTexts,
  start: number,
  end: number,
  by: number
): string => texts.line(dates.range(start, end), changeText(by, texts.unit))
