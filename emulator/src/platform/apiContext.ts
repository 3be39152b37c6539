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
 * A Platform API endpoint. `permissions` lists what the caller must hold (all of them: 403 missing.permissions
 * otherwise); `anyPermissions` what the caller must hold at least one of (403 missing.any.permissions
 * otherwise, as the platform answers for endpoints that several permissions open). The pipeline checks both,
 * so handlers only deal with the happy path.
 */
export interface ApiRoute extends Route<ApiContext> {
  permissions?: readonly string[]
  anyPermissions?: readonly string[]
}

/** The caller's organisation: every Platform API read and write is scoped to it. */
export const orgOf = (ctx: ApiContext): string => ctx.session.organization.id
