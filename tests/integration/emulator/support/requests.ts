/** Small HTTP helpers for talking to an emulator the way the app and tests do. */

export const APP_ORIGIN = 'http://localhost:3000'
export const REDIRECT_URI = `${APP_ORIGIN}/pages/campaign-manager/`
export const CLIENT_ID = 'campaign-manager-demo'

export const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields)
  })

export const getWithToken = (url: string, token: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { Authorization: `Bearer ${token}`, ...headers } })

/** Parameters of a URL's fragment (where the implicit grant puts its answer). */
export const hashParams = (location: string) => new URLSearchParams(new URL(location).hash.slice(1))
