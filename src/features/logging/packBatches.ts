import { LOG_LIMITS, truncate } from '@/shared/logging/logLimits'
import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'

// Room for {"Events":[…]} and a margin under the relay's body limit.
const MAX_BODY_BYTES = LOG_LIMITS.maxBodyBytes - 1024

const byteLength = (text: string) => new TextEncoder().encode(text).length

/**
 * Splits events into request bodies the relay accepts (count and size), so one large event cannot make
 * the relay refuse a whole batch. An event too large on its own is kept, shrunk to its essentials.
 */
export function packBatches(events: SeqRawEvent[], maxEvents: number): SeqRawEvent[][] {
  const batches: SeqRawEvent[][] = []
  let current: SeqRawEvent[] = []
  let currentBytes = 0
  for (const original of events) {
    let event = original
    let bytes = byteLength(JSON.stringify(event)) + 1
    if (bytes > MAX_BODY_BYTES) {
      event = shrink(event)
      bytes = byteLength(JSON.stringify(event)) + 1
    }
    if (current.length > 0 && (current.length >= maxEvents || currentBytes + bytes > MAX_BODY_BYTES)) {
      batches.push(current)
      current = []
      currentBytes = 0
    }
    current.push(event)
    currentBytes += bytes
  }
  if (current.length > 0) batches.push(current)
  return batches
}

function shrink(event: SeqRawEvent): SeqRawEvent {
  const keep = ['Application', 'Environment', 'UserName', 'UserEmail', 'Company', 'ErrorType']
  const properties: Record<string, unknown> = { Truncated: 'the event exceeded the size limit' }
  for (const key of keep) {
    if (key in event.Properties) properties[key] = truncate(String(event.Properties[key]), 200)
  }
  const shrunk: SeqRawEvent = {
    Timestamp: event.Timestamp,
    Level: event.Level,
    MessageTemplate: truncate(event.MessageTemplate, 500),
    Properties: properties
  }
  if (event.Exception !== undefined) shrunk.Exception = truncate(event.Exception, 2000)
  return shrunk
}
