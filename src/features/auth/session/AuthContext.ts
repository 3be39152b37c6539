import { createContext, useContext } from 'react'

import type { AuthState } from './authReducer'

export interface AuthContextValue extends AuthState {
  /** Starts the platform sign-in; the browser comes back to `returnUrl` (a same-origin path) afterwards. */
  login: (returnUrl?: string) => Promise<void>
  /** Signs out here and revokes the token at the platform (best effort), then shows /login. */
  logout: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
