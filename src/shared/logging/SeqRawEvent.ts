import type { LogLevel } from './logLevels'

/** One event in Seq's raw ingestion shape (`POST /api/events/raw` body `{Events: [...]}`). */
export interface SeqRawEvent {
  /** ISO 8601 */
  Timestamp: string
  Level: LogLevel
  MessageTemplate: string
  /** the error's type, message and stack as one text, as Seq shows it */
  Exception?: string
  Properties: Record<string, unknown>
}

export interface SeqRawBatch {
  Events: SeqRawEvent[]
}
