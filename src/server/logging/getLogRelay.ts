import { getServerConfig } from '@/server/config/serverConfig'
import { createConsoleLogRelay } from './createConsoleLogRelay'
import { createSeqLogRelay } from './createSeqLogRelay'
import type { LogRelay } from './LogRelay'

// Kept on globalThis so the dev server's module reloads reuse one seq-logging Logger (and its queue).
const holder = globalThis as typeof globalThis & {
  __campaignManagerLogRelay?: { key: string; relay: LogRelay }
}

/** The process's one relay, built from SEQ_SERVER_URL / SEQ_API_KEY (rebuilt if they change). */
export function getLogRelay(): LogRelay {
  const { seqServerUrl, seqApiKey } = getServerConfig()
  const key = `${seqServerUrl ?? ''}\n${seqApiKey ?? ''}`
  const current = holder.__campaignManagerLogRelay
  if (current?.key === key) return current.relay
  // The old relay still owns events it queued: let it send them.
  if (current) void current.relay.flush()
  const relay = seqServerUrl
    ? createSeqLogRelay({ serverUrl: seqServerUrl, apiKey: seqApiKey })
    : createConsoleLogRelay()
  holder.__campaignManagerLogRelay = { key, relay }
  return relay
}
