/**
 * The app's own API said the session is over (401): whoever holds the session (AuthProvider) ends it.
 * A plain module-level signal, so that code outside React (Redux thunks, API helpers) can raise it.
 */
type Listener = () => void

const listeners = new Set<Listener>()

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function reportSessionExpired(): void {
  for (const listener of [...listeners]) listener()
}
