/**
 * The browser's storage, for code that must not crash without it. A browser may refuse this site its storage
 * altogether: reading `window.localStorage` then throws (a cross-site frame with third-party storage blocked,
 * or site data turned off). The session cannot live without it (docs/product-rules.md#the-stored-session), so
 * the app asks `isStorageAvailable()` once at start and says so on a page of its own (StorageBlockedView);
 * everything else reads storage through `localStore()` / `sessionStore()`, which answer an empty stand-in
 * rather than throw.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()

  get length(): number {
    return this.items.size
  }

  clear(): void {
    this.items.clear()
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }

  removeItem(key: string): void {
    this.items.delete(key)
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value))
  }
}

const PROBE_KEY = 'campaignManager.storageProbe'
const standIns = { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() }

function usable(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = window[name]
    storage.setItem(PROBE_KEY, PROBE_KEY)
    storage.removeItem(PROBE_KEY)
    return storage
  } catch {
    return undefined
  }
}

/** Whether this page may keep data in the browser (both local and session storage work). */
export const isStorageAvailable = (): boolean =>
  usable('localStorage') !== undefined && usable('sessionStorage') !== undefined

/** window.localStorage, or (storage refused) an empty stand-in that lives as long as the page. */
export const localStore = (): Storage => usable('localStorage') ?? standIns.localStorage

/** window.sessionStorage, or (storage refused) an empty stand-in that lives as long as the page. */
export const sessionStore = (): Storage => usable('sessionStorage') ?? standIns.sessionStorage
