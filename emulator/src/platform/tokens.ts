import { empty, json, type Reply } from '../reply'
import { registeredClient } from '../oauth/registeredClient'
import type { ApiContext } from './apiContext'
import { organizationRef } from './organizations'

/** GET /api/v2/tokens/me: the platform's TokenInfo for the calling token. */
export function getTokensMe(ctx: ApiContext): Reply {
  const org = organizationRef(ctx.session.organization)
  const client = registeredClient(ctx.options)
  return json(200, {
    organization: org,
    homeOrganization: org,
    authorizedScope: [],
    // One client id serves every seeded org here; on the platform each org would register its own client.
    OAuthClient: { id: ctx.session.token.clientId, name: client.name, organization: org }
  })
}

/** DELETE /api/v2/tokens/me: revokes the calling token; later calls with it get 401 bad.credentials. */
export function deleteTokensMe(ctx: ApiContext): Reply {
  ctx.state.tokens.revoke(ctx.session.accessToken)
  return empty(204)
}
