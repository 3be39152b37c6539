import { loginPathFor } from '../model/returnUrl'

/**
 * /login with a message in the `errorMessage` hash (docs/product-rules.md#screens-and-routes); with
 * `returnUrl`, the page to come back to after signing in again (none for "/").
 */
export function loginErrorPath(message: string, returnUrl = '/'): string {
  return `${loginPathFor(returnUrl)}#errorMessage=${encodeURIComponent(message)}`
}

export function readErrorMessage(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('errorMessage')
  return value ? value : null
}
