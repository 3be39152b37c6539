import { apiError } from '../errors'
import type { Reply } from '../reply'
import type { RequestContext } from '../requestContext'
import { Router } from '../router'
import type { ApiContext, ApiRoute } from './apiContext'
import { authenticate } from './authenticate'

/**
 * Everything under /api/v2, in the platform's order: who is calling (401), are they over their rate (429),
 * is there such an endpoint (404), may they use it (403), then the handler.
 */
export function createApiHandler(routes: readonly ApiRoute[]): (ctx: RequestContext) => Promise<Reply> {
  const router = new Router<ApiContext, ApiRoute>(routes)

  return async ctx => {
    const auth = authenticate(ctx)
    if (!auth.ok) return auth.reply

    const decision = ctx.state.rateLimiter.hit(auth.session.accessToken)
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds
      return apiError(
        429,
        'too.many.requests',
        `Rate limit exceeded the maximum of ${ctx.options.rateLimitPerMinute} requests per minute. Retry the request in [${seconds}] seconds`,
        ctx.correlationId,
        { 'Retry-After': String(seconds) }
      )
    }

    const match = router.match(ctx.method, ctx.path)
    if (match.kind === 'notFound') {
      return apiError(
        404,
        'not.found',
        `The requested resource ${ctx.path} was not found.`,
        ctx.correlationId
      )
    }
    if (match.kind === 'methodNotAllowed') {
      return apiError(
        405,
        'method.not.allowed',
        `The method ${ctx.method} is not allowed on ${ctx.path}.`,
        ctx.correlationId,
        {
          Allow: match.allowed.join(', ')
        }
      )
    }

    const apiCtx: ApiContext = { ...ctx, session: auth.session }
    const missing = (match.route.permissions ?? []).filter(p => !auth.session.user.permissions.includes(p))
    if (missing.length > 0) {
      return apiError(
        403,
        'missing.permissions',
        `Unable to perform the requested action. You are missing the following permission(s): ${missing.join(', ')}`,
        ctx.correlationId
      )
    }
    return match.route.handler(apiCtx, match.params)
  }
}
