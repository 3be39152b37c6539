import { platformRegionHeaders } from '@/shared/clientApp'
import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'

import { getLogToken } from './logContext'

/** The app's own relay; the Seq server and its API key stay on the server (see docs/logging.md). */
export const LOG_ENDPOINT = '/api/logs'

export interface SendOptions {
  /** lets the request outlive the page (used when the page is being hidden or left) */
  keepalive: boolean
}

/**
 * POSTs one batch in Seq's raw shape, with the signed-in person's access token when there is one (the relay
 * then knows who sent it; without one the events count as "Not yet logged in"). Rejects on a network error or
 * a non-2xx answer.
 */
export async function postLogBatch(events: SeqRawEvent[], { keepalive }: SendOptions): Promise<void> {
  // Read before the first await: a batch flushed just before sign-in or sign-out leaves with the token of the
  // moment it was flushed (see setLogUser).
  const token = getLogToken()
  const url = new URL(LOG_ENDPOINT, window.location.origin)
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}`, ...platformRegionHeaders() } : {})
    },
    body: JSON.stringify({ Events: events }),
    credentials: 'same-origin',
    keepalive
  })
  if (!response.ok) throw new Error(`POST ${LOG_ENDPOINT} answered ${response.status}`)
}
