/**
 * What the platform sent back to the callback page: a token in the hash (implicit grant), a code in the
 * query (PKCE), an error, or nothing.
 *
 * An inline script in _document (callbackCaptureScript) takes the parameters out of the address bar before
 * any other script runs, so that the token or code never stays in history and Next's router never sees it.
 */
export type CallbackParams =
  | { kind: 'token'; accessToken: string; state: string | null }
  | { kind: 'code'; code: string; state: string | null }
  | { kind: 'error'; error: string; description: string | null; state: string | null }
  | { kind: 'none' }

export const CALLBACK_PATH = '/pages/campaign-manager'
const CAPTURE_GLOBAL = '__campaignManagerOAuthCallback'

/** Reads one parameter of a query string or hash (the spec's getParameterByName). */
export function getParameterByName(name: string, source: string): string | null {
  const params = new URLSearchParams(source.replace(/^[?#]/, ''))
  const value = params.get(name)
  return value === null || value === '' ? null : value
}

export function parseCallback(search: string, hash: string): CallbackParams {
  const fromHash = (name: string) => getParameterByName(name, hash)
  const fromQuery = (name: string) => getParameterByName(name, search)
  const state = fromHash('state') ?? fromQuery('state')
  const error = fromHash('error') ?? fromQuery('error')
  if (error) {
    return {
      kind: 'error',
      error,
      description: fromHash('error_description') ?? fromQuery('error_description'),
      state
    }
  }
  const accessToken = fromHash('access_token')
  if (accessToken) return { kind: 'token', accessToken, state }
  const code = fromQuery('code')
  if (code) return { kind: 'code', code, state }
  return { kind: 'none' }
}

/**
 * Runs inline in the document head, before Next.js boots. Kept tiny and dependency-free on purpose; the
 * captured values live only in memory.
 */
export const callbackCaptureScript = `(function(){try{var p=location.pathname.replace(/\\/+$/,'');if(p!=='${CALLBACK_PATH}')return;window.${CAPTURE_GLOBAL}={search:location.search,hash:location.hash};if(location.search||location.hash)history.replaceState(history.state,'',location.pathname)}catch(e){}})()`

/** Takes the captured callback parameters (once), falling back to the address bar, which it then cleans. */
export function takeCallbackParams(win: Window): CallbackParams {
  const holder = win as unknown as Record<string, { search: string; hash: string } | undefined>
  const captured = holder[CAPTURE_GLOBAL]
  delete holder[CAPTURE_GLOBAL]
  const search = captured?.search ?? win.location.search
  const hash = captured?.hash ?? win.location.hash
  if (!captured && (win.location.search || win.location.hash)) {
    win.history.replaceState(win.history.state, '', win.location.pathname)
  }
  return parseCallback(search, hash)
}
