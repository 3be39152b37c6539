import { renderMessageTemplate } from './renderMessageTemplate'
import type { SeqRawEvent } from './SeqRawEvent'

/**
 * One event as one console line: time, level, rendered message, then the structured rest as JSON (so a
 * multi-line stack stays on the line and log collectors can parse it).
 */
export function formatEventLine(event: SeqRawEvent): string {
  const message = renderMessageTemplate(event.MessageTemplate, event.Properties)
  const details = JSON.stringify({
    MessageTemplate: event.MessageTemplate,
    Properties: event.Properties,
    ...(event.Exception === undefined ? {} : { Exception: event.Exception })
  })
  return `${event.Timestamp} [${event.Level}] ${message} ${details}`
}

/** The console method that fits a level, so browsers and log collectors can filter by severity. */
export function consoleMethodFor(level: SeqRawEvent['Level']): 'debug' | 'info' | 'warn' | 'error' {
  if (level === 'Verbose' || level === 'Debug') return 'debug'
  if (level === 'Information') return 'info'
  return level === 'Warning' ? 'warn' : 'error'
}
