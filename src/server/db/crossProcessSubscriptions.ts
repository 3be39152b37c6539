import { serverLog } from '@/server/logging/serverLog'
import { processSingleton } from './processSingleton'

/** What a cache does with the other processes' messages on one channel. */
export interface CrossProcessHandler {
  /**
   * Names the subscription: subscribing again under the same id replaces it. Next builds each API route into
   * its own bundle, so the code that subscribes runs once per bundle; the id keeps it to one per process.
   */
  id: string
  /** a message of another process (its payload as sent: check what you read, it comes from outside) */
  onMessage(payload: Record<string, unknown>): void
  /** messages may have been missed (the listening connection was (re)established): forget everything */
  onMissed(): void
}

type Registry = Map<string, { channel: string; handler: CrossProcessHandler }>

const registry = processSingleton<Registry>('crossProcessSubscriptions')

function subscriptions(): Registry {
  let current = registry.get()
  if (!current) {
    current = new Map()
    registry.set(current)
  }
  return current
}

// A handler that throws must not keep the others from hearing the message.
function safely(id: string, run: () => void) {
  try {
    run()
  } catch (error) {
    serverLog.error('A cross-process message could not be handled by {Subscription}: {ErrorMessage}', {
      Subscription: id,
      ErrorMessage: error instanceof Error ? error.message : String(error)
    })
  }
}

/** Adds (or replaces, by id) a handler of `channel`'s messages; answers how to remove it. */
export function addSubscription(channel: string, handler: CrossProcessHandler): () => void {
  const entry = { channel, handler }
  subscriptions().set(handler.id, entry)
  return () => {
    if (subscriptions().get(handler.id) === entry) subscriptions().delete(handler.id)
  }
}

/** Hands another process's message to the channel's handlers. */
export function deliverMessage(channel: string, payload: Record<string, unknown>): void {
  for (const [id, entry] of subscriptions())
    if (entry.channel === channel) safely(id, () => entry.handler.onMessage(payload))
}

/** Tells every handler that messages may have been missed. */
export function deliverMissed(): void {
  for (const [id, entry] of subscriptions()) safely(id, () => entry.handler.onMissed())
}
