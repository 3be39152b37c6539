import type { Reply } from './reply'

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type PathParams = Record<string, string>

/**
 * One endpoint. `path` uses the platform's own template syntax, e.g. `/api/v2/outbound/campaigns/{campaignId}`,
 * so routes can be copied from the API reference as they are written there.
 */
export interface Route<C> {
  method: HttpMethod
  path: string
  handler: (ctx: C, params: PathParams) => Reply | Promise<Reply>
}

export type RouteMatch<R> =
  | { kind: 'found'; route: R; params: PathParams }
  | { kind: 'methodNotAllowed'; allowed: HttpMethod[] }
  | { kind: 'notFound' }

interface CompiledRoute<R> {
  route: R
  pattern: RegExp
  names: string[]
}

function compile<R extends { path: string }>(route: R): CompiledRoute<R> {
  const names: string[] = []
  const source = route.path
    .split('/')
    .map(segment => {
      const param = /^\{(\w+)\}$/.exec(segment)
      if (param?.[1]) {
        names.push(param[1])
        return '([^/]+)'
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return { route, pattern: new RegExp(`^${source}/?$`), names }
}

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/**
 * A table of routes matched in order. Adding an endpoint is adding one entry to a route list; literal paths
 * should come before templated ones that could also match them (e.g. `/campaigns/progress` before `/campaigns/{id}`).
 */
export class Router<C, R extends Route<C> = Route<C>> {
  private readonly compiled: CompiledRoute<R>[]

  constructor(routes: readonly R[]) {
    this.compiled = routes.map(compile)
  }

  match(method: string, path: string): RouteMatch<R> {
    const allowed: HttpMethod[] = []
    for (const { route, pattern, names } of this.compiled) {
      const found = pattern.exec(path)
      if (!found) continue
      if (route.method !== method.toUpperCase()) {
        allowed.push(route.method)
        continue
      }
      const params: PathParams = {}
      let valid = true
      names.forEach((name, index) => {
        const value = decode(found[index + 1] ?? '')
        if (value === undefined) valid = false
        else params[name] = value
      })
      if (valid) return { kind: 'found', route, params }
    }
    return allowed.length > 0 ? { kind: 'methodNotAllowed', allowed } : { kind: 'notFound' }
  }
}
