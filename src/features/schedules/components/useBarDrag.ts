import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from 'react'

import type { Occurrence } from '@/shared/schedules'

import { QUARTER_HOUR_MS, snapToQuarter } from '../model/weekWindow'

const DAY_MS = 86_400_000

export type DragMode = 'move' | 'start' | 'end'

/** A change of one run under way: by the pointer (a drag) or by the keyboard (Shift and the arrows). */
export interface Drag {
  key: string
  mode: DragMode
  keys: boolean
  originX: number
  /** the week's width in px when the drag began */
  width: number
  startBy: number
  endBy: number
  /** the bar (the readout shows beside it) */
  anchor: HTMLElement
}

export const keyOf = (run: Occurrence) => `${run.source}-${run.index}-${run.start}`

/** How far the dragged edge (or, for a move, the whole run) went: the readout's change. */
export const dragBy = (drag: Pick<Drag, 'mode' | 'startBy' | 'endBy'>) =>
  drag.mode === 'end' ? drag.endBy : drag.startBy

/** A move or a resize by `by` ms of a run `length` ms long: a run keeps at least a quarter hour. */
function offsets(mode: DragMode, by: number, length: number) {
  return {
    startBy: mode === 'end' ? 0 : mode === 'start' ? Math.min(by, length - QUARTER_HOUR_MS) : by,
    endBy: mode === 'start' ? 0 : mode === 'end' ? Math.max(by, QUARTER_HOUR_MS - length) : by
  }
}

const barOf = (element: HTMLElement) =>
  element.closest<HTMLElement>('[data-testid="schedule-bar"]') ?? element

interface BarDragOptions {
  editable: boolean
  rtl: boolean
  /** the week's track (its width turns pixels into time) */
  track: RefObject<HTMLDivElement | null>
  /** a change made (released, or Enter after the keys) */
  onDone: (run: Occurrence, drag: Drag) => void
  /** a keyboard step (to be said), or null: the keyboard change given up */
  onStep: (run: Occurrence, drag: Drag | null) => void
}

/**
 * A cell's bars changed by the pointer (drag a bar to move its run, an edge to resize it) and by the keyboard
 * (Shift with ← or → moves the end by a quarter hour, Enter saves, Escape gives up), by quarter hours; in
 * right-to-left pages the week runs right to left and so do the drags and the arrows.
 */
export function useBarDrag({ editable, rtl, track, onDone, onStep }: BarDragOptions) {
  const [drag, setDrag] = useState<Drag | null>(null)
  // a drag's release is also a click: it must not open the form
  const moved = useRef(false)

  const begin = (event: PointerEvent<HTMLElement>, run: Occurrence, mode: DragMode) => {
    if (!editable || event.button !== 0 || !track.current) return
    event.stopPropagation()
    moved.current = false
    event.currentTarget.setPointerCapture?.(event.pointerId)
    setDrag({
      key: keyOf(run),
      mode,
      keys: false,
      originX: event.clientX,
      width: track.current.getBoundingClientRect().width,
      startBy: 0,
      endBy: 0,
      anchor: barOf(event.currentTarget)
    })
  }
  const follow = (event: PointerEvent<HTMLElement>, run: Occurrence) => {
    if (!drag || drag.keys || drag.key !== keyOf(run) || drag.width <= 0) return
    const dx = (event.clientX - drag.originX) * (rtl ? -1 : 1)
    const next = offsets(drag.mode, snapToQuarter((dx / drag.width) * 7 * DAY_MS), run.end - run.start)
    if (next.startBy !== drag.startBy || next.endBy !== drag.endBy) {
      moved.current = true
      setDrag({ ...drag, ...next })
    }
  }
  const finish = (run: Occurrence) => {
    if (!drag || drag.key !== keyOf(run)) return
    setDrag(null)
    if (drag.startBy !== 0 || drag.endBy !== 0) onDone(run, drag)
  }
  const end = (run: Occurrence) => {
    if (drag && !drag.keys) finish(run)
  }
  const cancel = (run: Occurrence) => {
    if (!drag || drag.key !== keyOf(run)) return
    setDrag(null)
    if (drag.keys) onStep(run, null)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, run: Occurrence) => {
    const mine = drag?.keys && drag.key === keyOf(run) ? drag : null
    if (event.key === 'Enter' || event.key === ' ') {
      // the bar's own keys, not the grid's (which would move or select)
      event.stopPropagation()
      if (mine && event.key === 'Enter') {
        event.preventDefault()
        finish(run)
      }
      return
    }
    if (mine && event.key === 'Escape') {
      event.stopPropagation()
      cancel(run)
      return
    }
    if (!editable || !event.shiftKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    event.stopPropagation()
    const step = (event.key === 'ArrowRight' ? 1 : -1) * (rtl ? -1 : 1) * QUARTER_HOUR_MS
    const base: Drag = mine ?? {
      key: keyOf(run),
      mode: 'end',
      keys: true,
      originX: 0,
      width: 0,
      startBy: 0,
      endBy: 0,
      anchor: event.currentTarget
    }
    const next = { ...base, ...offsets('end', base.endBy + step, run.end - run.start) }
    setDrag(next)
    onStep(run, next)
  }

  return { drag, moved, begin, follow, end, cancel, onKeyDown }
}
