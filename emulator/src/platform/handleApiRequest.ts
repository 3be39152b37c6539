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
    // Every answer past authentication says where the token stands in its window, as the platform's do.
    const withBudget = (reply: Reply): Reply => ({
      ...reply,
      headers: { ...reply.headers, ...decision.headers }
    })
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds
      return apiError(
        429,
        'too.many.requests',
        `Rate limit exceeded the maximum of ${ctx.options.rateLimitPerMinute} requests per minute. Retry the request in [${seconds}] seconds`,
        ctx.correlationId,
        { 'Retry-After': String(seconds), ...decision.headers }
      )
    }

    const match = router.match(ctx.method, ctx.path)
    if (match.kind === 'notFound') {
      return withBudget(
        apiError(404, 'not.found', `The requested resource ${ctx.path} was not found.`, ctx.correlationId)
      )
    }
    if (match.kind === 'methodNotAllowed') {
      return withBudget(
        apiError(
          405,
          'method.not.allowed',
          `The method ${ctx.method} is not allowed on ${ctx.path}.`,
          ctx.correlationId,
          { Allow: match.allowed.join(', ') }
        )
      )
    }

    const apiCtx: ApiContext = { ...ctx, session: auth.session }
    const refusal = permissionRefusal(match.route, auth.session.user.permissions, ctx.correlationId)
    return withBudget(refusal ?? (await match.route.handler(apiCtx, match.params)))
  }
}

/** The platform's 403 for a caller who lacks a route's permissions, or undefined when they hold them. */
function permissionRefusal(
  route: ApiRoute,
  held: readonly string[],
  correlationId: string
): Reply | undefined {
  const missing = (route.permissions ?? []).filter(p => !held.includes(p))
  if (missing.length > 0) {
    return apiError(
      403,
      'missing.permissions',
      `Unable to perform the requested action. You are missing the following permission(s): ${missing.join(', ')}`,
      correlationId
    )
  }
  const anyOf = route.anyPermissions ?? []
  if (anyOf.length > 0 && !anyOf.some(p => held.includes(p))) {
    return apiError(
      403,
      'missing.any.permissions',
      `Unable to perform the requested action. You must have at least one of the following permissions assigned: [${anyOf.join(', ')}]`,
      correlationId
    )
  }
  return undefined
}
