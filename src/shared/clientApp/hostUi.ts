import { sessionStore } from '@/shared/storage/browserStorage'

import { readClientAppContext } from './clientAppSession'

/** What the app asks of the Genesys Cloud UI that frames it (purecloud-client-app-sdk). */
export interface HostUi {
  /** a toast in the Genesys Cloud UI, seen even while another app of the host is in front */
  toast(title: string, message: string, options: { type: 'info' | 'error' | 'success'; id?: string }): void
  /** the badge the host shows on the app's entry (unseen alerts) */
  setAttentionCount(count: number): void
}

let connecting: Promise<HostUi | null> | null = null

/**
 * The host's UI when the app runs as a Client App inside Genesys Cloud (its context is in this frame's
 * session: clientAppSession), else null. The SDK is loaded on first use, in a chunk of its own: the app's
 * first load stays as it was, and a stand-alone tab never loads it. It posts messages to the host origin the
 * context names (one the build allows: chooseRegion refused any other before the app started).
 */
export function hostUi(): Promise<HostUi | null> {
  if (typeof window === 'undefined' || window.parent === window) return Promise.resolve(null)
  const context = readClientAppContext(sessionStore())
  if (!context?.hostOrigin || !context.targetEnv) return Promise.resolve(null)
  const { hostOrigin, targetEnv } = context
  connecting ??= import('purecloud-client-app-sdk')
    .then(({ default: ClientApp }) => {
      const app = new ClientApp({ gcHostOrigin: hostOrigin, gcTargetEnv: targetEnv })
      return {
        toast: (title, message, { type, id }) =>
          type === 'error'
            ? app.alerting.showToastPopup(title, message, { type, id, timeout: 0, showCloseButton: true })
            : app.alerting.showToastPopup(title, message, { type, id }),
        setAttentionCount: count => app.alerting.setAttentionCount(count)
      } satisfies HostUi
    })
    .catch(() => null)
  return connecting
}

/** For tests: forget the connection. */
export function resetHostUi(): void {
  connecting = null
}
