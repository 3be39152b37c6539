/** A box on the screen, in the window's pixels (as getBoundingClientRect gives it). */
export interface ScreenRect {
  top: number
  bottom: number
  left: number
  right: number
}

export interface SlotRequest {
  /** the column the floating thing takes, whatever its height */
  left: number
  right: number
  height: number
  /** the band it may take: from below the app bar to the bottom of the window */
  from: number
  to: number
  /** where it belongs: as high ('top') or as low ('bottom') in the band as it can be */
  edge: 'top' | 'bottom'
  /** the controls on the screen (buttons, links, fields…) */
  controls: readonly ScreenRect[]
  /** the room it leaves above and below a control */
  gap: number
}

/**
 * Where a floating notice (toasts, the scroll-to-top button) may sit without covering a control: the top of
 * the highest ('top') or lowest ('bottom') place in its column of the band that keeps `gap` px clear of every
 * control, or null when there is none. The answer is the band's own edge, or right after or before a control.
 */
export function clearSlot(request: SlotRequest): number | null {
  const { left, right, height, from, to, edge, gap } = request
  const inColumn = request.controls.filter(
    control => control.right > left && control.left < right && control.bottom > from && control.top < to
  )
  const clear = (top: number) =>
    inColumn.every(control => control.bottom + gap <= top || control.top >= top + height + gap)
  const fits = (top: number) => top >= from && top + height <= to
  const candidates =
    edge === 'top'
      ? [from, ...inColumn.map(control => control.bottom + gap)].sort((a, b) => a - b)
      : [to - height, ...inColumn.map(control => control.top - gap - height)].sort((a, b) => b - a)
  return candidates.find(top => fits(top) && clear(top)) ?? null
}
