import Box from '@mui/material/Box'
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react'

import type { Span } from '@/shared/schedules'

import type { BarGeometry } from '../model/barGeometry'
import type { BarTimes } from '../model/barTimes'

/** A resize handle's target: 24 × 24 px at least (WCAG 2.5.8), mostly outside the bar so that its middle moves it. */
const HANDLE_PX = 24
const HANDLE_OUTSIDE_PX = 16

export interface ScheduleBarProps {
  /** where the run is drawn (while dragged: where it goes) */
  geometry: BarGeometry
  /** the accessible name and tooltip: the campaign and its times in full */
  name: string
  times: BarTimes
  /** the bar's width in px: its times are drawn when they fit, its grips shown from 40 px */
  px: number
  /** the parts outside callable times, hatched, as fractions of the run's length */
  outside: readonly Span[]
  runLength: number
  runStart: number
  editable: boolean
  /** whether its resize handles are drawn (editing allowed, and the pointer in its row: TimelineCell) */
  handles: boolean
  dragging: boolean
  tabIndex: 0 | -1
  /** how to change the run with the keys (editing allowed) */
  describedBy?: string
  onClick: (event: MouseEvent<HTMLElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onBlur: (event: FocusEvent<HTMLElement>) => void
  onPointerDown: (event: PointerEvent<HTMLElement>, mode: 'move' | 'start' | 'end') => void
  onPointerMove: (event: PointerEvent<HTMLElement>) => void
  onPointerUp: () => void
  onPointerCancel: () => void
}

/**
 * One run's bar: a button named by its campaign and times; its times drawn on it when it is wide enough (its
 * width in px against the texts' estimated widths, barTimes: container queries on every bar made scrolling the
 * week drop frames); with editing allowed, a handle at each edge the week shows (grips seen on a wide
 * bar, and on any bar pointed at or focused).
 */
export function ScheduleBar(props: ScheduleBarProps) {
  const { geometry: bar, times, editable, dragging, px } = props
  const timesShown = px >= times.lineMin ? 'line' : px >= times.stackMin ? 'stack' : null
  const edges = (['start', 'end'] as const).filter(edge =>
    edge === 'start' ? !bar.clippedStart : !bar.clippedEnd
  )
  return (
    <Box
      component="button"
      type="button"
      tabIndex={props.tabIndex}
      aria-label={props.name}
      aria-describedby={props.describedBy}
      aria-keyshortcuts={props.describedBy ? 'Shift+ArrowLeft Shift+ArrowRight' : undefined}
      title={props.name}
      data-testid="schedule-bar"
      onClick={props.onClick}
      onKeyDown={props.onKeyDown}
      onBlur={props.onBlur}
      onPointerDown={event => props.onPointerDown(event, 'move')}
      onPointerMove={props.onPointerMove}
      onPointerUp={props.onPointerUp}
      onPointerCancel={props.onPointerCancel}
      // (what differs from bar to bar inline: a style rule per bar made each row scrolled into view insert
      // rules, and the page restyle, a slow frame)
      style={{
        insetInlineStart: `${bar.left}%`,
        width: `max(${bar.width}%, 4px)`,
        borderStartStartRadius: bar.clippedStart ? 0 : 4,
        borderEndStartRadius: bar.clippedStart ? 0 : 4,
        borderStartEndRadius: bar.clippedEnd ? 0 : 4,
        borderEndEndRadius: bar.clippedEnd ? 0 : 4
      }}
      sx={{
        position: 'absolute',
        top: '22%',
        bottom: '22%',
        p: 0,
        border: 0,
        cursor: editable ? (dragging ? 'grabbing' : 'grab') : 'pointer',
        // the dark shade, as a contained button's fill: white text on it is AA (5.26:1; on main, 4.27:1)
        bgcolor: 'primary.dark',
        opacity: dragging ? 0.85 : 1,
        touchAction: 'none',
        zIndex: dragging ? 3 : 1,
        '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
        '&:hover .bar-grip, &:focus-visible .bar-grip': { opacity: 1 },
        ...(px >= 40 && { '& .bar-grip': { opacity: 1 } })
      }}
    >
      {/* the bar's face: clipped to its corners, under the handles */}
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          borderRadius: 'inherit',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center'
        }}
      >
        {props.outside.map(part => {
          const from = Math.max(part.start, props.runStart)
          const to = Math.min(part.end, props.runStart + props.runLength)
          return (
            <Box
              key={part.start}
              component="span"
              style={{
                insetInlineStart: `${((from - props.runStart) / props.runLength) * 100}%`,
                width: `${((to - from) / props.runLength) * 100}%`
              }}
              sx={theme => ({
                position: 'absolute',
                top: 0,
                bottom: 0,
                backgroundImage: `repeating-linear-gradient(45deg, ${theme.vars?.palette.warning.main ?? theme.palette.warning.main} 0 3px, transparent 3px 6px)`
              })}
            />
          )
        })}
        {timesShown && (
          <Box
            component="span"
            data-testid="bar-time"
            sx={{
              display: 'flex',
              position: 'relative',
              flexDirection: timesShown === 'line' ? 'row' : 'column',
              alignItems: 'center',
              px: '2px',
              borderRadius: '2px',
              color: 'primary.contrastText',
              // its own fill, the bar's: the text stays readable over the hatching
              bgcolor: 'primary.dark',
              fontSize: '0.6875rem',
              fontWeight: 500,
              lineHeight: 1.1,
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
              pointerEvents: 'none'
            }}
          >
            {/* the start above the end, or both on one line, when the bar has room for them */}
            <span>{times.start}</span>
            {timesShown === 'line' && <span>{'\u2013'}</span>}
            <span>{times.end}</span>
          </Box>
        )}
      </Box>
      {props.handles &&
        edges.map(edge => (
          <Box
            key={edge}
            component="span"
            aria-hidden
            data-testid={`bar-${edge}`}
            onPointerDown={event => props.onPointerDown(event, edge)}
            sx={{
              position: 'absolute',
              top: '50%',
              transform: 'translateY(-50%)',
              height: `max(100%, ${HANDLE_PX}px)`,
              width: HANDLE_PX,
              [edge === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: -HANDLE_OUTSIDE_PX,
              display: 'flex',
              alignItems: 'center',
              justifyContent: edge === 'start' ? 'flex-end' : 'flex-start',
              cursor: 'ew-resize',
              zIndex: 2
            }}
          >
            {/* the grip: on the bar's edge, light on the bar's colour */}
            <Box
              component="span"
              className="bar-grip"
              sx={{
                width: 4,
                height: 14,
                mx: `${HANDLE_PX - HANDLE_OUTSIDE_PX - 6}px`,
                borderRadius: 2,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'primary.dark',
                opacity: dragging ? 1 : 0,
                transition: 'opacity 120ms'
              }}
            />
          </Box>
        ))}
    </Box>
  )
}
