import Box from '@mui/material/Box'
import { memo, type MouseEvent, useMemo, useRef, useState } from 'react'

import { occurrencesBetween, type Occurrence, type ScheduledCampaign, type Span } from '@/shared/schedules'

import { barGeometry } from '../model/barGeometry'
import { barTimes } from '../model/barTimes'
import type { DateTexts } from '../model/dateFormat'
import type { EntryRef } from '../model/scheduleEdits'
import { inWindow, instantAt, positionIn, snapToQuarter, type WeekWindow } from '../model/weekWindow'
import { DragReadout } from './DragReadout'
import { NowLine } from './NowLine'
import { ScheduleBar } from './ScheduleBar'
import { type Drag, dragBy, keyOf, useBarDrag } from './useBarDrag'

export interface TimelineCellProps {
  campaign: ScheduledCampaign
  /** the week's width in px (the grid's column): what fits on a bar is worked out from it */
  trackPx: number
  window: WeekWindow
  now: number
  dates: DateTexts
  /** the bar's accessible name */
  barName: (campaign: ScheduledCampaign, run: Occurrence) => string
  /** a change's readout: the run's new times and how far it went (`by` ms) */
  readout: (start: number, end: number, by: number) => string
  /** the parts of the campaign's runs outside its callable times (drawn hatched on the bars) */
  outside: readonly Span[]
  editable: boolean
  rtl: boolean
  /** the grid's Tab stop: 0 when this cell is it */
  tabIndex: 0 | -1
  /** the id of the text that tells how to change a run with the keys */
  keysHintId?: string
  onOpen: (campaign: ScheduledCampaign, ref: EntryRef) => void
  onCreate: (campaign: ScheduledCampaign, at: number) => void
  /** a run moved (both by the same) or resized (one of them), in ms; its readout said with the save */
  onChange: (
    campaign: ScheduledCampaign,
    ref: EntryRef,
    startBy: number,
    endBy: number,
    readout: string
  ) => void
  /** a keyboard change's readout as it goes, to be said politely (null: given up) */
  onReadout: (text: string | null) => void
}

/** A touch screen has no pointer to come near a row first: its handles are always drawn. */
let coarse: boolean | undefined
// (asked once: every row scrolled into view renders this cell)
const coarsePointer = () =>
  (coarse ??= typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches)

const refOf = (run: Occurrence): EntryRef => ({ source: run.source, index: run.index })
const shownOf = (run: Occurrence, drag: Drag | null) =>
  drag?.key === keyOf(run) ? { start: run.start + drag.startBy, end: run.end + drag.endBy } : run

/**
 * One campaign's week: its runs as bars on the seven days (ScheduleBar), each a button named by its campaign
 * and times (Enter opens the interval form, which does all the pointer does); the now line. With editing
 * allowed, a bar is dragged to move the run, its edges to resize it, by quarter hours, or its end changed with
 * Shift and the arrows; the new times show beside it as it goes; a double-click on the free track starts a new
 * run there.
 */
export const TimelineCell = memo(function TimelineCell(props: TimelineCellProps) {
  const { campaign, window, now, outside, editable, rtl, tabIndex, readout } = props
  const runs = useMemo(
    () => (campaign.schedule ? occurrencesBetween(campaign.schedule, window.start, window.end) : []),
    [campaign.schedule, window]
  )
  const track = useRef<HTMLDivElement>(null)
  const textOf = (run: Occurrence, change: Drag) => {
    const shown = shownOf(run, change)
    return readout(shown.start, shown.end, dragBy(change))
  }
  const { drag, moved, begin, follow, end, cancel, onKeyDown } = useBarDrag({
    editable,
    rtl,
    track,
    onDone: (run, done) => props.onChange(campaign, refOf(run), done.startBy, done.endBy, textOf(run, done)),
    onStep: (run, step) => props.onReadout(step ? textOf(run, step) : null)
  })
  const dragged = drag ? runs.find(run => keyOf(run) === drag.key) : undefined
  // The resize handles are drawn in the row the pointer is in (it enters the row before it can reach an
  // edge), the row a bar of which has the focus, and always on a touch screen: four more parts a bar on every
  // row scrolled into view made the week drop frames.
  const [near, setNear] = useState(false)
  const handles = editable && (near || drag !== null || coarsePointer())

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!editable || event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width <= 0) return
    const x = (event.clientX - box.left) / box.width
    props.onCreate(campaign, snapToQuarter(instantAt(window, rtl ? 1 - x : x)))
  }

  return (
    <Box
      ref={track}
      onDoubleClick={onDoubleClick}
      onPointerEnter={() => setNear(true)}
      onPointerLeave={() => setNear(false)}
      onFocus={() => setNear(true)}
      onBlur={event => {
        if (!event.currentTarget.contains(event.relatedTarget)) setNear(false)
      }}
      data-testid={`timeline-${campaign.id}`}
      sx={theme => ({
        position: 'relative',
        width: '100%',
        height: '100%',
        // the days' borders, each a seventh (symmetric: the same in either direction)
        backgroundImage: `repeating-linear-gradient(to right, ${theme.vars?.palette.divider ?? theme.palette.divider} 0 1px, transparent 1px calc(100% / 7))`
      })}
    >
      {runs.map(run => {
        const key = keyOf(run)
        const shown = shownOf(run, drag)
        const geometry = barGeometry(shown, window)
        if (!geometry) return null
        return (
          <ScheduleBar
            key={key}
            geometry={geometry}
            name={props.barName(campaign, run)}
            times={barTimes(props.dates, shown.start, shown.end)}
            px={(geometry.width / 100) * props.trackPx}
            outside={outside.filter(span => span.end > run.start && span.start < run.end)}
            runStart={run.start}
            runLength={run.end - run.start}
            editable={editable}
            handles={handles}
            dragging={drag?.key === key}
            tabIndex={tabIndex}
            describedBy={editable ? props.keysHintId : undefined}
            onClick={() => {
              if (moved.current) moved.current = false
              else props.onOpen(campaign, refOf(run))
            }}
            onKeyDown={event => onKeyDown(event, run)}
            onBlur={() => drag?.keys && cancel(run)}
            onPointerDown={(event, mode) => begin(event, run, mode)}
            onPointerMove={event => follow(event, run)}
            onPointerUp={() => end(run)}
            onPointerCancel={() => cancel(run)}
          />
        )
      })}
      {drag && dragged && <DragReadout anchor={drag.anchor} text={textOf(dragged, drag)} />}
      {inWindow(window, now) && <NowLine position={positionIn(window, now)} />}
    </Box>
  )
})
