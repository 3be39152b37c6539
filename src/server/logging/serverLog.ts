import { LOG_LIMITS, limitValue, truncate } from '@/shared/logging/logLimits'
import { redactEvent } from '@/shared/logging/redact'
import type { LogLevel } from '@/shared/logging/logLevels'
import { getLogRelay } from './getLogRelay'

export const SERVER_APPLICATION_NAME = 'Campaign Manager Server'

function emit(level: LogLevel, messageTemplate: string, properties: Record<string, unknown> = {}) {
  try {
    getLogRelay().emit([
      redactEvent({
        Timestamp: new Date().toISOString(),
        Level: level,
        MessageTemplate: truncate(messageTemplate, LOG_LIMITS.maxMessageLength),
        Properties: {
          ...(limitValue(properties) as Record<string, unknown>),
          Application: SERVER_APPLICATION_NAME,
          Environment: process.env.NEXT_PUBLIC_APP_ENV || process.env.NODE_ENV || 'development'
        }
      })
    ])
  } catch (error) {
    console.error('[server log] could not log an event:', error)
  }
}

/** The server's own events, through the same relay (and redaction) as the browser's. */
export const serverLog = {
  information: (messageTemplate: string, properties?: Record<string, unknown>) =>
    emit('Information', messageTemplate, properties),
  warning: (messageTemplate: string, properties?: Record<string, unknown>) =>
    emit('Warning', messageTemplate, properties),
  error: (messageTemplate: string, properties?: Record<string, unknown>) =>
    emit('Error', messageTemplate, properties)
}
