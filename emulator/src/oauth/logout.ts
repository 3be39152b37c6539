import { pageHeaders } from '../html'
import { redirect, type Reply } from '../reply'
import type { RequestContext } from '../requestContext'
import { messagePage } from './messagePage'
import { registeredClient } from './registeredClient'

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}

/**
 * GET /login/logout: the emulator keeps no login session, so there is nothing to end; it only sends the
 * browser back to the app when the client and the redirect target are registered (never an open redirect).
 */
export function logout(ctx: RequestContext): Reply {
  const client = registeredClient(ctx.options)
  const redirectUri = ctx.query.get('redirect_uri')
  const trusted =
    ctx.query.get('client_id') === client.id &&
    redirectUri !== null &&
    (client.redirectUris.includes(redirectUri) || client.origins.includes(originOf(redirectUri) ?? ''))
  if (trusted) return redirect(redirectUri, { ...pageHeaders })
  return messagePage(
    200,
    'You are signed out',
    'You have been signed out of the Genesys Cloud emulator. You can close this window.'
  )
}
