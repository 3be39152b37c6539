import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ResolvedOptions } from './config'
import { adminUiRoutes } from './adminUi/adminUiRoutes'
import { controlRoutes } from './control/controlRoutes'
import { corsHeaders, preflight } from './cors'
import { apiError, errorForStatus } from './errors'
import type { Fault } from './faults'
import { loginRoutes } from './oauth/loginRoutes'
import { downloadFileRoutes } from './outbound/contacts/exportRoutes'
import type { ApiContext, ApiRoute } from './platform/apiContext'
import { apiRoutes } from './platform/apiRoutes'
import { createApiHandler } from './platform/handleApiRequest'
import { jsonOf } from './modelCheck/platformObserver'
import { BodyTooLargeError, readBody } from './readBody'
import { json, type Reply } from './reply'
import type { RequestContext } from './requestContext'
import { Router } from './router'
import type { EmulatorState } from './store'

const isApiPath = (path: string) => path === '/api/v2' || path.startsWith('/api/v2/')
const isControlPath = (path: string) => path.startsWith('/__emulator/')

function faultReply(fault: Fault, correlationId: string): Reply {
  const status = fault.status ?? 500
  if (fault.body === undefined) return errorForStatus(status, correlationId)
  return json(status, fault.body, status === 429 ? { 'Retry-After': '1' } : {})
}

/** Splits "/a/b?x=1" without URL(), which would read a path like "//host/x" as a host. */
function splitUrl(rawUrl: string): { path: string; query: URLSearchParams } {
  const index = rawUrl.indexOf('?')
  return index < 0
    ? { path: rawUrl, query: new URLSearchParams() }
    : { path: rawUrl.slice(0, index), query: new URLSearchParams(rawUrl.slice(index + 1)) }
}

export interface RequestHandler {
  (req: IncomingMessage, res: ServerResponse): Promise<void>
  /** cancels pending fault delays, so closing the server does not wait for them */
  cancelDelays(): void
}

/**
 * The emulator's request pipeline: faults first (they stand in for the network and the platform's edge),
 * then CORS preflights, then the control API, the login service or the Platform API. Every answer gets CORS
 * headers for registered app origins and an ININ-Correlation-Id, and one line in the request log.
 */
export function createRequestHandler(options: ResolvedOptions, state: EmulatorState): RequestHandler {
  const router = new Router<RequestContext>([
    ...controlRoutes,
    ...downloadFileRoutes,
    ...loginRoutes,
    ...adminUiRoutes
  ])
  const handleApi = createApiHandler(apiRoutes)
  const delays = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>()
  // A fault's answer is the test's, not the platform's: the model check leaves it alone.
  const faulted = new WeakSet<Reply>()

  const sleep = (ms: number) =>
    new Promise<void>(resolve => {
      const entry = { timer: setTimeout(() => (delays.delete(entry), resolve()), ms), resolve }
      delays.add(entry)
    })

  // Only to name the route a call is counted under (the API handler does the real matching).
  const apiRouter = new Router<ApiContext, ApiRoute>(apiRoutes)
  const templateOf = (method: string, path: string) => {
    const match = apiRouter.match(method, path)
    return match.kind === 'found' ? match.route.path : undefined
  }
  const routeOf = (method: string, path: string) => `${method} ${templateOf(method, path) ?? path}`

  /** Tells the observer (the model check) what was asked and answered, once the answer is known. */
  async function observe(ctx: RequestContext, reply: Reply) {
    const observer = state.modelCheck
    if (!observer || !isApiPath(ctx.path) || ctx.method === 'OPTIONS' || faulted.has(reply)) return
    const template = templateOf(ctx.method, ctx.path)
    const requestText = await ctx.body().catch(() => '')
    observer.exchange({
      method: ctx.method,
      route: template ?? ctx.path,
      matched: template !== undefined,
      query: [...new Set(ctx.query.keys())],
      status: reply.status,
      requestBody: jsonOf(requestText),
      responseBody: reply.headers['Content-Type']?.startsWith('application/json')
        ? jsonOf(reply.body)
        : undefined,
      userAgent: ctx.headers['user-agent'],
      origin: ctx.origin
    })
  }

  async function dispatch(ctx: RequestContext): Promise<Reply> {
    // Counted first, so calls that a fault or the rate limit answer count too: the caller made them.
    // Preflights are the browser's doing, not platform calls.
    if (isApiPath(ctx.path) && ctx.method !== 'OPTIONS') state.calls.count(routeOf(ctx.method, ctx.path))
    if (!isControlPath(ctx.path)) {
      const fault = state.faults.take(ctx.method, ctx.path)
      if (fault) {
        if (fault.delayMs > 0) await sleep(fault.delayMs)
        if (fault.status !== undefined) {
          const reply = faultReply(fault, ctx.correlationId)
          faulted.add(reply)
          return reply
        }
      }
    }
    if (ctx.method === 'OPTIONS') return preflight(ctx.origin, options.appOrigins)
    if (isApiPath(ctx.path)) {
      const reply = await handleApi(ctx)
      // A write may have changed campaigns: subscribers hear of it now, not at the next scan.
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.path.startsWith('/api/v2/outbound/'))
        state.notifications.scan()
      return reply
    }

    const match = router.match(ctx.method, ctx.path)
    if (match.kind === 'found') return match.route.handler(ctx, match.params)
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
    return apiError(404, 'not.found', `The requested resource ${ctx.path} was not found.`, ctx.correlationId)
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const correlationId = randomUUID()
    const method = (req.method ?? 'GET').toUpperCase()
    const { path, query } = splitUrl(req.url ?? '/')
    const origin = req.headers.origin

    // Only the method, the path (never its query, which carries codes and tokens) and the outcome are logged.
    res.on('finish', () => {
      if (!options.quiet)
        options.log(`${method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`)
    })

    let bodyText: Promise<string> | undefined
    const ctx: RequestContext = {
      method,
      path,
      query,
      headers: req.headers,
      origin,
      correlationId,
      state,
      options,
      body: () => (bodyText ??= readBody(req))
    }

    let reply: Reply
    try {
      reply = await dispatch(ctx)
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        reply = apiError(413, 'request.entity.too.large', error.message, correlationId)
      } else {
        console.error(`Genesys Cloud emulator: ${method} ${path} failed:`, error)
        reply = apiError(
          500,
          'internal.server.error',
          'The emulator failed to handle this request.',
          correlationId
        )
      }
    }

    await observe(ctx, reply).catch(error =>
      console.error('Genesys Cloud emulator: model check failed:', error)
    )
    if (res.destroyed) return
    res.writeHead(reply.status, {
      ...corsHeaders(origin, options.appOrigins),
      ...reply.headers,
      'ININ-Correlation-Id': correlationId
    })
    res.end(reply.body)
  }

  return Object.assign(handler, {
    cancelDelays() {
      for (const entry of delays) {
        clearTimeout(entry.timer)
        entry.resolve()
      }
      delays.clear()
    }
  })
}
