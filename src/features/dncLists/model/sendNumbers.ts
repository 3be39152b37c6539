import { type ApiFailure, failureOf } from '@/features/sessionApi'
import { MAX_DNC_NUMBERS_PER_CALL } from '@/shared/dncLists/dncListTypes'

/** A 429 that reaches the browser (the server has already retried the platform's) is waited out this often. */
export const MAX_RATE_LIMIT_RETRIES = 5
const MAX_WAIT_MS = 60_000

export interface SendProgress {
  sent: number
  total: number
}

export type SendOutcome =
  | { status: 'done'; sent: number; total: number }
  | { status: 'failed'; sent: number; total: number; failure: ApiFailure }
  | { status: 'cancelled'; sent: number; total: number }

export interface SendNumbersOptions {
  numbers: readonly string[]
  /** at most MAX_DNC_NUMBERS_PER_CALL (the platform's limit per call) */
  batchSize?: number
  /** one batch through the app's API; rejects with its failure */
  send: (batch: string[], signal: AbortSignal) => Promise<unknown>
  onProgress?: (progress: SendProgress) => void
  /** stops after the batch in flight (the drawer closes) */
  signal?: AbortSignal
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))
const never = new AbortController().signal

/**
 * Sends the numbers in batches of at most 1,000, one after the other. A 429 is waited out (its Retry-After,
 * capped at a minute; 1 s, 2 s, 4 s… when it says nothing) and the batch sent again; any other failure stops,
 * saying how many were sent: exactly the batches answered. Sending a batch again is harmless (a number is on
 * a list once, and removing one that is not there changes nothing).
 */
export async function sendNumbers({
  numbers,
  batchSize = MAX_DNC_NUMBERS_PER_CALL,
  send,
  onProgress,
  signal = never,
  sleep = wait
}: SendNumbersOptions): Promise<SendOutcome> {
  const size = Math.max(1, Math.min(MAX_DNC_NUMBERS_PER_CALL, Math.floor(batchSize)))
  const total = numbers.length
  let sent = 0
  onProgress?.({ sent, total })
  while (sent < total) {
    if (signal.aborted) return { status: 'cancelled', sent, total }
    const batch = numbers.slice(sent, sent + size)
    for (let attempt = 0; ; attempt++) {
      try {
        await send(batch, signal)
        break
      } catch (error) {
        const failure = failureOf(error)
        if (signal.aborted) return { status: 'cancelled', sent, total }
        if (failure.status !== 429 || attempt >= MAX_RATE_LIMIT_RETRIES)
          return { status: 'failed', sent, total, failure }
        const asked = Number(failure.details?.retryAfterSeconds)
        await sleep(Math.min(MAX_WAIT_MS, Number.isFinite(asked) ? asked * 1000 : 1000 * 2 ** attempt))
      }
    }
    sent += batch.length
    onProgress?.({ sent, total })
  }
  return { status: 'done', sent, total }
}
