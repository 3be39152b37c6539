import { type ClientAppContext, toClientAppContext } from './clientAppContext'

const KEY = 'clientApp'

/**
 * The Client App context of this frame (or tab), kept in its sessionStorage: the parameters come on the first
 * address only, and the app's own navigation (and the OAuth round trip) must not lose the host's region and
 * language. sessionStorage belongs to the frame, so a tab of the app opened on its own starts without one.
 */
export function saveClientAppContext(storage: Storage, context: ClientAppContext): void {
  storage.setItem(KEY, JSON.stringify(context))
}

export function readClientAppContext(storage: Storage): ClientAppContext | null {
  try {
    const raw = storage.getItem(KEY)
    return raw ? toClientAppContext(JSON.parse(raw) as Record<string, unknown>) : null
  } catch {
    return null
  }
}
