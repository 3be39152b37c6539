import Box from '@mui/material/Box'
import {
  memo,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useMemo,
  useRef,
  useState
} from 'react'

import { occurrencesBetween, type Occurrence, type ScheduledCampaign, type Span } from '@/shared/schedules'

import { barGeometry } from '../model/barGeometry'
import type { EntryRef } from '../model/scheduleEdits'
import {
  inWindow,
  instantAt,
  positionIn,
  QUARTER_HOUR_MS,
  snapToQuarter,
  type WeekWindow
} from '../model/weekWindow'
import { NowLine } from './NowLine'

const DAY_MS = 86_400_000

type DragMode = 'move' | 'start' | 'end'

interface Drag {
  key: string
  mode: DragMode
  originX: number
  width: number
  startBy: number
  endBy: number
}

export interface TimelineCellProps {
  campaign: ScheduledCampaign
  window: WeekWindow
  now: number
  /** the bar's accessible name */
  barName: (campaign: ScheduledCampaign, run: Occurrence) => string
  /** the parts of the campaign's runs outside its callable times (drawn hatched on the bars) */
  outside: readonly Span[]
  editable: boolean
  rtl: boolean
  /** the grid's Tab stop: 0 when this cell is it */
  tabIndex: 0 | -1
  onOpen: (campaign: ScheduledCampaign, ref: EntryRef) => void
  onCreate: (campaign: ScheduledCampaign, at: number) => void
  /** a run moved (both by the same) or resized (one of them) by the pointer, in ms */
  onChange: (campaign: ScheduledCampaign, ref: EntryRef, startBy: number, endBy: number) => void
}

const keyOf = (run: Occurrence) => `${run.source}-${run.index}-${run.start}`

/**
 * One campaign's week: its runs as bars on the seven days, each a button named by its campaign and times
 * (Enter opens the interval form, which does all the pointer does); the now line. With editing allowed, a
 * bar is dragged to move the run, its edges to resize it, by quarter hours; a double-click on the free track
 * starts a new run there.
 */
export const TimelineCell = memo(function TimelineCell(props: TimelineCellProps) {
  const { campaign, window, now, outside, editable, rtl, tabIndex } = props
  const runs = useMemo(
    () => (campaign.schedule ? occurrencesBetween(campaign.schedule, window.start, window.end) : []),
    [campaign.schedule, window]
  )
  const [drag, setDrag] = useState<Drag | null>(null)
  const moved = useRef(false)
  const track = useRef<HTMLDivElement>(null)

  const begin = (event: PointerEvent<HTMLElement>, run: Occurrence, mode: DragMode) => {
    if (!editable || event.button !== 0 || !track.current) return
    event.stopPropagation()
    moved.current = false
    event.currentTarget.setPointerCapture?.(event.pointerId)
    setDrag({
      key: keyOf(run),
      mode,
      originX: event.clientX,
      width: track.current.getBoundingClientRect().width,
      startBy: 0,
      endBy: 0
    })
  }
  const follow = (event: PointerEvent<HTMLElement>, run: Occurrence) => {
    if (!drag || drag.key !== keyOf(run) || drag.width <= 0) return
    const dx = (event.clientX - drag.originX) * (rtl ? -1 : 1)
    const by = snapToQuarter((dx / drag.width) * 7 * DAY_MS)
    const length = run.end - run.start
    const startBy =
      drag.mode === 'end' ? 0 : drag.mode === 'start' ? Math.min(by, length - QUARTER_HOUR_MS) : by
    const endBy =
      drag.mode === 'start' ? 0 : drag.mode === 'end' ? Math.max(by, QUARTER_HOUR_MS - length) : by
    if (startBy !== drag.startBy || endBy !== drag.endBy) {
      moved.current = true
      setDrag({ ...drag, startBy, endBy })
    }
  }
  const end = (run: Occurrence) => {
    if (!drag || drag.key !== keyOf(run)) return
    setDrag(null)
    if (drag.startBy !== 0 || drag.endBy !== 0)
      props.onChange(campaign, { source: run.source, index: run.index }, drag.startBy, drag.endBy)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // the button's own Enter and Space: not the grid's (which would move or select)
    if (event.key === 'Enter' || event.key === ' ') event.stopPropagation()
  }
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
        const shown =
          drag?.key === key ? { ...run, start: run.start + drag.startBy, end: run.end + drag.endBy } : run
        const bar = barGeometry(shown, window)
        if (!bar) return null
        const parts = outside.filter(span => span.end > run.start && span.start < run.end)
        const ref: EntryRef = { source: run.source, index: run.index }
        return (
          <Box
            key={key}
            component="button"
            type="button"
            tabIndex={tabIndex}
            aria-label={props.barName(campaign, run)}
            title={props.barName(campaign, run)}
            data-testid="schedule-bar"
            onClick={() => {
              if (moved.current) moved.current = false
              else props.onOpen(campaign, ref)
            }}
            onKeyDown={onKeyDown}
            onPointerDown={event => begin(event, run, 'move')}
            onPointerMove={event => follow(event, run)}
            onPointerUp={() => end(run)}
            onPointerCancel={() => setDrag(null)}
            sx={{
              position: 'absolute',
              top: '22%',
              bottom: '22%',
              insetInlineStart: `${bar.left}%`,
              width: `max(${bar.width}%, 4px)`,
              p: 0,
              border: 0,
              overflow: 'hidden',
              cursor: editable ? (drag?.key === key ? 'grabbing' : 'grab') : 'pointer',
              bgcolor: 'primary.main',
              opacity: drag?.key === key ? 0.8 : 1,
              borderStartStartRadius: bar.clippedStart ? 0 : 4,
              borderEndStartRadius: bar.clippedStart ? 0 : 4,
              borderStartEndRadius: bar.clippedEnd ? 0 : 4,
              borderEndEndRadius: bar.clippedEnd ? 0 : 4,
              touchAction: 'none',
              zIndex: 1,
              '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 }
            }}
          >
            {parts.map(part => {
              const from = Math.max(part.start, run.start)
              const to = Math.min(part.end, run.end)
              return (
                <Box
                  key={part.start}
                  component="span"
                  aria-hidden
                  sx={theme => ({
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    insetInlineStart: `${((from - run.start) / (run.end - run.start)) * 100}%`,
                    width: `${((to - from) / (run.end - run.start)) * 100}%`,
                    backgroundImage: `repeating-linear-gradient(45deg, ${theme.vars?.palette.warning.main ?? theme.palette.warning.main} 0 3px, transparent 3px 6px)`
                  })}
                />
              )
            })}
            {editable &&
              (['start', 'end'] as const).map(edge => (
                <Box
                  key={edge}
                  component="span"
                  aria-hidden
                  data-testid={`bar-${edge}`}
                  onPointerDown={event => begin(event, run, edge)}
                  sx={{
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    width: 6,
                    cursor: 'ew-resize',
                    ...(edge === 'start' ? { insetInlineStart: 0 } : { insetInlineEnd: 0 })
                  }}
                />
              ))}
          </Box>
        )
      })}
      {inWindow(window, now) && <NowLine position={positionIn(window, now)} />}
    </Box>
  )
})
