import { parseLevelThreshold } from '@/shared/logging/logLevels'
import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'
import { createBatchingSink, type BatchingSink } from './createBatchingSink'
import { createLogger } from './createLogger'
import { flushOnPageHide } from './flushOnPageHide'
import { clearLogContextUser, type LogUser, setLogContextUser } from './logContext'
import { postLogBatch } from './postLogBatch'
import { writeEventToConsole } from './writeEventToConsole'

// Inlined at build time by Next.js, so it is named in full.
const threshold = parseLevelThreshold(process.env.NEXT_PUBLIC_LOG_LEVEL_THRESHOLD)

let browserSink: BatchingSink | undefined

// Created on the first event in a browser, so that importing the logger has no side effects (and the
// same module can run during server-side rendering).
function getBrowserSink(): BatchingSink {
  if (!browserSink) {
    browserSink = createBatchingSink({ send: postLogBatch, batchSize: 10, intervalMs: 1000 })
    flushOnPageHide(browserSink)
  }
  return browserSink
}

function write(event: SeqRawEvent): void {
  if (typeof window === 'undefined') writeEventToConsole(event)
  else getBrowserSink().add(event)
}

/** The app's logger: batches to /api/logs in the browser, writes to the console during SSR. */
export const logger = createLogger({ threshold, write })

/** Sends queued events now (e.g. before a deliberate navigation away); never rejects. */
export function flushLogs(): Promise<void> {
  return browserSink ? browserSink.flush({ keepalive: true }) : Promise.resolve()
}

/**
 * After sign-in: who the events are from, and the access token their batches are sent with. Events queued
 * before are sent first, as they were made (before sign-in: without a token).
 */
export function setLogUser(user: LogUser, accessToken?: string): void {
  if (browserSink) void browserSink.flush()
  setLogContextUser(user, accessToken)
}

/** On logout: events queued while signed in leave first, with the token; later ones without. */
export function clearLogUser(): void {
  if (browserSink) void browserSink.flush()
  clearLogContextUser()
}
