import type { BatchingSink } from './createBatchingSink'

/**
 * Sends what is queued when the page is hidden or left, with keepalive so the request survives the page.
 * `visibilitychange → hidden` is the last event a mobile browser reliably fires; `pagehide` covers
 * navigations (e.g. the redirect to the platform's login page).
 */
export function flushOnPageHide(sink: BatchingSink): void {
  window.addEventListener('pagehide', () => void sink.flush({ keepalive: true }))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void sink.flush({ keepalive: true })
  })
}
