import { renderMessageTemplate } from './renderMessageTemplate'
import type { SeqRawEvent } from './SeqRawEvent'

// Everything that ends or breaks a line for some reader: C0 and C1 controls (NEL, U+0085, is a new line to
// some), DEL, and the Unicode line and paragraph separators (which JSON.stringify leaves as they are).
const LINE_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * Writes control characters as visible escapes (`\n`, `\u0085`…), so text a browser sent can never start a
 * line of its own in a line-based log (a forged "[Fatal] Server compromised" line).
 */
export const neutraliseControlCharacters = (text: string): string =>
  text.replace(
    LINE_BREAKERS,
    character => ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
  )

/**
 * One event as one console line: time, level, rendered message, then the structured rest as JSON (so a
 * multi-line stack stays on the line and log collectors can parse it). Every field is on that one line: no
 * control character of any field survives as itself (neutraliseControlCharacters).
 */
export function formatEventLine(event: SeqRawEvent): string {
  const message = renderMessageTemplate(event.MessageTemplate, event.Properties)
  const details = JSON.stringify({
    MessageTemplate: event.MessageTemplate,
    Properties: event.Properties,
    ...(event.Exception === undefined ? {} : { Exception: event.Exception })
  })
  return neutraliseControlCharacters(`${event.Timestamp} [${event.Level}] ${message} ${details}`)
}

/** The console method that fits a level, so browsers and log collectors can filter by severity. */
export function consoleMethodFor(level: SeqRawEvent['Level']): 'debug' | 'info' | 'warn' | 'error' {
  if (level === 'Verbose' || level === 'Debug') return 'debug'
  if (level === 'Information') return 'info'
  return level === 'Warning' ? 'warn' : 'error'
}
