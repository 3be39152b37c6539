import type { CSSProperties } from 'react'
import { useEffect, useState } from 'react'
import { type ToastPosition, useToasterStore } from 'react-hot-toast'

import { clearSlot } from './clearSlot'
import { noticeRoom, setNoticeRoom } from './noticeRoom'
import { belowAppBar, rightToLeft, visibleControls, windowSize } from './visibleControls'
import { useOnLayoutChange } from './useOnLayoutChange'
import { noticeTokens } from './noticeTokens'

/** react-hot-toast's room between two toasts of the stack. */
const TOAST_GUTTER = 8
const TOASTER = '[data-rht-toaster]'

type Offset = { top: number } | { bottom: number }

/** The column the toasts take at `position` (react-hot-toast's "right" is the inline end: left in rtl). */
export function toastColumn(position: ToastPosition, windowWidth: number, rtl: boolean) {
  const inset = noticeTokens.toasterInset
  const width = Math.min(noticeTokens.toastMaxWidth, windowWidth - 2 * inset)
  if (position.endsWith('center'))
    return { left: (windowWidth - width) / 2, right: (windowWidth + width) / 2 }
  const atRight = position.endsWith('right') !== rtl
  return atRight
    ? { left: windowWidth - inset - width, right: windowWidth - inset }
    : { left: inset, right: inset + width }
}

/**
 * Where the toaster's stack of `height` px goes (docs/shell.md "Notices"): at the settings' corner, below the
 * app bar, and down (or, for the bottom corners, up) past any control it would cover; when no place of the
 * window is clear, in room the app bar makes for it (`room`: its height), and kept there while it shows (with
 * no app bar on the screen — hidden, or static and scrolled away — at the corner).
 */
export function toasterOffset(
  position: ToastPosition,
  height: number,
  roomKept: boolean
): { offset: Offset; room: number } {
  const gap = noticeTokens.noticeGap
  const size = windowSize()
  const edge = position.startsWith('top') ? 'top' : 'bottom'
  const at = (top: number): Offset => (edge === 'top' ? { top } : { bottom: size.height - top - height })
  // (the app bar's bottom without the room it has made; room only in an app bar on the screen)
  const bar = belowAppBar()
  const below = Math.max(0, (bar ?? 0) - noticeRoom())
  const room = bar ? height + 2 * gap : 0
  if (roomKept) return { offset: at(below + gap), room }
  const top = clearSlot({
    ...toastColumn(position, size.width, rightToLeft()),
    height,
    from: Math.max(below + gap, noticeTokens.toasterInset),
    to: size.height - noticeTokens.toasterInset,
    edge,
    gap,
    controls: visibleControls(element => element.closest(TOASTER) !== null)
  })
  return top === null ? { offset: at(below + gap), room } : { offset: at(top), room: 0 }
}

/** Before anything is measured: below a fixed app bar, or at the bottom inset. */
const restingOffset = (position: ToastPosition): Offset =>
  position.startsWith('top') ? { top: noticeTokens.restingTop } : { bottom: noticeTokens.toasterInset }

const sameOffset = (a: Offset, b: Offset) => JSON.stringify(a) === JSON.stringify(b)

/** The toaster's container style: the stack kept off every control while toasts show. */
export function useToasterPlacement(position: ToastPosition): CSSProperties {
  const { toasts } = useToasterStore()
  const shown = toasts.filter(toast => toast.visible)
  const height =
    shown.reduce((sum, toast) => sum + (toast.height ?? 0), 0) + TOAST_GUTTER * Math.max(0, shown.length - 1)
  const [offset, setOffset] = useState<Offset | null>(null)
  const active = height > 0
  useOnLayoutChange(active, height, () => {
    const placed = toasterOffset(position, height, noticeRoom() > 0)
    if (placed.room !== noticeRoom()) setNoticeRoom(placed.room)
    setOffset(now => (now && sameOffset(now, placed.offset) ? now : placed.offset))
  })
  // the room goes with the last toast
  useEffect(() => {
    if (!active) setNoticeRoom(0)
  }, [active])
  useEffect(() => () => setNoticeRoom(0), [])
  return offset ?? restingOffset(position)
}
