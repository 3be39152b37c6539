import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'

/** The app's own relay; the Seq server and its API key stay on the server (see docs/logging.md). */
export const LOG_ENDPOINT = '/api/logs'

export interface SendOptions {
  /** lets the request outlive the page (used when the page is being hidden or left) */
  keepalive: boolean
}

/** POSTs one batch in Seq's raw shape. Rejects on a network error or a non-2xx answer. */
export async function postLogBatch(events: SeqRawEvent[], { keepalive }: SendOptions): Promise<void> {
  const url = new URL(LOG_ENDPOINT, window.location.origin)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Events: events }),
    credentials: 'same-origin',
    keepalive
  })
  if (!response.ok) throw new Error(`POST ${LOG_ENDPOINT} answered ${response.status}`)
}
