/**
 * The room the app bar makes for floating notices when the window has no place clear of controls (a phone's
 * screen full of a form): a band under its toolbar, `--cm-notice-room` high (the shell's app bar draws it).
 * The page moves down by as much, and is kept from scrolling along (scroll anchoring would slide the band over
 * the content it pushes down).
 */
const ROOM = '--cm-notice-room'

/** The room made now, in px (0: none). */
export function noticeRoom(): number {
  return Number.parseFloat(document.documentElement.style.getPropertyValue(ROOM)) || 0
}

/** Makes `px` of room (0: takes it away). */
export function setNoticeRoom(px: number) {
  const root = document.documentElement.style
  if (px > 0) {
    root.setProperty(ROOM, `${px}px`)
    root.setProperty('overflow-anchor', 'none')
  } else {
    root.removeProperty(ROOM)
    root.removeProperty('overflow-anchor')
  }
}
