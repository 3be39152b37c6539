// Types of scripts/gracefulShutdown.js, for the TypeScript that uses it (tsconfig has allowJs: false).
import type { Server } from 'node:http'

export interface ShutdownOptions {
  /** how long requests in flight may take before their connections are cut (default 10 s) */
  timeoutMs?: number
  /** what to close once the server is closed, in order */
  closers?: readonly (() => Promise<unknown> | unknown)[]
  log?: Pick<Console, 'log' | 'warn' | 'error'>
}

export function closeAppResources(): Promise<void>
export function shutDown(server: Server, options?: ShutdownOptions): Promise<void>
export function shutDownOnSignals(server: Server, options?: ShutdownOptions): void
