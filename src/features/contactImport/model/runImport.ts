import type { ImportContact } from './importTypes'
import { type SendFailure, describeSendFailure, failureStatus, retryAfterMs } from './sendFailure'

/** The platform takes at most 1,000 contacts per `POST /outbound/contactlists/{id}/contacts`. */
export const MAX_BATCH_SIZE = 1000
/** The longest wait a 429's Retry-After is granted; a longer one is cut to it. */
export const MAX_RETRY_AFTER_MS = 60_000
/** Waits when a 429 says nothing: 1 s, 2 s, 4 s… up to the cap. */
const FIRST_RETRY_MS = 1000
/** 429s in a row for one batch before the import stops (about 10 minutes at the cap). */
export const MAX_RATE_LIMIT_RETRIES = 10

export interface ImportProgress {
  sent: number
  total: number
}

export interface RunImportOptions {
  contacts: readonly ImportContact[]
  /** at most MAX_BATCH_SIZE */
  batchSize?: number
  /** sends one batch through the app's backend; rejects with the HTTP error (its status and Retry-After) */
  send: (batch: ImportContact[], signal: AbortSignal) => Promise<unknown>
  onProgress?: (progress: ImportProgress) => void
  /** Cancel: the batch in flight is let finish (its fate would be unknown otherwise), then the import stops */
  signal?: AbortSignal
  /** Stop at once, the batch in flight aborted (the dialog goes away): passed to `send` */
  sendSignal?: AbortSignal
  /** the index of the first contact to send: a resumed import's `resumeAt` */
  startAt?: number
  /** the 429 waits (tests) */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>
}

export type ImportOutcome =
  | { status: 'done'; imported: number; total: number }
  | { status: 'cancelled'; imported: number; total: number; resumeAt: number }
  | { status: 'failed'; imported: number; total: number; resumeAt: number; failure: SendFailure }

/** Resolves after `ms`, or as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise(resolve => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

const never = new AbortController().signal

/**
 * Sends the contacts in batches of at most 1,000, one after the other, from `startAt`. A batch counts as imported
 * once the backend has answered it. A 429 waits for its Retry-After (capped at a minute; 1 s, 2 s, 4 s… when
 * it says nothing) and sends the same batch again, unseen; any other failure stops the import. A stopped import
 * (failed or cancelled) says how many contacts were imported — exactly the batches answered, all from the
 * start — and where to resume: the first batch not answered. Sending a batch again is harmless (the contacts'
 * ids, contactId.ts): a batch the platform took but whose answer was lost is updated, not duplicated.
 */
export async function runImport({
  contacts,
  batchSize = MAX_BATCH_SIZE,
  send,
  onProgress,
  signal,
  sendSignal = never,
  startAt = 0,
  sleep = wait
}: RunImportOptions): Promise<ImportOutcome> {
  const size = Math.max(1, Math.min(MAX_BATCH_SIZE, Math.floor(batchSize)))
  const total = contacts.length
  let sent = Math.max(0, Math.min(startAt, total))
  onProgress?.({ sent, total })
  while (sent < total) {
    if (signal?.aborted || sendSignal.aborted)
      return { status: 'cancelled', imported: sent, total, resumeAt: sent }
    const batch = contacts.slice(sent, sent + size)
    for (let attempt = 0; ; attempt++) {
      try {
        await send(batch, sendSignal)
        break
      } catch (error) {
        if (sendSignal.aborted) return { status: 'cancelled', imported: sent, total, resumeAt: sent }
        const status = failureStatus(error)
        if (status !== 429 || attempt >= MAX_RATE_LIMIT_RETRIES)
          return {
            status: 'failed',
            imported: sent,
            total,
            resumeAt: sent,
            failure: describeSendFailure(error, status)
          }
        const asked = retryAfterMs(error) ?? FIRST_RETRY_MS * 2 ** attempt
        await sleep(Math.min(asked, MAX_RETRY_AFTER_MS), signal)
        // cancelled while waiting: nothing is in flight, stop now
        if (signal?.aborted || sendSignal.aborted)
          return { status: 'cancelled', imported: sent, total, resumeAt: sent }
      }
    }
    sent += batch.length
    onProgress?.({ sent, total })
  }
  return { status: 'done', imported: total, total }
}
