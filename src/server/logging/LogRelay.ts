import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'

/** Where the server sends log events: Seq when configured, else the console. */
export interface LogRelay {
  /** queues events; never throws, failures go to the console */
  emit(events: SeqRawEvent[]): void
  /** sends what is queued (for shutdown and tests); never rejects */
  flush(): Promise<void>
}
