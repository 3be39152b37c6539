import type { TokenRecord } from '../oauth/tokenStore'
import type { RequestContext } from '../requestContext'
import type { Route } from '../router'
import type { SeedOrganization, SeedUser } from '../seed'

/** Who is calling: resolved from the bearer token before any /api/v2 handler runs. */
export interface Session {
  accessToken: string
  token: TokenRecord
  user: SeedUser
  organization: SeedOrganization
}

export interface ApiContext extends RequestContext {
  session: Session
}

/**
 * A Platform API endpoint. `permissions` lists what the caller must hold (all of them); the pipeline answers
 * 403 missing.permissions otherwise, so handlers only deal with the happy path.
 */
export interface ApiRoute extends Route<ApiContext> {
  permissions?: readonly string[]
}
