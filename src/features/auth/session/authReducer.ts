import type { AuthStatus, SessionUser } from '../model/types'

export interface AuthState {
  /** 'loading' until the start-up decision is carried out (the spec's "not initialised") */
  status: AuthStatus
  user: SessionUser | null
  /** the browser is on its way to the platform's sign-in page */
  redirectingToPlatform: boolean
  /**
   * set when the provider itself took the person to /login (they signed out, or the API ended the session),
   * so that the guards do not redirect again
   */
  signedOutByUser: boolean
  /**
   * the browser refuses this site its storage (e.g. a cross-site frame with third-party storage blocked): no
   * session can be kept, the app says so instead of signing in (StorageBlockedView)
   */
  storageBlocked: boolean
  /**
   * opened as a Client App by a Genesys Cloud outside the build's regions: the app says so and does not sign in
   * (ClientAppRefusedView, docs/security.md)
   */
  clientAppRefused: ClientAppRefusal | null
}

export interface ClientAppRefusal {
  reason: 'hostOrigin' | 'targetEnv'
  hostOrigin?: string
  targetEnv?: string
}

export type AuthAction =
  | { type: 'signedIn'; user: SessionUser }
  | { type: 'signedOut'; byUser: boolean }
  | { type: 'redirectingToPlatform' }
  | { type: 'validating' }
  | { type: 'storageBlocked' }
  | { type: 'clientAppRefused'; refusal: ClientAppRefusal }

export const initialAuthState: AuthState = {
  status: 'loading',
  user: null,
  redirectingToPlatform: false,
  signedOutByUser: false,
  storageBlocked: false,
  clientAppRefused: null
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'signedIn':
      return {
        status: 'signedIn',
        user: action.user,
        redirectingToPlatform: false,
        signedOutByUser: false,
        storageBlocked: false,
        clientAppRefused: null
      }
    case 'signedOut':
      return {
        status: 'signedOut',
        user: null,
        redirectingToPlatform: false,
        signedOutByUser: action.byUser,
        storageBlocked: false,
        clientAppRefused: null
      }
    case 'storageBlocked':
      return { ...initialAuthState, status: 'signedOut', storageBlocked: true }
    case 'clientAppRefused':
      return { ...initialAuthState, status: 'signedOut', clientAppRefused: action.refusal }
    case 'redirectingToPlatform':
      return { ...state, redirectingToPlatform: true }
    case 'validating':
      return { ...state, status: 'loading' }
  }
}
