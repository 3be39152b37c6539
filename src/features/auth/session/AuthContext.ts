import { createContext, useContext } from 'react'

import type { AuthState } from './authReducer'

export interface AuthContextValue extends AuthState {
  /** Starts the platform sign-in; the browser comes back to `returnUrl` (a same-origin path) afterwards. */
  login: (returnUrl?: string) => Promise<void>
  /** Signs out here and revokes the token at the platform (best effort), then shows /login. */
  logout: () => Promise<void>
  /**
   * The app's API refused the token (401): the session is over. Clears it and shows /login with a message,
   * the current page as returnUrl. Also called by sessionRequest itself, through onSessionExpired.
   */
  signOutExpired: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
