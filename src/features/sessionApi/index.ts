/**
 * The app's own API (`/api/*`, `/apps/*`) called as the signed-in person. A feature of its own, not part of
 * auth's index: the sign-in page loads auth at once, and the pages that call the API load this with them.
 */
export { sessionRequest, ApiRequestError, failureOf } from './sessionRequest'
export type { ApiFailure, SessionRequest } from './sessionRequest'
export { sessionTransport } from './sessionTransport'
