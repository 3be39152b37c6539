/**
 * A bar's times as drawn on it (its accessible name and tooltip always say them in full, useBarName): the start
 * and end in the shown zone, short ("9 AM", "09:00"), on one line when the bar is wide enough, the start above
 * the end when only that fits, nothing on a narrower bar. Which fits is decided from the bar's width in px (the
 * grid's column width: nothing is measured in script, the week may hold 2,000 rows) against the texts' widths
 * estimated here.
 */
import type { DateTexts } from './dateFormat'

/** 11 px text: a tabular digit is about 6.9 px in Inter, "M" wider, ":" and " " narrower; the estimate errs wide. */
const CHAR_PX = 7.2
/** the text's padding on both sides */
const PADDING_PX = 4
/** widths rounded up to a few steps (an estimate: no finer than it is) */
const STEP_PX = 4

const roundUp = (px: number) => Math.ceil(px / STEP_PX) * STEP_PX

export interface BarTimes {
  start: string
  end: string
  /** the bar's least width for "start–end" on one line */
  lineMin: number
  /** the bar's least width for the start above the end */
  stackMin: number
}

export function barTimes(dates: Pick<DateTexts, 'shortTime'>, start: number, end: number): BarTimes {
  const from = dates.shortTime(start)
  const to = dates.shortTime(end)
  return {
    start: from,
    end: to,
    lineMin: roundUp((from.length + to.length + 1) * CHAR_PX + PADDING_PX),
    stackMin: roundUp(Math.max(from.length, to.length) * CHAR_PX + PADDING_PX)
  }
}
