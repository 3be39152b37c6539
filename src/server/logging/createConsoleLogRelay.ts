import { consoleMethodFor, formatEventLine } from '@/shared/logging/formatEventLine'
import type { LogRelay } from './LogRelay'

/** One console line per event: for development and for servers without Seq (their log collector reads it). */
export function createConsoleLogRelay(): LogRelay {
  return {
    emit(events) {
      for (const event of events) console[consoleMethodFor(event.Level)](formatEventLine(event))
    },
    flush: () => Promise.resolve()
  }
}
