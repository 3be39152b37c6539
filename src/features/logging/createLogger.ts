import { levelNumber, type LogLevel } from '@/shared/logging/logLevels'
import { LOG_LIMITS, limitValue, truncate } from '@/shared/logging/logLimits'
import { redactEvent } from '@/shared/logging/redact'
import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'
import { describeError } from './describeError'
import { getLogContext, type LogContextProperties } from './logContext'

export type LogProperties = Record<string, unknown>

export interface Logger {
  verbose(messageTemplate: string, properties?: LogProperties): void
  debug(messageTemplate: string, properties?: LogProperties): void
  information(messageTemplate: string, properties?: LogProperties): void
  warning(messageTemplate: string, properties?: LogProperties): void
  /** `error` is whatever was caught: an Error's type, message and stack become the event's Exception */
  error(messageTemplate: string, error?: unknown, properties?: LogProperties): void
  fatal(messageTemplate: string, error?: unknown, properties?: LogProperties): void
}

export interface LoggerOptions {
  /** events below this level (0 Verbose … 5 Fatal) are dropped */
  threshold: number
  /** receives each finished (limited, redacted) event */
  write: (event: SeqRawEvent) => void
  getContext?: () => LogContextProperties
  now?: () => Date
}

export function createLogger({
  threshold,
  write,
  getContext = getLogContext,
  now = () => new Date()
}: LoggerOptions): Logger {
  const emit = (level: LogLevel, messageTemplate: string, properties?: LogProperties, error?: unknown) => {
    if (levelNumber(level) < threshold) return
    // Logging must never break the app, whatever it is handed.
    try {
      const described = error === undefined ? undefined : describeError(error)
      const event: SeqRawEvent = {
        Timestamp: now().toISOString(),
        Level: level,
        MessageTemplate: truncate(String(messageTemplate), LOG_LIMITS.maxMessageLength),
        Properties: {
          ...(limitValue(properties ?? {}) as LogProperties),
          ...(described && { ErrorType: described.type, ErrorMessage: truncate(described.message, 1000) }),
          // The context comes last so that an event cannot pass itself off as another user or app.
          ...getContext()
        }
      }
      if (described) event.Exception = truncate(described.exception, LOG_LIMITS.maxExceptionLength)
      write(redactEvent(event))
    } catch (failure) {
      console.error('[logger] could not log an event:', failure)
    }
  }

  return {
    verbose: (template, properties) => emit('Verbose', template, properties),
    debug: (template, properties) => emit('Debug', template, properties),
    information: (template, properties) => emit('Information', template, properties),
    warning: (template, properties) => emit('Warning', template, properties),
    error: (template, error, properties) => emit('Error', template, properties, error),
    fatal: (template, error, properties) => emit('Fatal', template, properties, error)
  }
}
