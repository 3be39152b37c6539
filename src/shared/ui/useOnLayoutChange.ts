import { useEffect, useRef } from 'react'

/**
 * Calls `measure` at once and then, at most once a frame, whenever what is under a floating thing may have
 * moved: a scroll (of the page or of anything in it), a resize, a change of the page's content. Only while
 * `active`: a screen with nothing floating pays nothing. A new `size` of the floating thing measures again.
 */
export function useOnLayoutChange(active: boolean, size: number, measure: () => void) {
  const latest = useRef(measure)
  useEffect(() => {
    latest.current = measure
  })
  useEffect(() => {
    if (!active) return
    let frame = 0
    const run = () => {
      frame = 0
      latest.current()
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(run)
    }
    run()
    window.addEventListener('scroll', schedule, { passive: true, capture: true })
    window.addEventListener('resize', schedule)
    const changes = new MutationObserver(schedule)
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'open']
    })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule, { capture: true })
      window.removeEventListener('resize', schedule)
      changes.disconnect()
    }
  }, [active, size])
}
