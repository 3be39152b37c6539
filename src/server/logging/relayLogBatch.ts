import { redactEvent } from '@/shared/logging/redact'
import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'
import { getLogRelay } from './getLogRelay'

/**
 * Relays browser events to Seq (or the console), redacted once more here: the browser's redaction is a
 * courtesy, this one is the guarantee.
 */
export function relayLogBatch(events: SeqRawEvent[]): void {
  getLogRelay().emit(events.map(event => redactEvent(event)))
}
