import { useSyncExternalStore } from 'react'

/** CASL and the shared rules (./ability): a chunk of their own, outside every route's first load. */
export type AclEngine = typeof import('./ability')

let engine: AclEngine | null = null
let loading: Promise<AclEngine> | null = null
const listeners = new Set<() => void>()

/**
 * Loads the engine once (a failed load is tried again at the next call). CASL is about 6 kB (gzip): with it in
 * the shell, /login would go over the 220 kB first-load budget (docs/quality.md), so it comes in its own chunk,
 * asked for as soon as the app starts in the browser (see the end of this file), long before a guarded page is
 * decided on in practice.
 */
export function loadAclEngine(): Promise<AclEngine> {
  if (engine) return Promise.resolve(engine)
  loading ??= import('./ability').then(
    module => {
      engine = module
      for (const listener of [...listeners]) listener()
      return module
    },
    error => {
      loading = null
      throw error
    }
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  if (!engine) void loadAclEngine().catch(() => undefined)
  return () => {
    listeners.delete(listener)
  }
}

/** The engine once loaded (null until then, and always on the server); re-renders when it arrives. */
export const useAclEngine = (): AclEngine | null =>
  useSyncExternalStore(
    subscribe,
    () => engine,
    () => null
  )

if (typeof window !== 'undefined') void loadAclEngine().catch(() => undefined)
