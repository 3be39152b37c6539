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
}

export type AuthAction =
  | { type: 'signedIn'; user: SessionUser }
  | { type: 'signedOut'; byUser: boolean }
  | { type: 'redirectingToPlatform' }
  | { type: 'validating' }

export const initialAuthState: AuthState = {
  status: 'loading',
  user: null,
  redirectingToPlatform: false,
  signedOutByUser: false
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'signedIn':
      return { status: 'signedIn', user: action.user, redirectingToPlatform: false, signedOutByUser: false }
    case 'signedOut':
      return { status: 'signedOut', user: null, redirectingToPlatform: false, signedOutByUser: action.byUser }
    case 'redirectingToPlatform':
      return { ...state, redirectingToPlatform: true }
    case 'validating':
      return { ...state, status: 'loading' }
  }
}
