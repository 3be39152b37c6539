import type { ScreenRect } from './clearSlot'

/** Marks the app bar (the shell's top bar): floating notices stay below it. */
const APP_BAR_MARK = 'data-app-bar'

// What a person clicks, types in or tabs to.
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])'
].join(',')

/** The window's size without its scroll bar. */
export const windowSize = () => ({
  width: document.documentElement.clientWidth || window.innerWidth,
  height: window.innerHeight
})

/** Whether the page is laid out right to left (the shell sets `dir` on <html>). */
export const rightToLeft = () => document.documentElement.dir === 'rtl'

/** The controls one sees in the window now, but those `skip` leaves out (the floating thing's own). */
export function visibleControls(skip: (element: Element) => boolean): ScreenRect[] {
  const { width, height } = windowSize()
  const found: ScreenRect[] = []
  for (const element of document.querySelectorAll(CONTROLS)) {
    if (skip(element)) continue
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    if (box.bottom <= 0 || box.top >= height || box.right <= 0 || box.left >= width) continue
    // (jsdom has no checkVisibility: there, what has a size is seen)
    if (element.checkVisibility?.({ visibilityProperty: true }) === false) continue
    found.push({ top: box.top, bottom: box.bottom, left: box.left, right: box.right })
  }
  return found
}

/** Where the window's content starts below the app bar (0 once it has scrolled away); null: no app bar. */
export function belowAppBar(): number | null {
  const bar = document.querySelector(`[${APP_BAR_MARK}]`)
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : null
}
