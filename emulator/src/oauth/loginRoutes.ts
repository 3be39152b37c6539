import type { RequestContext } from '../requestContext'
import type { Route } from '../router'
import { completeSignIn, showSignIn } from './authorize'
import { exchangeToken } from './exchangeToken'
import { logout } from './logout'

/** The login service (login.<region> on the platform; /login here, as the SDK's gateway setting expects). */
export const loginRoutes: Route<RequestContext>[] = [
  { method: 'GET', path: '/login/oauth/authorize', handler: showSignIn },
  { method: 'POST', path: '/login/oauth/authorize', handler: completeSignIn },
  { method: 'POST', path: '/login/oauth/token', handler: exchangeToken },
  { method: 'GET', path: '/login/logout', handler: logout }
]
