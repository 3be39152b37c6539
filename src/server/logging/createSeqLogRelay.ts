import type { SeqEvent } from 'seq-logging'
import { DefineLogger } from 'seq-logging/seq_logger.js'
import type { LogRelay } from './LogRelay'

export interface SeqLogRelayOptions {
  serverUrl: string
  apiKey: string | undefined
  /** how long seq-logging gathers events before it posts them */
  maxBatchingTimeMs?: number
  onError?: (error: unknown) => void
}

/**
 * seq-logging always sends `X-Seq-ApiKey`, as the literal string "null" when there is no key (which Seq
 * then rejects as an invalid key). This fetch leaves the header out instead.
 */
const fetchWithoutEmptyApiKey: typeof fetch = (input, init) => {
  const headers = { ...(init?.headers as Record<string, string | null> | undefined) }
  if (headers['X-Seq-ApiKey'] == null) delete headers['X-Seq-ApiKey']
  return fetch(input, { ...init, headers: headers as Record<string, string> })
}

// Node's own Blob, fetch and AbortController: the same choices seq-logging's entry makes on Node ≥ 18.
const SeqLogger = DefineLogger(Blob, fetchWithoutEmptyApiKey, AbortController)

const reportToConsole = (error: unknown) =>
  console.error(
    '[log relay] could not send log events to Seq:',
    error instanceof Error ? error.message : error
  )

/** Relays events to Seq with seq-logging (batching, size limits, retries on 5xx). */
export function createSeqLogRelay({
  serverUrl,
  apiKey,
  maxBatchingTimeMs = 1000,
  onError = reportToConsole
}: SeqLogRelayOptions): LogRelay {
  const seq = new SeqLogger({
    serverUrl,
    apiKey,
    maxBatchingTime: maxBatchingTimeMs,
    // A refused or unreachable Seq is reported, never thrown into the request that logged.
    onError
  })
  return {
    emit(events) {
      for (const event of events) {
        const seqEvent: SeqEvent = {
          timestamp: new Date(event.Timestamp),
          level: event.Level,
          messageTemplate: event.MessageTemplate,
          properties: event.Properties,
          exception: event.Exception
        }
        try {
          seq.emit(seqEvent)
        } catch (error) {
          onError(error)
        }
      }
    },
    async flush() {
      try {
        await seq.flush()
      } catch (error) {
        onError(error)
      }
    }
  }
}
