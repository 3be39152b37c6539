import { serverLog } from '@/server/logging/serverLog'
import type { CrossProcessPayload } from './createCrossProcessBus'
import { addSubscription, type CrossProcessHandler } from './crossProcessSubscriptions'
import { getCrossProcessBus } from './getDatabase'

/**
 * Tells the app's other server processes (several instances on one PostgreSQL) that something changed, so
 * their caches forget it: payloads carry ids or token hashes only. Not this process: its caller has done it
 * here already. A no-op on SQLite (one process). Never throws: the change itself is done and stored; a
 * message that cannot be sent is logged (the others' caches then catch up by their time limits).
 */
export async function publish(channel: string, payload: CrossProcessPayload): Promise<void> {
  const bus = getCrossProcessBus()
  if (!bus) return
  try {
    await bus.publish(channel, payload)
  } catch (error) {
    serverLog.warning('Could not tell the other server processes about {Channel}: {ErrorMessage}', {
      Channel: channel,
      ErrorMessage: error instanceof Error ? error.message : String(error)
    })
  }
}

/**
 * Handles the other processes' messages on `channel` (and the times they may have been missed). Replaces an
 * earlier subscription of the same id; answers how to unsubscribe.
 */
export function subscribe(channel: string, handler: CrossProcessHandler): () => void {
  return addSubscription(channel, handler)
}
