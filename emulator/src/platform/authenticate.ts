import { apiError } from '../errors'
import type { Reply } from '../reply'
import type { RequestContext } from '../requestContext'
import type { Session } from './apiContext'

/** The token from `Authorization: Bearer <token>`; like the platform, a bare token is accepted too. */
export function bearerToken(header: string | undefined): string | undefined {
  const value = header?.trim()
  if (!value) return undefined
  const match = /^bearer\s+(.*)$/i.exec(value)
  const token = (match ? match[1] : value)?.trim()
  return token || undefined
}

const refusals = {
  unknown: 'Invalid login credentials: the access token is not known.',
  revoked: 'Invalid login credentials: the access token has been revoked.',
  expired: 'Invalid login credentials: the access token has expired.'
}

export function authenticate(
  ctx: RequestContext
): { ok: true; session: Session } | { ok: false; reply: Reply } {
  const accessToken = bearerToken(ctx.headers.authorization)
  if (!accessToken) {
    return {
      ok: false,
      reply: apiError(
        401,
        'authentication.required',
        'No authentication bearer token specified in authorization header.',
        ctx.correlationId
      )
    }
  }
  const check = ctx.state.tokens.check(accessToken)
  if (!check.ok)
    return { ok: false, reply: apiError(401, 'bad.credentials', refusals[check.reason], ctx.correlationId) }

  const user = ctx.state.findUser(check.record.userId)
  const organization = user && ctx.state.findOrganization(user.organizationId)
  // The seed was reset under a live token's feet: the token names nobody any more.
  if (!user || !organization)
    return { ok: false, reply: apiError(401, 'bad.credentials', refusals.unknown, ctx.correlationId) }
  return { ok: true, session: { accessToken, token: check.record, user, organization } }
}
