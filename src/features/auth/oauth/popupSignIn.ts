import type { CallbackParams } from './callbackParams'

/**
 * Sign-in from inside a frame (the Genesys Cloud UI framing the app as a Client App). The platform's sign-in
 * page refuses to be framed, so the frame opens it in a popup; the popup comes back to this app's callback
 * page, which hands the platform's answer to the frame that opened it (same origin only) and closes. The frame
 * then finishes the sign-in itself, with the PKCE verifier and the attempt in its own sessionStorage (the
 * popup, a top-level page, may not even see the frame's storage: browsers partition it by the top site).
 */
export const POPUP_NAME = 'campaign-manager-sign-in'
const MESSAGE_TYPE = 'campaign-manager:oauth-callback'

export function isFramed(win: Window): boolean {
  try {
    return win.top !== win.self
  } catch {
    return true
  }
}

/** Opens the (empty) popup: at once, while the person's click still allows it. Null: the browser refused. */
export function openSignInPopup(win: Window): Window | null {
  return win.open('about:blank', POPUP_NAME, 'popup,width=520,height=720')
}

/** A page of this app opened this window (reading another origin's location throws). */
function openedByThisApp(win: Window): win is Window & { opener: Window } {
  try {
    const opener = win.opener as Window | null
    return opener !== null && opener !== win && opener.location.origin === win.location.origin
  } catch {
    return false
  }
}

/**
 * On the callback page, in the popup: hands the answer to the app's page that opened it; false when this is no
 * such popup. (Not by window.name alone: browsers may clear it across sites.)
 */
export function handBackToOpener(win: Window, params: CallbackParams): boolean {
  if (!openedByThisApp(win)) return false
  win.opener.postMessage({ type: MESSAGE_TYPE, params }, win.location.origin)
  win.close()
  return true
}

const CLOSED_GRACE_MS = 300

/** In the frame: the popup's answer, or `{kind: 'none'}` when the person closed it without one. */
export function waitForPopupAnswer(win: Window, popup: Window): Promise<CallbackParams> {
  return new Promise(resolve => {
    let settled = false
    const done = (params: CallbackParams) => {
      if (settled) return
      settled = true
      win.removeEventListener('message', onMessage)
      clearInterval(closedCheck)
      resolve(params)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; params?: CallbackParams } | null
      if (event.origin !== win.location.origin || event.source !== popup) return
      if (data?.type === MESSAGE_TYPE && data.params) done(data.params)
    }
    win.addEventListener('message', onMessage)
    // The popup posts its answer and closes itself: seen closed, its message may still be queued here, so it
    // is given CLOSED_GRACE_MS before the sign-in counts as abandoned.
    const closedCheck = setInterval(() => {
      if (!popup.closed) return
      clearInterval(closedCheck)
      setTimeout(() => done({ kind: 'none' }), CLOSED_GRACE_MS)
    }, 500)
  })
}
