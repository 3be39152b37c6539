import { consoleMethodFor, formatEventLine } from '@/shared/logging/formatEventLine'
import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'

/** Where events go during server-side rendering, when there is no page to batch them from. */
export function writeEventToConsole(event: SeqRawEvent): void {
  console[consoleMethodFor(event.Level)](formatEventLine(event))
}
