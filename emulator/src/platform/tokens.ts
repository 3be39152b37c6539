import { empty, json, type Reply } from '../reply'
import { registeredClient } from '../oauth/registeredClient'
import type { ApiContext } from './apiContext'

/**
 * GET /api/v2/tokens/me: the platform's TokenInfo for the calling token. Its organisations are NamedEntity
 * (`{id, name}`, no selfUri), and its OAuthClient an OrgOAuthClient, whose `authorizedGrantType` is required.
 */
export function getTokensMe(ctx: ApiContext): Reply {
  const org = { id: ctx.session.organization.id, name: ctx.session.organization.name }
  const client = registeredClient(ctx.options)
  return json(200, {
    organization: org,
    homeOrganization: org,
    authorizedScope: [],
    // One client id serves every seeded org here; on the platform each org would register its own client.
    // It is registered for the code grant with PKCE (the app's default); it also takes implicit-grant sign-ins.
    OAuthClient: {
      id: ctx.session.token.clientId,
      name: client.name,
      authorizedGrantType: 'CODE',
      state: 'active',
      organization: org
    }
  })
}

/** DELETE /api/v2/tokens/me: revokes the calling token; later calls with it get 401 bad.credentials. */
export function deleteTokensMe(ctx: ApiContext): Reply {
  ctx.state.tokens.revoke(ctx.session.accessToken)
  return empty(204)
}
