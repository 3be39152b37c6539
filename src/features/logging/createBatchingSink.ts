import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'
import { packBatches } from './packBatches'
import type { SendOptions } from './postLogBatch'

export interface BatchingSinkOptions {
  send: (events: SeqRawEvent[], options: SendOptions) => Promise<void>
  /** flush as soon as this many events are queued (spec: 10) */
  batchSize?: number
  /** flush this long after the first event of a batch was queued (spec: 1000 ms) */
  intervalMs?: number
  /** where failures go; logging must never throw into the app */
  onError?: (error: unknown, lostEvents: number) => void
}

export interface BatchingSink {
  add(event: SeqRawEvent): void
  /** sends everything queued now; resolves when the sends settle and never rejects */
  flush(options?: Partial<SendOptions>): Promise<void>
}

const reportToConsole = (error: unknown, lostEvents: number) =>
  console.error(`[logger] ${lostEvents} log event(s) could not be sent:`, error)

export function createBatchingSink({
  send,
  batchSize = 10,
  intervalMs = 1000,
  onError = reportToConsole
}: BatchingSinkOptions): BatchingSink {
  let queue: SeqRawEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = async ({ keepalive = false }: Partial<SendOptions> = {}): Promise<void> => {
    if (timer !== undefined) {
      clearTimeout(timer)
      timer = undefined
    }
    if (queue.length === 0) return
    const events = queue
    queue = []
    await Promise.all(
      packBatches(events, batchSize).map(async batch => {
        try {
          await send(batch, { keepalive })
        } catch (error) {
          onError(error, batch.length)
        }
      })
    )
  }

  return {
    add(event) {
      queue.push(event)
      if (queue.length >= batchSize) void flush()
      else if (timer === undefined) timer = setTimeout(() => void flush(), intervalMs)
    },
    flush
  }
}
