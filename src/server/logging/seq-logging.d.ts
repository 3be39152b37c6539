/**
 * seq-logging's package entry (`seq-logging`) builds its Logger with a top-level await, which neither
 * Jest's CommonJS runtime nor a require()d server external can load. Its factory module has no top-level
 * await and is what the entry calls: we import it directly (see createSeqLogRelay.ts).
 */
declare module 'seq-logging/seq_logger.js' {
  import type { Logger } from 'seq-logging'
  export function DefineLogger(
    blob: typeof Blob,
    fetch: typeof globalThis.fetch,
    abortController: typeof AbortController
  ): typeof Logger
}
